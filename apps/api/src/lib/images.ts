import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { AppError } from './errors.ts';
import { onUse } from './on-use.ts';

/** libvips, loaded with the first image sent. */
const sharp = onUse<typeof Sharp>('sharp');

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

interface WebpOptions {
  width: number;
  height: number;
  /** `cover` crops to exactly width × height (avatars); `inside` keeps the whole picture, never enlarged. */
  fit: 'cover' | 'inside';
}

/**
 * Accepts any decodable raster image (decided from the bytes, not the name or declared type) and
 * re-encodes it as WebP without metadata; anything else is a 415 `Please select only image files.`
 * Profile photos and model photos both come through here.
 */
export async function toWebp(bytes: Buffer, options: WebpOptions): Promise<Buffer> {
  try {
    const image = sharp()(bytes, { failOn: 'error', limitInputPixels: 50_000_000 });
    const meta = await image.metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new Error(`unsupported format ${meta.format}`);
    return await image
      .rotate()
      .resize(options.width, options.height, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please select only image files.');
  }
}

/**
 * Stores an uploaded picture under `uploadsDir/folder` with a random name; returns its public path
 * (`/uploads/<folder>/<name>.webp`).
 */
export async function saveUpload(uploadsDir: string, folder: string, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  await writeFile(path.join(uploadsDir, folder, name), webp);
  return `/uploads/${folder}/${name}`;
}

/** Removes a picture saveUpload stored in `folder`; other addresses (links, demo images) are left alone. */
export async function removeUpload(uploadsDir: string, folder: string, publicPath: string | null): Promise<void> {
  const prefix = `/uploads/${folder}/`;
  if (!publicPath?.startsWith(prefix)) return;
  await rm(path.join(uploadsDir, folder, path.basename(publicPath)), { force: true });
}

/**
 * The bytes of a file served under /uploads/ (an upload or a demo picture stored before the image
 * pipeline), or null when the address names no such file. The path stays inside the uploads folder.
 */
export async function readUpload(uploadsDir: string, publicPath: string): Promise<Buffer | null> {
  if (!publicPath.startsWith('/uploads/')) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, decodeURIComponent(publicPath.slice('/uploads/'.length)));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}
