// The import graph of the project's TypeScript, for the boundary and cycle checks of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

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
    const specs: { spec: string; typeOnly: boolean }[] = [];
    for (const m of text.matchAll(IMPORT)) specs.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
    for (const m of text.matchAll(DYNAMIC)) specs.push({ spec: m[1]!, typeOnly: false });
    for (const { spec, typeOnly } of specs) {
      let target: string | null = null;
      if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), spec));
      else {
        const alias = Object.keys(aliases).find((a) => spec === a || spec.startsWith(`${a}/`));
        if (alias) target = resolveFile(path.join(root, aliases[alias]!, spec.slice(alias.length)));
      }
      if (target) edges.push({ from: path.relative(root, file), to: path.relative(root, target), typeOnly });
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
  message: string;
}

/** Imports that break a rule, as readable lines. */
export function boundaryViolations(edges: Edge[], rules: Rule[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    for (const rule of rules) {
      const m = e.from.match(rule.from);
      if (!m) continue;
      if (rule.to(m).test(e.to) && !(rule.except?.(m).test(e.to) ?? false))
        out.push(`${e.from} → ${e.to}: ${rule.message}`);
    }
  }
  return out;
}

/** Cycles among runtime imports (type-only imports are erased and cannot form one), each as a path. */
export function cycles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
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
