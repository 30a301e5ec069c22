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
import { glyphsCss, glyphsSprite, glyphsSpriteFile, iconNode, iconSvg } from '../apps/web/glyphs.ts';
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

  it('are one sprite: a strip of 24 × 24 cells, each holding exactly one icon, in the order of GLYPHS', () => {
    const sprite = glyphsSprite();
    const width = GLYPHS.length * 24;
    expect(sprite).toMatch(
      new RegExp(
        `^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="${width}" height="24" viewBox="0 0 ${width} 24"[^>]* stroke-width="2"`,
      ),
    );
    // No named views: each was an image of its own for Chromium, laid out and painted per glyph.
    expect(sprite).not.toContain('<view');
    GLYPHS.forEach((name, i) => {
      const cell = new RegExp(`<svg x="${i * 24}" width="24" height="24" viewBox="0 0 24 24">(.*?)</svg>`).exec(
        sprite,
      )?.[1];
      expect(shapes(cell ?? ''), name).toEqual(shapes(iconSvg(iconNode(name))));
    });
    // Named by its content: a changed drawing is a new address, never a stale cached one.
    expect(glyphsSpriteFile(sprite)).toMatch(/^assets\/glyphs-[\w-]{8}\.svg$/);
    expect(glyphsSpriteFile(sprite.replace('stroke-width="2"', 'stroke-width="3"'))).not.toBe(glyphsSpriteFile(sprite));
  });

  it('are one CSS rule each, sliding the sprite to the icon’s cell of a mask the text colour paints', () => {
    const css = glyphsCss('/assets/glyphs-abc.svg', ['eye', 'clock', 'film']);
    // One image for every glyph, three boxes wide for three icons and as tall as the box.
    expect(css).toMatch(
      /^\.glyph\{[^}]*background-color:currentColor;mask-image:url\("\/assets\/glyphs-abc\.svg"\);mask-size:300% 100%;/,
    );
    // The image overhangs the box by two boxes: 0 % shows the first cell, 50 % the second, 100 % the last.
    expect(css).toContain('.glyph-eye{mask-position:0% 0}');
    expect(css).toContain('.glyph-clock{mask-position:50% 0}');
    expect(css).toContain('.glyph-film{mask-position:100% 0}');
    const all = glyphsCss('/assets/glyphs-abc.svg');
    GLYPHS.forEach((name, i) => {
      const position = Number(new RegExp(`\\.glyph-${name}\\{mask-position:([\\d.]+)% 0\\}`).exec(all)?.[1]);
      expect(position, name).toBeCloseTo((i * 100) / (GLYPHS.length - 1), 3);
    });
    expect(all.match(/url\(/g)).toHaveLength(1);
    expect(css).not.toContain('data:');
  });
});
