import fc from 'fast-check';
import { CLASSES } from 'virtual:class-groups';
import { describe, expect, it } from 'vitest';
import { twMerge } from '../../class-groups.ts';
import { cn, mergeClasses } from './cn.ts';

describe('cn', () => {
  it('keeps a theme font size beside a text colour', () => {
    expect(cn('text-title font-semibold text-fg')).toBe('text-title font-semibold text-fg');
  });

  it('lets a later class of the same kind win', () => {
    expect(cn('text-sm', 'text-caption')).toBe('text-caption');
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none');
    expect(cn('bg-surface', false, 'bg-accent')).toBe('bg-accent');
  });

  it('resolves only classes with the same variants and importance', () => {
    expect(cn('px-2 hover:px-4', 'px-3')).toBe('hover:px-4 px-3');
    expect(cn('focus-visible:hover:px-2', 'hover:focus-visible:px-4')).toBe('hover:focus-visible:px-4');
    expect(cn('px-2!', 'px-4')).toBe('px-2! px-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });

  it('keeps classes it does not know, repeated or not', () => {
    expect(cn('group peer', 'group', 'lucide')).toBe('group peer group lucide');
  });
});

// The table is made from the app's classes by tailwind-merge itself; in the browser, cn() applies it
// without tailwind-merge. Both must give the same answer for any list of the app's classes.
describe('cn against tailwind-merge', () => {
  const classes = Object.keys(CLASSES);
  const variants = ['hover', 'md', 'focus-visible', 'group-hover', 'data-[state=open]', '[&_svg]', 'before', 'dark'];
  const word = fc
    .tuple(
      fc.constantFrom(...classes, 'lucide', 'group', 'not-a-class'),
      fc.subarray(variants, { maxLength: 2 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([base, vs, important, shuffle]) => {
      const ordered = shuffle ? [...vs].reverse() : vs;
      return [...ordered, important ? `${base}!` : base].join(':');
    });

  it('knows the app’s classes', () => {
    for (const c of ['px-4', 'text-caption', 'h-header', 'rounded-card', 'size-full', 'aspect-[3/4]'])
      expect(classes).toContain(c);
  });

  it('merges every list of them as tailwind-merge does', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), (words) => {
        const list = words.join(' ');
        expect(mergeClasses(list)).toBe(twMerge(list));
      }),
      { numRuns: 5000 },
    );
  });

  // Thousands of pairs: seconds on a loaded 2-core runner (it passed 5 s there once).
  it('merges every pair of them as tailwind-merge does', { timeout: 30_000 }, () => {
    // Compared in a loop and asserted once: an expect() per pair (about 200,000) took most of the
    // test's time, past its timeout on a loaded CI runner.
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const list = `${a} ${b}`;
        if (mergeClasses(list) !== twMerge(list)) differ.push(list);
      }
    expect(differ).toEqual([]);
  });
});
