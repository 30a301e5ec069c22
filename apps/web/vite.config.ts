import { writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { SERVER_DIST_DIR, SERVER_ENTRY_FILE, STAMP_FILE, sourceHash, type BuildStamp } from './build-stamp.ts';
import { catalogueChunks } from './catalogue-chunks.ts';
import { chunkGroups, compileHints, directImports, isMutationHook, lowPriorityScripts } from './chunk-plan.ts';
import { classGroups } from './class-groups.ts';
import { glyphs } from './glyphs.ts';
import { PAGE_CHUNKS_FILE, pageChunksOf } from './page-chunks.ts';

const API_ORIGIN = 'http://localhost:3000';
// Resolve paths from this file so the build works whatever the working directory is.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const repoRoot = path.resolve(root, '../..');
/** The chunk group of a module; modules only the admin's pages load are never in a visitor's group. */
const chunkGroupOf = chunkGroups(root, (id: string) => /\/src\/(features\/admin\/|app\/routes\/admin\.tsx$)/.test(id));

/**
 * Writes build-stamp.json (mode and source hash) into the build, the browser's and the server's
 * alike, and refuses to finish a build that is not a production one: the two stamps, equal, are how
 * `npm start` knows the build it serves is current and whole (build-stamp.ts).
 */
function buildStamp(): Plugin {
  let outDir = '';
  let hash = '';
  return {
    name: 'packdex-build-stamp',
    apply: 'build',
    configResolved(config) {
      if (!config.isProduction) throw new Error('The web app is only ever built for production.');
      outDir = config.build.outDir;
    },
    // Hashed before bundling: an edit made while the build runs makes the stamp stale, not wrong.
    buildStart() {
      hash = sourceHash(repoRoot);
    },
    writeBundle() {
      const stamp: BuildStamp = { mode: 'production', sourceHash: hash };
      writeFileSync(path.join(outDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
    },
  };
}

/** Writes page-chunks.json: the chunks each lazy public page needs, for the server to preload. */
function pageChunks(): Plugin {
  let base = '/';
  return {
    name: 'packdex-page-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: `${JSON.stringify(pageChunksOf(chunks, root, base))}\n`,
      });
    },
  };
}

/**
 * The server's renderer (src/entry-server.tsx, `vite build --ssr`), for the API to load: one
 * self-contained module tree in dist-server, outside what the server publishes, with React's
 * production build inside it whatever NODE_ENV the API runs with.
 */
const serverBuild: UserConfig = {
  root,
  plugins: [react(), classGroups(`${root}src`), buildStamp()],
  publicDir: false,
  resolve: { alias: [{ find: '@/', replacement: `${root}src/` }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: `${root}${SERVER_DIST_DIR}`,
    emptyOutDir: true,
    sourcemap: false,
    // Readable stack traces in the server's log; the file is never downloaded.
    minify: false,
    // One file: a rebuild is loaded afresh by its address (plugins/server-render.ts in the API), and
    // a chunk importing the entry by its plain address would load a second copy of the app.
    rolldownOptions: { output: { entryFileNames: SERVER_ENTRY_FILE, codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // Vite takes a build's mode from NODE_ENV when it is set, and a test runner sets it to "test": that
  // gave React's development build. A build is always a production build, whoever starts it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) return serverBuild;
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      classGroups(`${root}src`),
      glyphs(),
      directImports(),
      catalogueChunks(root),
      compileHints(root),
      lowPriorityScripts(),
      buildStamp(),
      pageChunks(),
    ],
    resolve: {
      alias: [{ find: '@/', replacement: `${root}src/` }],
    },
    // A catalogue is read whole (its default export): a named export for each one-word text would
    // be the text twice in its file, kept since each is an entry of the build (catalogue-chunks.ts).
    json: { namedExports: false },
    server: {
      proxy: {
        '/api': { target: API_ORIGIN, changeOrigin: true },
        '/uploads': { target: API_ORIGIN, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '/api': { target: API_ORIGIN, changeOrigin: true },
        '/uploads': { target: API_ORIGIN, changeOrigin: true },
      },
    },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
      // No source maps in the build: the server publishes everything in dist, so even "hidden" maps
      // (written but not referenced) would be one guessable URL away, and no error tracker takes them.
      sourcemap: false,
      // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
      // the polyfill's check ran on every first page (about 8 ms of main thread in a profile).
      modulePreload: {
        polyfill: false,
        // The cards' Save popover is imported by the first page's code, which would list every file
        // it needs by name (about 100 bytes gzipped of the first page's budget) to preload them on a
        // first open; it loads them itself instead, once opened (one round trip more, once).
        resolveDependencies: (file, deps) => (/(^|\/)save-popover-[\w-]+\.js$/.test(file) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          // React and the router change less often than the app and every page needs them: their own
          // chunk stays cached across releases. Other libraries go with the pages that use them, so a
          // library only a dialog or the admin needs is not downloaded with the home page.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                priority: 3,
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
              },
              // zod's jitless setting (lib/zod-config.ts) must run before any schema is built. In the
              // chunk with zod itself it runs as soon as zod is loaded, ahead of every module that
              // builds a schema, however the other chunks are ordered.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/, priority: 2 },
              // React Query's mutation hook and its observer: no first page uses them, and the dialogs,
              // menus and pages that do are loaded on demand (chunk-plan.ts reads the package's barrel
              // for that). A file of their own, so that what loads them takes no page's other code
              // with them; what they import (React Query's core) is the first page's and stays there.
              {
                name: 'mutation',
                test: isMutationHook,
                priority: 2,
                includeDependenciesRecursively: false,
              },
              // Then everything the entry loads in one chunk, and what the catalogue's pages share in
              // another, instead of a file per shared icon or field (chunk-plan.ts).
              { name: (id, ctx) => chunkGroupOf(id, ctx), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
