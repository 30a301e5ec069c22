/**
 * The icons a grid repeats on every card, and those of a visitor's first page (the age gate, the
 * header's and footer's: within the page's JavaScript budget), drawn by the stylesheet (glyphs.ts, `virtual:glyphs.css`) instead of as inline
 * SVG: lucide's icons by their file names.
 */
export const GLYPHS = [
  'eye',
  'clock',
  'film',
  'image',
  'images',
  'package',
  'log-out',
  'shield-check',
  'loader-circle',
  'lock',
  'lock-open',
  'life-buoy',
  'languages',
  'log-in',
  'menu',
  'bell',
  'bookmark',
  'chevron-left',
  'chevron-right',
  'crown',
  'flame',
  'house',
  'octagon-exclamation-point',
  'package-open',
  'rotate-ccw',
  'scale',
  'search',
  'search-x',
  'user-round',
  'users',
  'x',
] as const;
export type GlyphName = (typeof GLYPHS)[number];
