import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as shapes from '@dicebear/shapes';
import type { ContentType, Ethnicity, HairColor } from '@packdex/shared/constants';
import type Sharp from 'sharp';
import { toWebp } from '../../lib/images.ts';
import { onUse } from '../../lib/on-use.ts';

// The demo catalogue's pictures: illustrated portraits of the fictional models (DiceBear's Lorelei,
// CC0 1.0) and thumbnails of abstract shapes (DiceBear's Shapes, CC0 1.0) with the model's portrait
// composed in. Drawn as SVG, rasterised by sharp and stored through the uploads' own pipeline
// (lib/images.ts: WebP, metadata stripped), so they are served and cached like any picture.
// Fictional and non-explicit: heads and shoulders, nothing else.

const sharp = onUse<typeof Sharp>('sharp');

/** Who a portrait is of: the model's slug (the drawing's seed) and what the profile says. */
export interface PortraitOf {
  slug: string;
  hue: number;
  hairColor: HairColor;
  ethnicity: Ethnicity;
}

/** What a pack's thumbnail shows: its model, and a pattern of its own. */
export interface ThumbnailOf {
  model: PortraitOf;
  type: ContentType;
  /** The pattern's seed: packs of one model and type share it (see `thumbnailKey`). */
  pattern: string;
}

export const PORTRAIT = { width: 300, height: 400 } as const;
export const THUMBNAIL = { width: 480, height: 270 } as const;

/** Hair as the profile names it (`dyed` is a colour the drawing would not otherwise have). */
const HAIR: Record<HairColor, string> = {
  black: '1f1a17',
  brown: '5a3825',
  blonde: 'd9b36c',
  red: 'a5361f',
  auburn: '7c2f1c',
  gray: '9a9a9a',
  dyed: '8a4fbf',
};

/** Skin tones to pick from by the drawing's seed, a range for each ethnicity. */
const SKIN: Record<Ethnicity, string[]> = {
  arab: ['d9a679', 'c68e5f'],
  asian: ['f1c9a0', 'e4b68b'],
  ebony: ['7a4a2a', '5c3820'],
  indian: ['b97d4e', 'a06a40'],
  latina: ['d19a6a', 'c08457'],
  white: ['f6d5bf', 'edc2a4'],
};

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue % 360} ${saturation}% ${lightness}%)`;

/** The drawing of a model: the same face on the profile and on every pack of theirs. */
function face(model: PortraitOf, size: number): string {
  return createAvatar(lorelei, {
    seed: model.slug,
    size,
    hairColor: [HAIR[model.hairColor]],
    skinColor: SKIN[model.ethnicity],
    // The demo's fictional models have women's names; the style would give some of them a beard.
    beardProbability: 0,
    // Each drawing's ids are its own, so two drawings in one picture do not take each other's masks.
    randomizeIds: true,
  }).toString();
}

/** An SVG placed at x, y with its own width and height, inside another. */
const placed = (svg: string, x: number, y: number, width: number, height: number) =>
  `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`;

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A 3:4 portrait: the model's drawing on a gradient of the model's hue. */
export function portraitSvg(model: PortraitOf): string {
  const { width, height } = PORTRAIT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${gradient('bg', hsl(model.hue, 55, 62), hsl(model.hue + 50, 60, 30))}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    placed(face(model, width), 0, height - width, width, width) +
    '</svg>'
  );
}

/** A 16:9 thumbnail: the pack's pattern, darkened towards the model, whose drawing sits on the right. */
export function thumbnailSvg(of: ThumbnailOf): string {
  const { width, height } = THUMBNAIL;
  const pattern = createAvatar(shapes, { seed: of.pattern, size: width, randomizeIds: true }).toString();
  const side = Math.round(height * 0.92);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${gradient('shade', 'rgba(0,0,0,0)', hsl(of.model.hue, 45, 14))}</defs>` +
    placed(pattern, 0, (height - width) / 2, width, width) +
    `<rect width="${width}" height="${height}" fill="url(#shade)" opacity="0.85"/>` +
    placed(face(of.model, side), width - side - 12, height - side, side, side) +
    '</svg>'
  );
}

/** Packs of one model and type share a thumbnail: a demo of hundreds of packs draws about 180. */
export const thumbnailKey = (of: Omit<ThumbnailOf, 'pattern'>) => `${of.model.slug}-${of.type}`;

/** An SVG drawing as the WebP an upload of it would be stored as. */
async function stored(svg: string, size: { width: number; height: number }): Promise<Buffer> {
  const png = await sharp()(Buffer.from(svg)).png().toBuffer();
  return toWebp(png, { ...size, fit: 'cover' });
}

export const portraitWebp = (model: PortraitOf) => stored(portraitSvg(model), PORTRAIT);
export const thumbnailWebp = (of: ThumbnailOf) => stored(thumbnailSvg(of), THUMBNAIL);

/** Where a demo picture is served from (under UPLOADS_DIR/demo). */
export const demoImageUrl = (folder: 'models' | 'content', name: string) => `/uploads/demo/${folder}/${name}.webp`;

/**
 * Draws the demo's pictures in a process of its own (draw-pictures.ts), which ends with them: the
 * server keeps its memory free of libvips until someone uploads a picture. Fails with what the
 * process printed.
 */
export async function drawDemoPictures(
  uploadsDir: string,
  portraits: readonly PortraitOf[],
  thumbnails: ReadonlyMap<string, ThumbnailOf>,
): Promise<void> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./draw-pictures.ts', import.meta.url))], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.stdin.end(JSON.stringify({ uploadsDir, portraits, thumbnails: [...thumbnails] }));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`Drawing the demo pictures failed (exit ${code}):\n${errors}`);
}

/**
 * Draws and writes the demo's pictures, a few at a time (sharp works on libuv's threads): each
 * portrait once, each shared thumbnail once.
 */
export async function writeDemoPictures(
  uploadsDir: string,
  portraits: readonly PortraitOf[],
  thumbnails: ReadonlyMap<string, ThumbnailOf>,
): Promise<void> {
  const jobs: (() => Promise<void>)[] = [];
  const write = (folder: 'models' | 'content', name: string, draw: () => Promise<Buffer>) =>
    jobs.push(async () => {
      const dir = path.join(uploadsDir, 'demo', folder);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${name}.webp`), await draw());
    });
  for (const model of portraits) write('models', model.slug, () => portraitWebp(model));
  for (const [key, of] of thumbnails) write('content', key, () => thumbnailWebp(of));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
