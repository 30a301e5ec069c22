// The stylesheet's icons (src/components/ui/glyph.tsx): lucide's own drawings, read from the
// installed package when the app is built into one SVG sprite (`assets/glyphs-<hash>.svg`) that the
// CSS masks of `virtual:glyphs.css` cut up, so they follow lucide's version and no path is copied by
// hand.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { GLYPHS } from './src/components/ui/glyph-names.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const require = createRequire(import.meta.url);

/** The drawing of a lucide icon, from its module (`export { __iconData }`, a JSON-like literal). */
export function iconNode(name: string): IconNode {
  const file = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons', `${name}.mjs`);
  const source = readFileSync(file, 'utf8');
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`lucide icon "${name}" has no __iconData in ${file}`);
  // The literal's keys are bare words: quote them to read it as JSON.
  const json = literal.replace(/([{,]\s*)([A-Za-z_][\w-]*)\s*:/g, '$1"$2":');
  return (JSON.parse(json) as { node: IconNode }).node;
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An icon as an SVG document, drawn as lucide draws it (24 × 24, 2-wide round strokes). */
export function iconSvg(node: IconNode): string {
  const children = node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</svg>`;
}

/**
 * Every icon in one SVG document: a strip of 24 × 24 cells, in GLYPHS' order, that the stylesheet
 * scales to a glyph's height and slides to the icon's cell (glyphsCss). One document for all icons:
 * as one `data:` URL each, Chromium built an SVG document per icon during the first style
 * recalculation (about 3 ms each on the bench host). One image for all of them, not an image per
 * icon: named cells (`<view>`, `glyphs.svg#eye`) were each an image of its own for Chromium. Chromium
 * still draws an SVG image again whenever it paints it at another size than the time before, so a
 * page whose glyphs mix sizes repaints the sprite for most of them (docs/web-performance.md).
 */
export function glyphsSprite(names: readonly string[] = GLYPHS): string {
  const cells = names.map((name, i) => {
    const drawing = iconSvg(iconNode(name))
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
    return `<svg x="${i * 24}" width="24" height="24" viewBox="0 0 24 24">${drawing}</svg>`;
  });
  const width = names.length * 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24" viewBox="0 0 ${width} 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${cells.join('')}</svg>`;
}

/** The sprite's address in the build: named by its content, so it is cached as immutably as the code. */
export function glyphsSpriteFile(sprite: string): string {
  return `assets/glyphs-${createHash('sha256').update(sprite).digest('base64url').slice(0, 8)}.svg`;
}

/**
 * The stylesheet: `.glyph` paints its box in the text's colour through the sprite as its mask, the
 * strip as tall as the box and as many boxes wide as it has icons; each `.glyph-<name>` slides it to
 * the icon's cell. A glyph's box is square (`size-*`), as the icons are. A percentage moves the image
 * by that share of what it overhangs the box, `(n − 1)` boxes, so cell `i` is at `i / (n − 1)`.
 */
export function glyphsCss(spriteUrl: string, names: readonly string[] = GLYPHS): string {
  const last = Math.max(1, names.length - 1);
  return [
    `.glyph{display:inline-block;flex-shrink:0;background-color:currentColor;mask-image:url("${spriteUrl}");mask-size:${names.length * 100}% 100%;mask-repeat:no-repeat}`,
    ...names.map((name, i) => `.glyph-${name}{mask-position:${Number(((i * 100) / last).toFixed(4))}% 0}`),
    '',
  ].join('\n');
}

export const GLYPHS_MODULE = 'virtual:glyphs.css';

export function glyphs(): Plugin {
  const resolved = `\0${GLYPHS_MODULE}`;
  const sprite = glyphsSprite();
  const fileName = glyphsSpriteFile(sprite);
  let base = '/';
  return {
    name: 'packdex-glyphs',
    configResolved: (config) => {
      base = config.base;
    },
    resolveId: (id) => (id === GLYPHS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? glyphsCss(`${base}${fileName}`) : undefined),
    // The development server answers the sprite's address itself; a build writes it beside the code.
    configureServer: (server) => {
      server.middlewares.use(`${base}${fileName}`, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(sprite);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: sprite });
    },
  };
}
