import { cn } from '@/lib/cn.ts';
import type { GlyphName } from './glyph-names.ts';

/**
 * A lucide icon as one element painted by the stylesheet (a mask in the text's colour), for the icons
 * every card of a grid repeats: as inline SVG they were nearly half the elements of a rendered home
 * page (367 of 784), each parsed, styled and laid out before the page could respond. Decorative only;
 * size it with `size-*` like an icon (16 px without one).
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  // 16 px unless a `size-*` says otherwise: unlike an <svg>, an empty span has no size of its own, and
  // the menus' `[&_svg]:size-4` does not reach it (a glyph without a size was drawn 0 × 0).
  return <span aria-hidden="true" className={cn('glyph', `glyph-${name}`, 'size-4', className)} />;
}
