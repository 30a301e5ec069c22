import { useEffect, useState, type RefObject } from 'react';

/** Which ends of a sideways-scrolling row hide more of it. */
export type ScrollEdges = { start: boolean; end: boolean };

/** The fade at each end of a row with more past it: the cue that it scrolls (CSS mask, so any background shows through). */
export function fadeMask({ start, end }: ScrollEdges): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? 'transparent, #000 2.5rem' : '#000'}, ${end ? '#000 calc(100% - 2.5rem), transparent' : '#000'})`;
}

/**
 * Follows which ends of a horizontally scrolling element have more past them, as it scrolls and
 * resizes; each time `current` changes (the page's path), scrolls the child marked
 * `aria-current="page"` into view, so a phone opening the last section sees where it is.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, current: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  useEffect(() => {
    const row = ref.current;
    const item = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !item) return;
    // Within the row only: scrollIntoView would also move the page.
    const box = item.getBoundingClientRect();
    const shown = row.getBoundingClientRect();
    if (box.left < shown.left || box.right > shown.right)
      row.scrollLeft += box.left - shown.left - (shown.width - box.width) / 2;
  }, [ref, current]);
  return edges;
}
