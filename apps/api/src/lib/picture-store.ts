import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  type PictureFolders,
  PICTURES_FOLDER,
  type ProcessedPicture,
  removePicture,
  storePicture,
} from './pictures.ts';
import { deleteObject, listKeys, type S3Bucket, S3Error, s3Request } from './s3.ts';

/**
 * Where stored pictures live (docs/catalogue-operations.md#storage): a local folder by default,
 * S3-compatible object storage when PICTURES_S3_* is set. Either way a picture is its served
 * variants (`pictures/<key>/<width>.webp` and `main.webp`, public) and its original (kept, never
 * served).
 */
export interface PictureStore {
  /** Writes a processed picture: its variants, `main.webp` (the widest) and its original. */
  put(key: string, original: Buffer, picture: ProcessedPicture): Promise<void>;
  /** Removes a stored picture's variants and original. */
  remove(key: string, originalName: string | null): Promise<void>;
  /** The bytes of a kept original (`<key>.<ext>`), e.g. to hash a picture stored before hashing began. */
  readOriginal(originalName: string): Promise<Buffer>;
}

/** The uploads folder (served as `/uploads/pictures/…`) and the originals folder beside it. */
export function localPictureStore(folders: PictureFolders): PictureStore {
  return {
    put: (key, original, picture) => storePicture(folders, key, original, picture),
    remove: (key, originalName) => removePicture(folders, key, originalName),
    readOriginal: (originalName) => readFile(path.join(folders.originalsDir, path.basename(originalName))),
  };
}

/** A file of a picture as it is named under `/uploads/pictures/<key>/`: a width or `main`, WebP. */
export const PICTURE_FILE = /^(?:\d{1,5}|main)\.webp$/;
const ORIGINALS = 'originals';
const SERVED = 'public, max-age=31536000, immutable';

export interface S3PictureStore extends PictureStore {
  /** A served file of a picture, streamed from the bucket; null when the bucket has no such file. */
  open(key: string, file: string): Promise<IncomingMessage | null>;
}

/**
 * A bucket: variants under `pictures/<key>/`, written before `main.webp` (the file items name), the
 * original under `originals/` (give the public no read access there). A picture whose upload fails
 * half-way is removed again, so no partial picture stays.
 */
export function s3PictureStore(bucket: S3Bucket): S3PictureStore {
  const folder = (key: string) => `${PICTURES_FOLDER}/${key}/`;
  const put = async (objectKey: string, bytes: Buffer, type: string, cacheControl?: string) =>
    (
      await s3Request(bucket, 'PUT', objectKey, {}, { bytes, type, ...(cacheControl ? { cacheControl } : {}) })
    ).resume();

  async function remove(key: string, originalName: string | null) {
    for (const objectKey of await listKeys(bucket, folder(key))) await deleteObject(bucket, objectKey);
    if (originalName) await deleteObject(bucket, `${ORIGINALS}/${originalName.split('/').pop()}`);
  }

  return {
    async put(key, original, picture) {
      const originalName = `${key}.${picture.originalExt}`;
      try {
        for (const variant of picture.variants)
          await put(`${folder(key)}${variant.width}.webp`, variant.webp, 'image/webp', SERVED);
        await put(`${ORIGINALS}/${originalName}`, original, 'application/octet-stream');
        await put(`${folder(key)}main.webp`, picture.variants.at(-1)!.webp, 'image/webp', SERVED);
      } catch (err) {
        await remove(key, originalName).catch(() => undefined);
        throw err;
      }
    },
    remove,
    async readOriginal(originalName) {
      const body = await s3Request(bucket, 'GET', `${ORIGINALS}/${originalName.split('/').pop()}`);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(key, file) {
      try {
        return await s3Request(bucket, 'GET', `${folder(key)}${file}`);
      } catch (err) {
        // A bucket that does not let the site list answers 403 AccessDenied for a missing key.
        if (err instanceof S3Error && (err.status === 404 || err.code === 'AccessDenied')) return null;
        throw err;
      }
    },
  };
}

/** The store the settings name: the bucket of PICTURES_S3_*, or the local folders. */
export function pictureStoreFromConfig(config: {
  uploadsDir: string;
  pictures: { originalsDir: string; s3: S3Bucket | null };
}): PictureStore {
  return config.pictures.s3
    ? s3PictureStore(config.pictures.s3)
    : localPictureStore({ uploadsDir: config.uploadsDir, originalsDir: config.pictures.originalsDir });
}
