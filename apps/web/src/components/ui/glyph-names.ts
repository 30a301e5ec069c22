/**
 * The icons a grid repeats on every card, drawn by the stylesheet (glyphs.ts, `virtual:glyphs.css`)
 * instead of as inline SVG: lucide's icons by their file names.
 */
export const GLYPHS = ['eye', 'clock', 'film', 'image', 'images', 'package'] as const;
export type GlyphName = (typeof GLYPHS)[number];
