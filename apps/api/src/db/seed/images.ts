import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A non-explicit square avatar: a gradient, a neutral silhouette and the initials. */
export function avatarSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="160" r="70" fill="rgba(255,255,255,0.18)"/>
<path d="M80 400c0-80 54-130 120-130s120 50 120 130z" fill="rgba(255,255,255,0.18)"/>
<text x="200" y="185" font-family="Helvetica,Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

const GLYPHS: Record<string, string> = {
  // A play button, a picture frame, a stack of frames: centred so any crop keeps them.
  video:
    '<circle cx="320" cy="180" r="54" fill="rgba(255,255,255,0.22)"/><path d="M304 152 L350 180 L304 208 Z" fill="#fff"/>',
  image:
    '<rect x="262" y="132" width="116" height="96" rx="10" fill="none" stroke="#fff" stroke-width="8"/><circle cx="292" cy="162" r="11" fill="#fff"/><path d="M270 220 L310 178 L336 204 L352 190 L372 220 Z" fill="#fff"/>',
  gallery:
    '<rect x="278" y="120" width="100" height="84" rx="9" fill="rgba(255,255,255,0.35)"/><rect x="262" y="140" width="100" height="84" rx="9" fill="rgba(255,255,255,0.6)"/><rect x="246" y="160" width="100" height="84" rx="9" fill="#fff"/>',
};

/** A non-explicit 16:9 thumbnail: a gradient and a centred glyph for the pack type (the card shows the title). */
export function thumbnailSvg(_title: string, type: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,18%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="70" r="120" fill="rgba(255,255,255,0.08)"/><circle cx="90" cy="330" r="160" fill="rgba(0,0,0,0.15)"/>
${GLYPHS[type] ?? GLYPHS.image}
</svg>`;
}

/** Writes a demo image under uploads/demo and returns its public URL. */
export function writeDemoImage(uploadsDir: string, folder: string, name: string, svg: string): string {
  const dir = path.join(uploadsDir, 'demo', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), svg);
  return `/uploads/demo/${folder}/${name}.svg`;
}
