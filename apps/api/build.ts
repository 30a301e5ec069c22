// The server `npm start` runs: apps/api/dist/server.js, the API's and the shared package's TypeScript
// bundled into one JavaScript module (libraries stay imports from node_modules). Run from the
// sources, Node loads its TypeScript type stripper and keeps it for the life of the process, and
// holds the source of some 180 small modules: about 20 MB of resident memory in every process
// (docs/operations.md, "Memory"). Built at every start (about 0.3 s), so what runs is never
// older than the sources. `npm run dev` and the tests run the sources.
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'rolldown';

export const SERVER_SOURCE = path.join(import.meta.dirname, 'src/server.ts');
export const SERVER_BUILT = path.join(import.meta.dirname, 'dist/server.js');

/** Bundled: our own modules (relative paths and the shared workspace package). Everything else is imported at run time. */
const bundled = (id: string) => id.startsWith('.') || path.isAbsolute(id) || id.startsWith('@packdex/');

/**
 * Each module keeps its own `import.meta.url`, `dirname` and `filename`: a module that reads a file
 * beside it (src/locales/*.json) or resolves a package from where it lives finds the same file in
 * the bundle as in the sources. They are computed from the bundle's own location, so the tree can
 * move as a whole.
 */
export function sourceLocations(outFile: string): Plugin {
  return {
    name: 'packdex:source-locations',
    transform(code, id) {
      // Rolldown's own runtime (`\0rolldown/runtime.js`) and libraries keep the bundle's location.
      if (!path.isAbsolute(id) || id.includes('/node_modules/')) return null;
      const uses = (name: string) => code.includes(`import.meta.${name}`);
      if (!uses('url') && !uses('dirname') && !uses('filename')) return null;
      const relative = path.relative(path.dirname(outFile), id).split(path.sep).join('/');
      const prelude = [
        `const __sourceUrl = new URL(${JSON.stringify(encodeURI(relative))}, import.meta.url).href;`,
        ...(uses('dirname') || uses('filename')
          ? [`import { fileURLToPath as __toPath } from 'node:url';`, `const __sourceFile = __toPath(__sourceUrl);`]
          : []),
        ...(uses('dirname')
          ? [`import { dirname as __dirnameOf } from 'node:path';`, `const __sourceDir = __dirnameOf(__sourceFile);`]
          : []),
        '',
      ].join('\n');
      const body = code
        .replaceAll('import.meta.url', '__sourceUrl')
        .replaceAll('import.meta.dirname', '__sourceDir')
        .replaceAll('import.meta.filename', '__sourceFile');
      return { code: prelude + body, map: null };
    },
  };
}

/**
 * Bundles `entry` into `outFile` (an ES module), with `plugins` after the bundle's own (the rehearsal's
 * next release adds a migration this way); resolves with the file written. Written beside it
 * and renamed into place, so a process starting it while another build runs (the bench, the tests)
 * never reads half a file.
 */
export async function bundle(entry: string, outFile: string, plugins: Plugin[] = []): Promise<string> {
  mkdirSync(path.dirname(outFile), { recursive: true });
  const partial = `${outFile}.${process.pid}.partial`;
  await build({
    input: entry,
    platform: 'node',
    external: (id) => !bundled(id),
    plugins: [sourceLocations(outFile), ...plugins],
    // Module boundaries stay visible (`//#region src/...`) and names stay readable in stack traces.
    output: { file: partial, format: 'esm', minify: false },
    logLevel: 'warn',
  });
  renameSync(partial, outFile);
  return outFile;
}

/** Builds dist/server.js from the sources. */
export function buildServer(): Promise<string> {
  return bundle(SERVER_SOURCE, SERVER_BUILT);
}

if (import.meta.main) {
  await buildServer();
  process.stdout.write(`Built ${path.relative(process.cwd(), SERVER_BUILT)}.\n`);
}
