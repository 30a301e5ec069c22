// Which Tailwind classes of the app override which, worked out by tailwind-merge when the app is
// built, so the browser merges class lists with a small table instead of loading tailwind-merge and
// building its whole configuration on every first visit (docs/web-performance.md). `src/lib/cn.ts`
// reads the table from the virtual module `virtual:class-groups`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extendTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import type { Plugin } from 'vite';
import { parseClass } from './src/lib/class-name.ts';

// Teach tailwind-merge the theme's own tokens, or it would take `text-title` for a colour and
// drop it next to `text-fg` (and never resolve `h-header` against `h-8`).
export const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title', 'heading', 'body', 'caption'],
      spacing: ['header', 'gutter'],
      radius: ['card'],
    },
  },
});

/** Every word of every string literal in the sources: the candidates for a class (as Tailwind scans). */
function candidates(files: string[]): Set<string> {
  const words = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/))
        if (word && word.length <= 120) words.add(word);
  }
  return words;
}

export type ClassTable = {
  /** A class's base (no variants, no `!`) → [the kind of class it is, the kinds it overrides]. */
  classes: Record<string, [kind: number, claims: number]>;
  /** The kinds each entry of `classes` overrides, shared between classes that override the same. */
  claims: number[][];
  /** Variants whose order changes what they select: tailwind-merge never reorders them. */
  orderSensitive: string[];
};

/** The last table made, with the classes it was made from. */
let lastTable: { key: string; table: ClassTable } | undefined;

/**
 * The conflict table of the Tailwind classes in `files`, exactly as tailwind-merge resolves them:
 * class B overrides an earlier class A (with the same variants) when `twMerge('A B')` drops A.
 * Classes that the same classes override are one kind; each class lists the kinds it overrides,
 * itself included. A class tailwind-merge does not know is never in the table (and never dropped).
 */
export function classTable(files: string[]): ClassTable {
  const bases = new Set<string>();
  for (const word of candidates(files)) bases.add(parseClass(word).base);
  // tailwind-merge drops a repeated class only when it knows it.
  const known = [...bases].filter((b) => /^[^\s'"`]+$/.test(b) && twMerge(`${b} ${b}`) === b).sort();
  // Asking for every pair is the slow part (half a second): an edit that adds no class reuses it.
  const key = known.join(' ');
  if (lastTable?.key === key) return lastTable.table;
  const overrides = known.map((b) => known.map((a) => a === b || twMerge(`${a} ${b}`) === b));
  // A class's kind: the set of classes that override it.
  const kindOf = new Map<string, number>();
  const kinds = known.map((_, a) => {
    const signature = overrides.map((row) => (row[a] ? 1 : 0)).join('');
    if (!kindOf.has(signature)) kindOf.set(signature, kindOf.size);
    return kindOf.get(signature)!;
  });
  const claimIds = new Map<string, number>();
  const claims: number[][] = [];
  const classes: ClassTable['classes'] = {};
  known.forEach((b, i) => {
    const claimed = [...new Set(known.flatMap((_, a) => (overrides[i]![a] ? [kinds[a]!] : [])))].sort((x, y) => x - y);
    const claimKey = claimed.join(',');
    if (!claimIds.has(claimKey)) {
      claimIds.set(claimKey, claims.length);
      claims.push(claimed);
    }
    classes[b] = [kinds[i]!, claimIds.get(claimKey)!];
  });
  const table = { classes, claims, orderSensitive: [...getDefaultConfig().orderSensitiveModifiers] };
  lastTable = { key, table };
  return table;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export const CLASS_GROUPS_MODULE = 'virtual:class-groups';

/** Serves `virtual:class-groups`: the table of every class in `srcDir`, rebuilt when a source changes. */
export function classGroups(srcDir: string): Plugin {
  const resolved = `\0${CLASS_GROUPS_MODULE}`;
  return {
    name: 'packdex-class-groups',
    resolveId: (id) => (id === CLASS_GROUPS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const files = sourceFiles(srcDir);
      for (const file of files) this.addWatchFile(file);
      const { classes, claims, orderSensitive } = classTable(files);
      return [
        `export const CLASSES = ${JSON.stringify(classes)};`,
        `export const CLAIMS = ${JSON.stringify(claims)};`,
        `export const ORDER_SENSITIVE = ${JSON.stringify(orderSensitive)};`,
        '',
      ].join('\n');
    },
  };
}
