// The import graph of the project's TypeScript, for the boundary and cycle checks of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Edge {
  from: string;
  /** A file path relative to the root, or `npm:<package>` for a package import. */
  to: string;
  /** `import type …` / `export type …`: erased, so it cannot take part in a cycle. */
  typeOnly: boolean;
  /** Whether the statement binds a runtime value (false for type-only specifiers like `{ type A }`). */
  values: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'"]*?)\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** True when an import clause such as `{ type A, type B }` binds no value. */
function bindsNoValue(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const specifiers = braces[1]!
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((part) => /^type\s/.test(part));
}

/** The package a bare specifier names: `kysely/migration` → `kysely`, `@scope/x/y` → `@scope/x`. */
function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveFile(base: string): string | null {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Reads every .ts/.tsx file under `roots` and resolves relative and alias imports between them. */
export function importGraph(
  root: string,
  roots: string[],
  aliases: Record<string, string>,
): { files: string[]; edges: Edge[] } {
  const files = roots.flatMap((r) => walk(path.join(root, r)));
  const edges: Edge[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs: { spec: string; typeOnly: boolean; values: boolean }[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const typeOnly = Boolean(m[2]);
      specs.push({ spec: m[4]!, typeOnly, values: !typeOnly && !bindsNoValue(m[3] ?? '') });
    }
    for (const m of text.matchAll(DYNAMIC)) specs.push({ spec: m[1]!, typeOnly: false, values: true });
    const from = path.relative(root, file);
    for (const { spec, typeOnly, values } of specs) {
      if (spec.startsWith('node:')) continue;
      const alias = Object.keys(aliases).find((a) => spec === a || spec.startsWith(`${a}/`));
      if (!spec.startsWith('.') && !alias) {
        edges.push({ from, to: `npm:${packageOf(spec)}`, typeOnly, values });
        continue;
      }
      const target = spec.startsWith('.')
        ? resolveFile(path.resolve(path.dirname(file), spec))
        : resolveFile(path.join(root, aliases[alias!]!, spec.slice(alias!.length)));
      if (target) edges.push({ from, to: path.relative(root, target), typeOnly, values });
    }
  }
  return { files: files.map((f) => path.relative(root, f)), edges };
}

export interface Rule {
  /** Files the rule applies to. */
  from: RegExp;
  /** Imports they must not make; `$1` in the pattern refers to the first group of `from`. */
  to: (match: RegExpMatchArray) => RegExp;
  /** Imports allowed even when `to` matches. */
  except?: (match: RegExpMatchArray) => RegExp;
  /** Only imports that bind a runtime value break the rule (`import type` is fine). */
  valuesOnly?: boolean;
  message: string;
}

/** Imports that break a rule, as readable lines. */
export function boundaryViolations(edges: Edge[], rules: Rule[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    for (const rule of rules) {
      const m = e.from.match(rule.from);
      if (!m || (rule.valuesOnly && !e.values)) continue;
      if (rule.to(m).test(e.to) && !(rule.except?.(m).test(e.to) ?? false))
        out.push(`${e.from} → ${e.to}: ${rule.message}`);
    }
  }
  return out;
}

/** Cycles among runtime imports (type-only imports are erased and cannot form one), each as a path. */
export function cycles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges)
    if (!e.typeOnly && !e.to.startsWith('npm:')) graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  // Tarjan's strongly connected components.
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (scc.length > 1 || selfLoop) found.push(scc.reverse());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}
