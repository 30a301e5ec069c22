/**
 * The icons a grid repeats on every card, and the age gate's (on a visitor's first page, within its
 * JavaScript budget), drawn by the stylesheet (glyphs.ts, `virtual:glyphs.css`) instead of as inline
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
] as const;
export type GlyphName = (typeof GLYPHS)[number];
