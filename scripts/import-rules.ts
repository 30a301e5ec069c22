import type { Rule } from './import-graph.ts';

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
    from: /^apps\/api\/src\/modules\//,
    to: () => /^apps\/api\/src\/(app|server|routes)\.ts$/,
    message: 'modules do not import the app assembly',
  },
];
