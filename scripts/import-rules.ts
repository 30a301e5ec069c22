import type { Rule } from './import-graph.ts';

const API = 'apps\\/api\\/src\\/';
/** API code that must not build queries: everything but repositories, db/ and tests. */
const API_NON_DATA = new RegExp(`^${API}(?!db\\/)(?!.*\\.repository\\.ts$)(?!.*\\.test\\.ts$).*\\.tsx?$`);
/** The same minus the composition root, which opens the database and runs migrations and the seed. */
const API_LAYERS = new RegExp(
  `^${API}(?!db\\/)(?!(app|server)\\.ts$)(?!.*\\.repository\\.ts$)(?!.*\\.test\\.ts$).*\\.tsx?$`,
);

/** Code flows one way: shared → features → app; features never import each other. */
export const RULES: Rule[] = [
  {
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: () => /^apps\/web\/src\/features\//,
    except: (m) => new RegExp(`^apps/web/src/features/${m[1]}/`),
    message: 'a feature never imports another feature; compose them in src/app',
  },
  {
    from: /^apps\/web\/src\/features\//,
    to: () => /^apps\/web\/src\/app\//,
    message: 'features do not import the app layer',
  },
  {
    from: /^apps\/web\/src\/(components|lib|config)\//,
    to: () => /^apps\/web\/src\/(features|app)\//,
    message: 'shared web code does not depend on features or the app layer',
  },
  { from: /^packages\/shared\//, to: () => /^apps\//, message: 'the shared package depends on no app' },
  { from: /^apps\/web\//, to: () => /^apps\/api\//, message: 'the web app never imports server code' },
  {
    from: /^apps\/api\/src\/modules\/(?!.*\.test\.ts$)/,
    to: () => /^apps\/api\/src\/(app|server|routes)\.ts$/,
    message: 'modules do not import the app assembly (their tests may build the app)',
  },
  {
    from: API_NON_DATA,
    to: () => /^npm:kysely$/,
    valuesOnly: true,
    message: 'only repositories and db/ use Kysely values (sql, Kysely…); elsewhere `import type` only',
  },
  {
    from: API_LAYERS,
    to: () => new RegExp(`^${API}db\\/`),
    valuesOnly: true,
    message: 'routes, services, plugins and lib never import the database module; call a repository',
  },
  {
    from: /^apps\/api\/src\/modules\/([^/]+)\//,
    to: () => /^apps\/api\/src\/modules\/[^/]+\/[^/]+\.routes\.ts$/,
    except: (m) => new RegExp(`^apps/api/src/modules/${m[1]}/`),
    message: "a module never imports another module's routes; use its service or repository",
  },
  {
    from: /^apps\/api\/src\/modules\/([^/]+)\//,
    to: () => /^apps\/api\/src\/modules\/[^/]+\/[^/]+\.module\.ts$/,
    except: (m) => new RegExp(`^apps/api/src/modules/${m[1]}/`),
    message: "a module never imports another module's wiring; read what it provides by name (lib/wiring.ts)",
  },
  {
    from: /^e2e\/specs\//,
    to: () => /^npm:@playwright\/test$/,
    valuesOnly: true,
    message:
      'browser specs take `test` and `expect` from e2e/support/test.ts (it closes the tabs a test opened); types only from @playwright/test',
  },
  {
    from: /(\.test\.ts$|^apps\/api\/test\/|^e2e\/)/,
    to: () => /^bench\//,
    message: 'tests never import bench/; shared data generators live in apps/api/src/db/seed',
  },
];

/** Query-builder calls, as the project's before-stop hook greps for them. */
export const QUERY_BUILDER_CALL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;
/** Files that may contain query-builder calls: repositories, db/ and tests; or code outside the API. */
export const MAY_BUILD_QUERIES = (file: string) => !API_NON_DATA.test(file);
