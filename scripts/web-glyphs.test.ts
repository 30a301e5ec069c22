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

  it('are one sprite, each icon in its own cell named by a view', () => {
    const sprite = glyphsSprite();
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* stroke-width="2"/);
    GLYPHS.forEach((name, i) => {
      // The view shows the cell, and the cell holds exactly lucide's drawing of the icon.
      expect(sprite, name).toContain(`<view id="${name}" viewBox="${i * 24} 0 24 24"/>`);
      const cell = new RegExp(`<svg x="${i * 24}" width="24" height="24" viewBox="0 0 24 24">(.*?)</svg>`).exec(
        sprite,
      )?.[1];
      expect(shapes(cell ?? ''), name).toEqual(shapes(iconSvg(iconNode(name))));
    });
    // Named by its content: a changed drawing is a new address, never a stale cached one.
    expect(glyphsSpriteFile(sprite)).toMatch(/^assets\/glyphs-[\w-]{8}\.svg$/);
    expect(glyphsSpriteFile(sprite.replace('stroke-width="2"', 'stroke-width="3"'))).not.toBe(glyphsSpriteFile(sprite));
  });

  it('are one CSS rule each, the sprite’s cell as a mask the text colour paints', () => {
    const css = glyphsCss('/assets/glyphs-abc.svg');
    expect(css).toMatch(/^\.glyph\{[^}]*background-color:currentColor[^}]*mask-size:contain/);
    for (const name of GLYPHS) {
      // The image in the rule itself, not a custom property: parsed once, not for every element.
      expect(css, name).toContain(`.glyph-${name}{mask-image:url("/assets/glyphs-abc.svg#${name}")}`);
    }
    expect(css).not.toContain('data:');
  });
});
