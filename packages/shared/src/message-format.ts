// The message syntax of the catalogues: a small, strict subset of ICU MessageFormat, the format
// translators know. `{name}` inserts a value; `{count, plural, one {# item} other {# items}}` picks the
// locale's plural form (CLDR categories zero/one/two/few/many/other, or `=N` for an exact number) with
// `#` as the number; `{status, select, open {…} other {…}}` picks by a value. Apostrophes are plain
// text (no ICU quoting), so English copy such as "don't" needs no escaping.

import { pluralCategory } from './utils/locale-format.ts';

export type Part<V> = string | V;
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; branches: Map<string, Node[]> };

const parsed = new Map<string, Node[]>();

/** Parses a message; throws on a malformed one (the catalogue test runs every message through it). */
export function parseMessage(message: string): Node[] {
  const hit = parsed.get(message);
  if (hit) return hit;
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Malformed message (${why} at ${i}): ${message}`);
  };
  const name = () => {
    const match = /^\s*([A-Za-z_][\w]*)\s*/.exec(message.slice(i));
    if (!match) fail('expected a name');
    i += match![0].length;
    return match![1]!;
  };
  const nodes = (inPlural: boolean, nested: boolean): Node[] => {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ kind: 'text', text });
      text = '';
    };
    while (i < message.length) {
      const c = message[i]!;
      if (c === '}') {
        if (!nested) fail('unexpected }');
        break;
      }
      if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        i += 1;
      } else if (c === '{') {
        flush();
        i += 1;
        const arg = name();
        if (message[i] === '}') {
          i += 1;
          out.push({ kind: 'arg', name: arg });
          continue;
        }
        if (message[i] !== ',') fail('expected , or }');
        i += 1;
        const type = name();
        if (type !== 'plural' && type !== 'select') fail(`unknown type ${type}`);
        if (message[i] !== ',') fail('expected ,');
        i += 1;
        const branches = new Map<string, Node[]>();
        for (;;) {
          const key = /^\s*(=\d+|[\w-]+)\s*/.exec(message.slice(i));
          if (!key) break;
          i += key[0].length;
          if (message[i] !== '{') fail('expected {');
          i += 1;
          branches.set(key[1]!, nodes(type === 'plural', true));
          if (message[i] !== '}') fail('expected }');
          i += 1;
        }
        const rest = /^\s*/.exec(message.slice(i))![0];
        i += rest.length;
        if (message[i] !== '}') fail('expected } after the branches');
        i += 1;
        if (!branches.has('other')) fail('no other branch');
        out.push({ kind: type as 'plural' | 'select', name: arg, branches });
      } else {
        text += c;
        i += 1;
      }
    }
    flush();
    return out;
  };
  const result = nodes(false, false);
  if (i < message.length) fail('unexpected }');
  parsed.set(message, result);
  return result;
}

/**
 * Formats a message into parts: strings, and the values given for `{name}` as they are (so a React
 * element can sit inside a sentence). `formatNumber` writes `#`.
 */
export function formatParts<V>(
  message: string,
  values: Record<string, V | string | number> | undefined,
  locale: string,
  formatNumber: (n: number) => string,
): Part<V | string | number>[] {
  const out: Part<V | string | number>[] = [];
  const walk = (list: Node[], count: number | undefined) => {
    for (const node of list) {
      if (node.kind === 'text') out.push(node.text);
      else if (node.kind === 'pound') out.push(count === undefined ? '#' : formatNumber(count));
      else if (node.kind === 'arg') {
        const value = values?.[node.name];
        out.push(value === undefined ? `{${node.name}}` : value);
      } else {
        const value = values?.[node.name];
        if (node.kind === 'plural') {
          const n = Number(value);
          const branch =
            node.branches.get(`=${n}`) ?? node.branches.get(pluralCategory(locale, n)) ?? node.branches.get('other')!;
          walk(branch, n);
        } else {
          walk(node.branches.get(String(value)) ?? node.branches.get('other')!, count);
        }
      }
    }
  };
  walk(parseMessage(message), undefined);
  // Adjacent strings joined, so a plain message comes back as one string.
  const merged: Part<V | string | number>[] = [];
  for (const value of out) {
    const part = typeof value === 'number' ? String(value) : value;
    const last = merged.length - 1;
    if (typeof part === 'string' && typeof merged[last] === 'string') merged[last] = merged[last] + part;
    else merged.push(part);
  }
  return merged;
}

/** The names a message uses (`{name}`, plural and select arguments): a translation must use the same. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.kind === 'arg') names.add(node.name);
      if (node.kind === 'plural' || node.kind === 'select') {
        names.add(node.name);
        node.branches.forEach(walk);
      }
    }
  };
  walk(parseMessage(message));
  return [...names].sort();
}

/** The plural branches a message gives for each of its plural arguments. */
export function pluralBranches(message: string): string[][] {
  const found: string[][] = [];
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.kind === 'plural') found.push([...node.branches.keys()]);
      if (node.kind === 'plural' || node.kind === 'select') node.branches.forEach(walk);
    }
  };
  walk(parseMessage(message));
  return found;
}
