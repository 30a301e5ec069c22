// The stylesheet's icons (apps/web/glyphs.ts) are lucide's own drawings: the same shapes lucide-react
// renders, one rule per icon the cards and a visitor's first page use.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Clock,
  Eye,
  Film,
  Image,
  Images,
  Languages,
  LifeBuoy,
  LoaderCircle,
  Lock,
  LogIn,
  Menu,
  LockOpen,
  LogOut,
  Package,
  ShieldCheck,
  Bell,
  Bookmark,
  ChevronLeft,
  ChevronRight,
  Crown,
  Flame,
  House,
  OctagonAlert,
  PackageOpen,
  RotateCcw,
  Scale,
  Search,
  SearchX,
  UserRound,
  Users,
  X,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { glyphsCss, iconNode, iconSvg } from '../apps/web/glyphs.ts';
import { GLYPHS } from '../apps/web/src/components/ui/glyph-names.ts';

const COMPONENTS = {
  eye: Eye,
  clock: Clock,
  film: Film,
  image: Image,
  images: Images,
  package: Package,
  'log-out': LogOut,
  'shield-check': ShieldCheck,
  'loader-circle': LoaderCircle,
  lock: Lock,
  'lock-open': LockOpen,
  'life-buoy': LifeBuoy,
  languages: Languages,
  'log-in': LogIn,
  menu: Menu,
  bell: Bell,
  bookmark: Bookmark,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  crown: Crown,
  flame: Flame,
  house: House,
  'octagon-exclamation-point': OctagonAlert,
  'package-open': PackageOpen,
  'rotate-ccw': RotateCcw,
  scale: Scale,
  search: Search,
  'search-x': SearchX,
  'user-round': UserRound,
  users: Users,
  x: X,
};

/** The shapes of an SVG document, as tag and attributes without lucide's keys and the outer <svg>. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\s([^>]*?)\/?>/g)].map(
    ([, tag, attributes]) =>
      `${tag} ${[...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, key, value]) => `${key}=${value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('the stylesheet’s icons', () => {
  it('draw exactly what lucide-react draws, for every icon the cards and a visitor’s first page use', () => {
    expect(Object.keys(COMPONENTS).sort()).toEqual([...GLYPHS].sort());
    for (const name of GLYPHS) {
      const rendered = renderToStaticMarkup(createElement(COMPONENTS[name]));
      const ours = iconSvg(iconNode(name));
      expect(shapes(ours), name).toEqual(shapes(rendered));
      expect(shapes(ours).length, name).toBeGreaterThan(0);
      expect(ours).toContain('viewBox="0 0 24 24"');
      expect(ours).toContain('stroke-width="2"');
    }
  });

  it('are one CSS rule each, a mask the text colour paints', () => {
    const css = glyphsCss();
    expect(css).toMatch(/^\.glyph\{[^}]*background-color:currentColor[^}]*mask:var\(--glyph\)/);
    for (const name of GLYPHS) {
      const url = new RegExp(`\\.glyph-${name}\\{--glyph:url\\("data:image/svg\\+xml,([^"]+)"\\)\\}`).exec(css)?.[1];
      expect(url, name).toBeDefined();
      expect(decodeURIComponent(url!)).toBe(iconSvg(iconNode(name)));
    }
  });
});
