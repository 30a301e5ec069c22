/**
 * A class as tailwind-merge 3 reads it: its variants (`hover:`, `md:`, `[&>svg]:`), split at the top
 * level only, the important mark (`!` after or, as Tailwind 3 wrote it, before) and the rest. Shared
 * by the build's class table (class-groups.ts) and cn(), so both read a class the same way.
 */
export function parseClass(className: string): { variants: string[]; important: boolean; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i += 1) {
    const c = className[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (c === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  return { variants, important, base };
}
