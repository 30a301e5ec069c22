import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { onUse } from './on-use.ts';
import { perceptualHash } from './phash.ts';

/** libvips, loaded with the first picture. */
const sharp = onUse<typeof Sharp>('sharp');

/** The widths every stored picture is encoded at (those narrower than the picture, and its own width up to the last). */
export const PICTURE_WIDTHS = [320, 640, 1200] as const;
/** The widest variant stored. */
const WIDEST = 1200;
/** Where processed pictures are served from under the uploads folder. */
export const PICTURES_FOLDER = 'pictures';
/** The variant an item's `photoUrl`/`thumbnailUrl` names: the widest one. */
const MAIN = 'main.webp';

const FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heif: 'heif',
  tiff: 'tiff',
};

/** Bytes that are not a picture this site takes (the type decided from the bytes, never the name or header). */
export class NotAPicture extends Error {}

export interface ProcessedPicture {
  /** Upright size of the widest variant. */
  width: number;
  height: number;
  /** Encoded widths, ascending. */
  widths: number[];
  /** ThumbHash, base64. */
  placeholder: string;
  /** 64-bit perceptual hash, 16 hex digits (lib/phash.ts): the block list matches on it. */
  phash: string;
  /** The original's extension, from its decoded format. */
  originalExt: string;
  variants: { width: number; webp: Buffer }[];
}

/**
 * Decodes any raster picture sharp can read, turns it upright (EXIF orientation) and encodes it as
 * WebP at each of PICTURE_WIDTHS it is wider than plus its own width (capped at the last), with no
 * metadata (sharp writes none unless asked); records the ThumbHash of a 100-pixel copy and the
 * perceptual hash of the picture (docs/compliance.md#picture-hashes).
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  const open = () => sharp()(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  let format: string | undefined;
  let upright: { width: number; height: number };
  try {
    const meta = await sharp()(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).metadata();
    format = meta.format;
    const turned = (meta.orientation ?? 1) >= 5;
    upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    throw new NotAPicture('not a picture');
  }
  const originalExt = format ? FORMATS[format] : undefined;
  if (!originalExt || !upright.width || !upright.height) throw new NotAPicture(`unsupported format ${format}`);
  const widest = Math.min(upright.width, WIDEST);
  const widths = [...PICTURE_WIDTHS.filter((w) => w < widest), widest];
  try {
    const variants = [];
    for (const width of widths) {
      const webp = await open().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      variants.push({ width, webp });
    }
    const small = await open()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
    const phash = await perceptualHash(bytes);
    return {
      width: widest,
      height: Math.max(1, Math.round((upright.height * widest) / upright.width)),
      widths,
      placeholder: Buffer.from(hash).toString('base64'),
      phash,
      originalExt,
      variants,
    };
  } catch {
    throw new NotAPicture('the picture could not be decoded');
  }
}

/** A new picture's random key (its folder name). */
export function pictureKey(): string {
  return randomBytes(16).toString('hex');
}

/** The public address of a picture's widest variant, named by the items showing it. */
export function picturePath(key: string): string {
  return `/uploads/${PICTURES_FOLDER}/${key}/${MAIN}`;
}

/** The key of a picture address picturePath made, or null for any other address. */
export function pictureKeyOf(address: string | null | undefined): string | null {
  const match = /^\/uploads\/pictures\/([0-9a-f]{32})\/main\.webp$/.exec(address ?? '');
  return match ? match[1]! : null;
}

/** The `srcset` of a picture's variants. */
export function pictureSrcset(key: string, widths: readonly number[]): string {
  return widths.map((w) => `/uploads/${PICTURES_FOLDER}/${key}/${w}.webp ${w}w`).join(', ');
}

/** Where pictures live: the served variants under the uploads folder, the originals in a folder never served. */
export interface PictureFolders {
  uploadsDir: string;
  originalsDir: string;
}

/**
 * Writes a processed picture: its variants and `main.webp` (the widest) into a temporary folder
 * renamed into place at once, so a reader never sees half a picture; the original beside the others
 * in the originals folder.
 */
export async function storePicture(
  folders: PictureFolders,
  key: string,
  original: Buffer,
  picture: ProcessedPicture,
): Promise<void> {
  const root = path.join(folders.uploadsDir, PICTURES_FOLDER);
  const temporary = path.join(root, `.${key}.tmp`);
  await mkdir(temporary, { recursive: true });
  for (const variant of picture.variants) await writeFile(path.join(temporary, `${variant.width}.webp`), variant.webp);
  await writeFile(path.join(temporary, MAIN), picture.variants[picture.variants.length - 1]!.webp);
  await rm(path.join(root, key), { recursive: true, force: true });
  await rename(temporary, path.join(root, key));
  await mkdir(folders.originalsDir, { recursive: true });
  await writeFile(path.join(folders.originalsDir, `${key}.${picture.originalExt}`), original);
}

/** Removes a stored picture's files (variants and original). */
export async function removePicture(folders: PictureFolders, key: string, originalName: string | null): Promise<void> {
  await rm(path.join(folders.uploadsDir, PICTURES_FOLDER, key), { recursive: true, force: true });
  if (originalName) await rm(path.join(folders.originalsDir, path.basename(originalName)), { force: true });
}

/** What an item keeps of its picture (its `*_meta` column, JSON): the shape `describePicture` reads. */
export interface PictureMeta {
  status: 'pending' | 'ready' | 'failed';
  width?: number;
  height?: number;
  widths?: number[];
  placeholder?: string;
}

/** The `*_meta` text of a picture row's state. */
export function pictureMeta(row: {
  status: PictureMeta['status'];
  width: number | null;
  height: number | null;
  widths: string | null;
  placeholder: string | null;
}): string {
  if (row.status !== 'ready') return JSON.stringify({ status: row.status });
  return JSON.stringify({
    status: 'ready',
    width: row.width,
    height: row.height,
    widths: (row.widths ?? '').split(',').filter(Boolean).map(Number),
    placeholder: row.placeholder,
  });
}

/** The API's description of a stored picture (`photo`, `thumbnail`), or null for an address without one. */
export function describePicture(
  address: string | null,
  meta: string | null,
): {
  status: PictureMeta['status'];
  width: number | null;
  height: number | null;
  srcset: string;
  placeholder: string | null;
} | null {
  const key = pictureKeyOf(address);
  if (!key || !meta) return null;
  let parsed: PictureMeta;
  try {
    parsed = JSON.parse(meta) as PictureMeta;
  } catch {
    return null;
  }
  return {
    status: parsed.status,
    width: parsed.width ?? null,
    height: parsed.height ?? null,
    srcset: parsed.status === 'ready' ? pictureSrcset(key, parsed.widths ?? []) : '',
    placeholder: parsed.placeholder ?? null,
  };
}
