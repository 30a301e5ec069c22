import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ModuleGraph,
  chunkGroups,
  firstLoadChunks,
  loadersOf,
  lucideNames,
  radixNames,
  reexportNames,
  rewriteBarrelImports,
  scriptsAtLowPriority,
} from '../apps/web/chunk-plan.ts';
import { PAGE_MODULES } from '../apps/web/page-chunks.ts';

const ROOT = '/repo/apps/web/';
const src = (file: string) => `${ROOT}src/${file}`;
const MAIN = src('main.tsx');
const ROUTER = src('app/router.tsx');
const MODELS = `${ROOT}${PAGE_MODULES.models}`;
const MODEL = `${ROOT}${PAGE_MODULES.model}`;
const CONTENT = `${ROOT}${PAGE_MODULES.content}`;
const ADMIN = src('app/routes/admin.tsx');
const DIALOG = src('features/reports/components/report-dialog.tsx');
const ICON = '/repo/node_modules/lucide-react/dist/esm/icons/crown.mjs';
const isAdmin = (id: string) => id === ADMIN || id.includes('/features/admin/');

/** A module graph from "importer → [static imports]" and "importer → [dynamic imports]". */
function graphOf(entry: string, staticEdges: Record<string, string[]>, dynamicEdges: Record<string, string[]>) {
  const modules = new Map<string, { isEntry: boolean; importers: string[]; dynamicImporters: string[] }>();
  const get = (id: string) => {
    let info = modules.get(id);
    if (!info) modules.set(id, (info = { isEntry: id === entry, importers: [], dynamicImporters: [] }));
    return info;
  };
  get(entry);
  for (const [from, tos] of Object.entries(staticEdges)) {
    get(from);
    for (const to of tos) get(to).importers.push(from);
  }
  for (const [from, tos] of Object.entries(dynamicEdges)) {
    get(from);
    for (const to of tos) get(to).dynamicImporters.push(from);
  }
  const graph: ModuleGraph = { getModuleInfo: (id) => modules.get(id) ?? null };
  return graph;
}

// The entry loads the router and the shell; the router loads the pages lazily; the pages and a dialog
// they open share some modules, the admin shares one with the content page.
const graph = graphOf(
  MAIN,
  {
    [MAIN]: [ROUTER, src('lib/cn.ts'), src('app/layout/footer.tsx')],
    [ROUTER]: [src('app/layout/header.tsx')],
    [src('app/layout/header.tsx')]: [src('components/ui/button.tsx')],
    [MODELS]: [src('components/ui/input.tsx'), src('components/ui/button.tsx'), ICON],
    [MODEL]: [src('app/routes/community-slots.tsx'), src('components/ui/input.tsx'), src('features/model/bio.tsx')],
    [CONTENT]: [src('app/routes/community-slots.tsx'), src('components/ui/download.tsx')],
    [src('app/routes/community-slots.tsx')]: [src('components/ui/textarea.tsx')],
    [DIALOG]: [src('components/ui/textarea.tsx'), src('components/ui/form-error.tsx')],
    [src('features/auth/auth-dialog.tsx')]: [src('components/ui/form-error.tsx')],
    [ADMIN]: [src('components/ui/download.tsx'), ICON],
    // A module loaded lazily by one page and statically by the entry: the entry loads it.
    [src('app/layout/footer.tsx')]: [src('lib/format.ts')],
  },
  {
    [ROUTER]: [MODELS, MODEL, CONTENT, ADMIN],
    [CONTENT]: [DIALOG],
    [src('app/layout/header.tsx')]: [src('features/auth/auth-dialog.tsx')],
    [MODEL]: [src('lib/format.ts')],
  },
);

describe('the chunk groups', () => {
  it('finds the entry and the lazily loaded modules whose loading loads a module', () => {
    expect(loadersOf(src('components/ui/textarea.tsx'), graph)).toEqual(new Set([MODEL, CONTENT, DIALOG]));
    expect(loadersOf(src('components/ui/button.tsx'), graph)).toEqual(new Set([MAIN, MODELS]));
    expect(loadersOf(MODEL, graph)).toEqual(new Set([MODEL]));
    expect(loadersOf(src('lib/format.ts'), graph)).toEqual(new Set([src('lib/format.ts'), MAIN]));
  });

  it("puts whatever the entry loads in `app`, and what the catalogue's pages share without the admin in `pages`", () => {
    const groupOf = chunkGroups(ROOT, isAdmin);
    const group = (id: string) => groupOf(id, graph);
    // The entry itself stays the entry chunk.
    expect(group(MAIN)).toBeNull();
    expect(group(ROUTER)).toBe('app');
    expect(group(src('components/ui/button.tsx'))).toBe('app');
    expect(group(src('lib/format.ts'))).toBe('app');
    // Shared by pages, or by a page and a dialog it opens.
    expect(group(src('components/ui/input.tsx'))).toBe('pages');
    expect(group(src('components/ui/textarea.tsx'))).toBe('pages');
    expect(group(src('app/routes/community-slots.tsx'))).toBe('pages');
    // One page's own modules go with it; the pages themselves are their own chunks.
    expect(group(src('features/model/bio.tsx'))).toBeNull();
    expect(group(MODEL)).toBeNull();
    // Shared with the admin: never in a visitor's `pages`, but for lucide's icons, which are no admin code.
    expect(group(src('components/ui/download.tsx'))).toBeNull();
    expect(group(ICON)).toBe('pages');
    // Shared by two dialogs but no page.
    expect(group(src('components/ui/form-error.tsx'))).toBeNull();
    // Not in the graph (an asset, or tree-shaken).
    expect(group(src('nowhere.ts'))).toBeNull();
  });
});

describe('imports through a barrel', () => {
  const require = createRequire(import.meta.url);

  it("maps each of lucide-react's names to its icon's module, aliases included", () => {
    const barrel = path.join(path.dirname(require.resolve('lucide-react')), '../esm/lucide-react.mjs');
    const names = lucideNames(barrel, readFileSync(barrel, 'utf8'));
    const icons = path.join(path.dirname(barrel), 'icons');
    expect(names.get('Heart')).toBe(`${icons}/heart.mjs`);
    expect(names.get('HeartIcon')).toBe(`${icons}/heart.mjs`);
    expect(names.get('AlertCircle')).toBe(names.get('CircleAlert'));
    expect(names.size).toBeGreaterThan(1000);
    // Not icons: they stay imported from the barrel.
    expect(names.has('createLucideIcon')).toBe(false);
    expect(names.has('icons')).toBe(false);
  });

  it("maps each of radix-ui's namespaces to its primitive's package", () => {
    const names = radixNames(readFileSync(require.resolve('radix-ui').replace(/index\.js$/, 'index.mjs'), 'utf8'));
    expect(names.get('Dialog')).toBe('@radix-ui/react-dialog');
    expect(names.get('DropdownMenu')).toBe('@radix-ui/react-dropdown-menu');
  });

  const icons = new Map([
    ['Heart', '/i/heart.mjs'],
    ['X', '/i/x.mjs'],
  ]);
  const icon = (name: string) => icons.get(name);

  it('imports each icon from its own module, keeps an alias and what the barrel does not map', () => {
    expect(
      rewriteBarrelImports(
        `import { Heart, X as Close, createLucideIcon } from "lucide-react";`,
        'lucide-react',
        icon,
        'default',
      ),
    ).toBe(
      'import { createLucideIcon } from "lucide-react"; import Heart from "/i/heart.mjs"; import Close from "/i/x.mjs";',
    );
    expect(
      rewriteBarrelImports(`import {\n  Heart,\n  X,\n} from 'lucide-react'\nfoo();`, 'lucide-react', icon, 'default'),
    ).toBe('import Heart from "/i/heart.mjs"; import X from "/i/x.mjs";\nfoo();');
  });

  it("imports a Radix namespace from its primitive's package", () => {
    const primitives = (name: string) => (name === 'Dialog' ? '/r/dialog.mjs' : undefined);
    expect(
      rewriteBarrelImports(
        `import { Dialog as DialogPrimitive } from 'radix-ui';`,
        'radix-ui',
        primitives,
        'namespace',
      ),
    ).toBe('import * as DialogPrimitive from "/r/dialog.mjs";');
  });

  it("imports TanStack Query's names from the modules its barrels import them from", () => {
    const core = require.resolve('@tanstack/query-core').replace(/[^/]*$/, '');
    const names = reexportNames(
      `${core}index.js`,
      readFileSync(require.resolve('@tanstack/query-core').replace(/index\.c?js$/, 'index.js'), 'utf8'),
    );
    expect(names.get('MutationObserver')).toBe(`${core}mutationObserver.js`);
    expect(names.get('experimental_streamedQuery')).toBe(`${core}streamedQuery.js#streamedQuery`);
    const hooks = (name: string) => (name === 'useMutation' ? '/q/useMutation.js' : undefined);
    expect(
      rewriteBarrelImports(
        `import { useMutation as use, QueryClient } from "@tanstack/react-query";`,
        '@tanstack/react-query',
        hooks,
        'named',
      ),
    ).toBe(
      'import { QueryClient } from "@tanstack/react-query"; import { useMutation as use } from "/q/useMutation.js";',
    );
  });

  it('leaves other imports and a barrel import it cannot map as they are', () => {
    const code = `import { Heart } from 'lucide-react-native'; import { Icon } from "lucide-react"; import Heart2 from "lucide-react";`;
    expect(rewriteBarrelImports(code, 'lucide-react', icon, 'default')).toBe(code);
  });
});

describe('the compile hint', () => {
  const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false) => ({
    fileName,
    imports,
    facadeModuleId: facade,
    isEntry,
  });

  it("goes to the entry's chunks and each public page's, not to what loads on demand", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/app.js', 'assets/react.js'], MAIN, true),
      chunk('assets/app.js', ['assets/react.js']),
      chunk('assets/react.js'),
      chunk('assets/model.js', ['assets/pages.js', 'assets/react.js'], MODEL),
      chunk('assets/content.js', ['assets/pages.js', 'assets/download.js'], CONTENT),
      chunk('assets/models-page.js', ['assets/select.js'], MODELS),
      chunk('assets/pages.js', ['assets/app.js']),
      chunk('assets/download.js'),
      chunk('assets/select.js'),
      chunk('assets/report-dialog.js', ['assets/pages.js', 'assets/zod.js'], DIALOG),
      chunk('assets/zod.js'),
      chunk('assets/admin.js', ['assets/download.js'], ADMIN),
    ];
    expect([...firstLoadChunks(chunks, ROOT)].sort()).toEqual([
      'assets/app.js',
      'assets/content.js',
      'assets/download.js',
      'assets/index.js',
      'assets/model.js',
      'assets/models-page.js',
      'assets/pages.js',
      'assets/react.js',
      'assets/select.js',
    ]);
  });
});

describe('the scripts of the document', () => {
  it('are fetched at low priority, the stylesheet and pictures as they were', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
      '<link rel="preload" as="image" href="/a.png" fetchpriority="high">',
      '<script type="application/json" id="packdex-config">{}</script>',
      '<script type="module" fetchpriority="high" src="/assets/urgent.js"></script>',
    ].join('');
    expect(scriptsAtLowPriority(html)).toBe(
      [
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
        '<link rel="stylesheet" crossorigin href="/assets/app.css">',
        '<link rel="preload" as="image" href="/a.png" fetchpriority="high">',
        '<script type="application/json" id="packdex-config">{}</script>',
        '<script type="module" fetchpriority="high" src="/assets/urgent.js"></script>',
      ].join(''),
    );
  });
});
