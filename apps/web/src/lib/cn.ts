import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { CLAIMS, CLASSES, ORDER_SENSITIVE } from 'virtual:class-groups';
import { parseClass } from './class-name.ts';

// tailwind-merge 3's rules, applied with the table the build made of the app's own classes
// (class-groups.ts): no configuration to build in the browser, a few kilobytes instead of ten.

// Variants whose order changes what they select, as tailwind-merge lists them: never reordered.
const orderSensitive = new Set(ORDER_SENSITIVE);

/** Variants in tailwind-merge's order: sorted, except around arbitrary and order-sensitive ones. */
function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants.join(':');
  const sorted: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === '[' || orderSensitive.has(v)) {
      sorted.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

/** Lists already merged: a page's cards ask for the same few dozen, hundreds of times. */
const merged = new Map<string, string>();
const MERGED_MAX = 1000;

/** Later classes override earlier ones of the same kind and variants; unknown classes all stay. */
export function mergeClasses(classList: string): string {
  let result = merged.get(classList);
  if (result === undefined) {
    result = merge(classList);
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(classList, result);
  }
  return result;
}

function merge(classList: string): string {
  const words = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!;
    if (!word) continue;
    const { variants, important, base } = parseClass(word);
    const entry = Object.hasOwn(CLASSES, base) ? CLASSES[base] : undefined;
    if (entry) {
      const scope = `${variantKey(variants)}${important ? '!' : ''} `;
      if (taken.has(scope + entry[0])) continue;
      for (const kind of CLAIMS[entry[1]]!) taken.add(scope + kind);
    }
    kept.push(word);
  }
  return kept.reverse().join(' ');
}

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** The keyboard focus ring every interactive element shares. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-canvas';

/**
 * The same ring around a whole card while the keyboard is on the link stretched over it (its only
 * tab stop): the card is what that link opens, and a ring around its title alone was easy to miss.
 */
export const cardFocusRing =
  'has-focus-visible:ring-2 has-focus-visible:ring-accent has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-canvas';
