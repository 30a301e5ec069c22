// The stylesheet's icons (src/components/ui/glyph.tsx): lucide's own drawings, read from the
// installed package when the app is built and written as CSS masks into `virtual:glyphs.css`, so
// they follow lucide's version and no path is copied by hand.
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

/** The stylesheet: `.glyph` paints its box in the text's colour through the icon's mask. */
export function glyphsCss(names: readonly string[] = GLYPHS): string {
  const rules = names.map((name) => {
    const url = `data:image/svg+xml,${encodeURIComponent(iconSvg(iconNode(name)))}`;
    return `.glyph-${name}{--glyph:url("${url}")}`;
  });
  return [
    '.glyph{display:inline-block;flex-shrink:0;background-color:currentColor;-webkit-mask:var(--glyph) center/contain no-repeat;mask:var(--glyph) center/contain no-repeat}',
    ...rules,
    '',
  ].join('\n');
}

export const GLYPHS_MODULE = 'virtual:glyphs.css';

export function glyphs(): Plugin {
  const resolved = `\0${GLYPHS_MODULE}`;
  return {
    name: 'packdex-glyphs',
    resolveId: (id) => (id === GLYPHS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? glyphsCss() : undefined),
  };
}
