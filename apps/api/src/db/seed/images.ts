import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A non-explicit square avatar: a gradient, a neutral silhouette and the initials. */
export function avatarSvg(name: string, hue: number): string {
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="160" r="70" fill="rgba(255,255,255,0.18)"/>
<path d="M80 400c0-80 54-130 120-130s120 50 120 130z" fill="rgba(255,255,255,0.18)"/>
<text x="200" y="185" font-family="Helvetica,Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** A non-explicit 16:9 thumbnail: a gradient with the title and the pack type. */
export function thumbnailSvg(title: string, type: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,18%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="70" r="120" fill="rgba(255,255,255,0.08)"/><circle cx="90" cy="330" r="160" fill="rgba(0,0,0,0.15)"/>
<text x="32" y="300" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 30))}</text>
<text x="32" y="60" font-family="Helvetica,Arial,sans-serif" font-size="22" fill="rgba(255,255,255,0.85)" letter-spacing="4">${escapeXml(type.toUpperCase())}</text>
</svg>`;
}

/** Writes a demo image under uploads/demo and returns its public URL. */
export function writeDemoImage(uploadsDir: string, folder: string, name: string, svg: string): string {
  const dir = path.join(uploadsDir, 'demo', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), svg);
  return `/uploads/demo/${folder}/${name}.svg`;
}
