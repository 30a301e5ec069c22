// How the build cuts the app into files (docs/web-performance.md). Left to itself, the bundler makes
// a chunk for every set of pages that shares a module: 13 files for the home page and 31 for a model
// page, most of them an icon or a form field of a few hundred bytes. On a phone's connection each
// file is another round trip before the page can render, so the build groups them instead:
// - `app`: every module the entry imports, directly or not. The home page runs all of it anyway.
// - `pages`: what the catalogue's lazy pages (`PAGE_MODULES`) share with each other or with the
//   dialogs and menus they open on demand, which no admin page needs.
// The graph it reads is the module graph before tree-shaking, so imports through a package's barrel
// (`lucide-react`, `radix-ui`) would make every icon and primitive look imported by the entry:
// `directImports` rewrites them to the modules they name first.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type ChunkInfo, chunkClosure, chunkOf, entryChunk, pageModuleIds } from './page-chunks.ts';

/** What the bundler says of a module (a subset of Rolldown's ModuleInfo). */
export type GraphModule = { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] };
export type ModuleGraph = { getModuleInfo(id: string): GraphModule | null };

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * The modules whose loading loads `id`: the entry and the lazily imported modules it is statically
 * imported from, itself included when it is one of them.
 */
export function loadersOf(id: string, graph: ModuleGraph): Set<string> {
  const loaders = new Set<string>();
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) loaders.add(current);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        stack.push(importer);
      }
    }
  }
  return loaders;
}

/**
 * lucide's icons and the code that draws them: since a visitor's first page draws its icons with the
 * stylesheet (components/ui/glyph.tsx), pages, dialogs and the admin share them, and each shared set
 * would be a file of its own. They are no admin code: they go with the pages, where the admin finds them.
 */
const isIcon = (id: string) => normalise(id).includes('/node_modules/lucide-react/');

/**
 * React Query's mutation hook and observer: the build's `mutation` chunk (vite.config.ts), loaded with
 * what uses them, never grouped with the first page's or the pages' code.
 */
export const isMutationHook = (id: string) =>
  /\/node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver)\.js$/.test(
    normalise(id),
  );

/**
 * The chunk group of a module (`app`, `pages`), or null to leave it to the bundler. `root` is the web
 * app's folder; `admin` tells the modules only administrators load.
 */
export function chunkGroups(root: string, admin: (id: string) => boolean) {
  const catalogue = new Set(Object.values(pageModuleIds(root)));
  return (id: string, graph: ModuleGraph) => {
    const info = graph.getModuleInfo(id);
    // The entry stays the entry chunk, and a module nothing imports was tree-shaken or is an asset.
    if (!info || info.isEntry || isMutationHook(id)) return null;
    const loaders = [...loadersOf(id, graph)].map(normalise);
    if (loaders.some((l) => graph.getModuleInfo(l)?.isEntry)) return 'app';
    if (loaders.length >= 2 && loaders.some((l) => catalogue.has(l)) && (!loaders.some(admin) || isIcon(id)))
      return 'pages';
    return null;
  };
}

/** How a barrel's name is imported from its module: as its default, its namespace or a name of it. */
type ImportStyle = 'default' | 'namespace' | 'named';
type Barrel = { names: Map<string, string>; style: ImportStyle };

/** `export { default as Heart, default as HeartIcon } from './icons/heart.mjs'` → Heart → …/icons/heart.mjs. */
export function lucideNames(barrelFile: string, code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[^'"]+)['"]/g))
    for (const part of list!.split(','))
      for (const [, name] of part.matchAll(/^\s*default\s+as\s+(\w+)\s*$/g))
        names.set(name!, normalise(path.join(path.dirname(barrelFile), file!)));
  return names;
}

/** `import * as Dialog from "@radix-ui/react-dialog"` → Dialog → @radix-ui/react-dialog. */
export function radixNames(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, spec] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g))
    names.set(name!, spec!);
  return names;
}

/**
 * A barrel that imports names from its own files and exports them (TanStack Query's builds:
 * `import { A } from "./a.js"; … export { A, B as C }`), or re-exports them (the shared package's:
 * `export { A } from './a.ts'`) → A → …/a.js; `file#name` when the module's own name differs. `star`
 * gives the names of a package it re-exports whole (`export * from "pkg"`).
 */
export function reexportNames(barrelFile: string, code: string, star: Map<string, string> = new Map()) {
  const local = new Map<string, { file: string; name: string }>();
  for (const [, list, file] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g))
    for (const part of list!.split(',')) {
      const [, name, as] = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(part) ?? [];
      if (name) local.set(as ?? name, { file: normalise(path.join(path.dirname(barrelFile), file!)), name });
    }
  const names = new Map(star);
  // `export { A, B as C, type T } from './a.ts'` (the shared package's barrels).
  for (const [, list, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g))
    for (const part of list!.split(',')) {
      const [, name, as] = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(part) ?? [];
      if (!name) continue;
      const target = normalise(path.join(path.dirname(barrelFile), file!));
      names.set(as ?? name, as && as !== name ? `${target}#${name}` : target);
    }
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g))
    for (const part of list!.split(',')) {
      const [, name, as] = /^\s*(\w+)(?:\s+as\s+(\w+))?\s*$/.exec(part) ?? [];
      const target = name ? local.get(name) : undefined;
      if (!name || !target) continue;
      const exported = as ?? name;
      names.set(exported, target.name === exported ? target.file : `${target.file}#${target.name}`);
    }
  return names;
}

/**
 * `import { A, B as C } from '<barrel>'` in `code`, rewritten with `target(name)`: a default import
 * (`import A from '…'`) for lucide's icons, a namespace import (`import * as C from '…'`) for Radix's
 * primitives, a named import (`import { A } from '…'`) for TanStack Query's modules. Names the barrel
 * does not map stay imported from it.
 */
export function rewriteBarrelImports(
  code: string,
  barrel: string,
  target: (name: string) => string | undefined,
  style: ImportStyle,
): string {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(['"])${barrel.replace(/[/.]/g, '\\$&')}\\2;?`, 'g');
  return code.replace(pattern, (statement, list: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec) continue;
      const [, name, local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec) ?? [];
      const file = name ? target(name) : undefined;
      if (!name || !file) {
        kept.push(spec);
        continue;
      }
      const as = local ?? name;
      const [module, own = name] = file.split('#') as [string, string?];
      const binding = style === 'namespace' ? `* as ${as}` : style === 'default' ? as : `{ ${own} as ${as} }`;
      direct.push(`import ${binding} from ${JSON.stringify(module)};`);
    }
    if (direct.length === 0) return statement;
    if (kept.length > 0) direct.unshift(`import { ${kept.join(', ')} } from ${JSON.stringify(barrel)};`);
    return direct.join(' ');
  });
}

/** The packages whose barrels are read, and whose own files' imports of them are rewritten too. */
const BARRELS = [
  'lucide-react',
  'radix-ui',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@packdex/shared/utils',
] as const;
/** TanStack Query's own files import query-core's barrel: what React Query's hooks use goes direct too. */
const rewritesInside = (id: string) => normalise(id).includes('/node_modules/@tanstack/react-query/');

/**
 * Imports through `lucide-react`, `radix-ui`, TanStack Query and the shared package's formatters go
 * straight to the icon, primitive or module they name (what the barrels re-export), so the module
 * graph says which page uses which: through the barrel, React Query's mutation hook and observer
 * looked imported by the entry, and went with the first page for the dialogs that use them (so did
 * the shared saved-search helpers). Build only: the dev server pre-bundles each package into one
 * file anyway.
 */
export function directImports(): Plugin {
  const barrels = new Map<string, Promise<Barrel | null>>();
  return {
    name: 'packdex-direct-imports',
    apply: 'build',
    async transform(code, id) {
      if ((id.includes('/node_modules/') && !rewritesInside(id)) || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      let out = code;
      for (const barrel of BARRELS) {
        if (!out.includes(barrel)) continue;
        let loaded = barrels.get(barrel);
        if (!loaded) {
          loaded = this.resolve(barrel, id).then(async (resolved) => {
            if (!resolved) return null;
            const text = readFileSync(resolved.id, 'utf8');
            if (barrel === 'lucide-react') return { names: lucideNames(resolved.id, text), style: 'default' };
            if (barrel.startsWith('@tanstack/') || barrel.startsWith('@packdex/')) {
              // React Query's barrel re-exports query-core's whole.
              const star = new Map<string, string>();
              for (const [, spec] of text.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
                const inner = await this.resolve(spec!, resolved.id);
                if (inner) for (const [k, v] of reexportNames(inner.id, readFileSync(inner.id, 'utf8'))) star.set(k, v);
              }
              return { names: reexportNames(resolved.id, text, star), style: 'named' };
            }
            // Each primitive's package as the barrel itself resolves it (it may not be hoisted).
            const names = new Map<string, string>();
            for (const [name, spec] of radixNames(text)) {
              const primitive = await this.resolve(spec, resolved.id);
              if (primitive) names.set(name, primitive.id);
            }
            return { names, style: 'namespace' };
          });
          barrels.set(barrel, loaded);
        }
        const map = await loaded;
        if (!map) continue;
        out = rewriteBarrelImports(out, barrel, (name) => map.names.get(name), map.style);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled as the file loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks a first visit runs: the entry's and each public page's (`PAGE_MODULES`), with what they import. */
export function firstLoadChunks(chunks: readonly ChunkInfo[], root: string): Set<string> {
  const closure = chunkClosure(chunks);
  const loaded = new Set<string>();
  const starts = [entryChunk(chunks), ...Object.values(pageModuleIds(root)).map((id) => chunkOf(chunks, id))];
  for (const chunk of starts) if (chunk) closure(chunk.fileName, loaded);
  return loaded;
}

/**
 * Marks the chunks a first visit runs with V8's compile hint (Chrome 136+). Without it V8 compiles a
 * function on the main thread the first time it is called, which on a first visit is nearly every
 * function of these files, in the middle of the first render; with it, they compile on a background
 * thread while the files download (docs/web-performance.md). Code loaded on demand stays lazy. The
 * hint goes in once the chunks are minified (the minifier drops comments).
 */
export function compileHints(root: string): Plugin {
  return {
    name: 'packdex-compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the files as written: Vite puts its preload map at the top of a chunk after every plugin's
    // generateBundle, and the hint must be the first line.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const first = firstLoadChunks(chunks, root);
      for (const chunk of chunks)
        if (first.has(chunk.fileName))
          writeFileSync(path.join(options.dir!, chunk.fileName), `${COMPILE_HINT}\n${chunk.code}`);
    },
  };
}

/**
 * `<script type="module">` and `<link rel="modulepreload">` tags of `html`, marked
 * `fetchpriority="low"` (a tag that already names a priority is left as it is).
 */
export function scriptsAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")([^>]*)>/g,
    (tag, start: string, rest: string) =>
      /\sfetchpriority=/.test(rest) ? tag : `<${start} fetchpriority="low"${rest}>`,
  );
}

/**
 * The document's scripts at low priority. The app shell in index.html (the header) paints with the
 * stylesheet alone, and at their default high priority the scripts compete with the stylesheet and
 * the page's largest picture for the connection; Lighthouse's simulation also counts every
 * high-priority script that arrives before the first paint as blocking it. The server marks the page
 * chunks it preloads the same way (apps/api/src/plugins/web.ts).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'packdex-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: scriptsAtLowPriority },
  };
}
