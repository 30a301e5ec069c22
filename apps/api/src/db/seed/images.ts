import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as shapes from '@dicebear/shapes';
import type { ContentType, Ethnicity, HairColor } from '@packdex/shared/constants';
import type Sharp from 'sharp';
import { onUse } from '../../lib/on-use.ts';
import { type PictureFolders, picturePath, processPicture, storePicture } from '../../lib/pictures.ts';

// The demo catalogue's pictures: illustrated portraits of the fictional models (DiceBear's Lorelei,
// CC0 1.0) and thumbnails of abstract shapes (DiceBear's Shapes, CC0 1.0) with the model's portrait
// composed in. Drawn as SVG, rasterised by sharp and stored through the uploads' own pipeline
// (lib/pictures.ts: WebP at a few widths, metadata stripped, a ThumbHash placeholder, a `pictures`
// row), so they are served, sized and cached like any uploaded picture.
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

// Drawn large enough for the pipeline to keep two widths of each (320, and the drawing's own).
export const PORTRAIT = { width: 420, height: 560 } as const;
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

/** A demo picture's key: fixed by what it shows, so the same seed names the same pictures. */
export function demoPictureKey(kind: 'portrait' | 'thumbnail', name: string): string {
  return createHash('sha256').update(`packdex-demo:${kind}:${name}`).digest('hex').slice(0, 32);
}

/** Where a demo picture is served from: the address of its widest variant, as for any stored picture. */
export const demoPictureUrl = (kind: 'portrait' | 'thumbnail', name: string) => picturePath(demoPictureKey(kind, name));

/** An SVG drawing rasterised to the PNG the pictures' pipeline takes, as an upload would be. */
// Light compression: the pipeline decodes it several times, and the seed's time is the first start's.
const rasterised = (svg: string) => sharp()(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/** A drawing processed as an uploaded picture is (lib/pictures.ts: WebP at a few widths, no metadata, a ThumbHash). */
export const processedPortrait = async (model: PortraitOf) => processPicture(await rasterised(portraitSvg(model)));
export const processedThumbnail = async (of: ThumbnailOf) => processPicture(await rasterised(thumbnailSvg(of)));

/** A stored demo picture: what its `pictures` row records. */
export interface LandedDemoPicture {
  key: string;
  width: number;
  height: number;
  widths: string;
  placeholder: string;
  original: string;
}

/**
 * Draws the demo's pictures in a process of its own (draw-pictures.ts), which ends with them: the
 * server keeps its memory free of libvips until someone uploads a picture. Answers what each stored
 * picture's row records; fails with what the process printed.
 */
export async function drawDemoPictures(
  folders: PictureFolders,
  portraits: readonly PortraitOf[],
  thumbnails: ReadonlyMap<string, ThumbnailOf>,
): Promise<LandedDemoPicture[]> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./draw-pictures.ts', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const answer = text(child.stdout);
  child.stdin.end(JSON.stringify({ folders, portraits, thumbnails: [...thumbnails] }));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`Drawing the demo pictures failed (exit ${code}):\n${errors}`);
  return JSON.parse(await answer) as LandedDemoPicture[];
}

/**
 * Draws the demo's pictures and stores them through the uploads' pipeline (processPicture,
 * storePicture: variants, main.webp, the original kept unserved), a few at a time (sharp works on
 * libuv's threads): each portrait once, each shared thumbnail once.
 */
export async function writeDemoPictures(
  folders: PictureFolders,
  portraits: readonly PortraitOf[],
  thumbnails: ReadonlyMap<string, ThumbnailOf>,
): Promise<LandedDemoPicture[]> {
  const jobs: (() => Promise<LandedDemoPicture>)[] = [];
  const write = (key: string, draw: () => Promise<Buffer>) =>
    jobs.push(async () => {
      const original = await draw();
      const picture = await processPicture(original);
      await storePicture(folders, key, original, picture);
      return {
        key,
        width: picture.width,
        height: picture.height,
        widths: picture.widths.join(','),
        placeholder: picture.placeholder,
        original: `${key}.${picture.originalExt}`,
      };
    });
  for (const model of portraits) write(demoPictureKey('portrait', model.slug), () => rasterised(portraitSvg(model)));
  for (const [name, of] of thumbnails) write(demoPictureKey('thumbnail', name), () => rasterised(thumbnailSvg(of)));
  const landed: LandedDemoPicture[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) landed.push(await jobs[next++]!());
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return landed;
}
