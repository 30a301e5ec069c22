import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyError, FastifyRequest } from 'fastify';
import { IMPORT_FORMATS, type ImportFormat } from '@packdex/shared/schemas/catalogue-admin';
import { AppError, badRequest } from '../../lib/errors.ts';
import { formatOfName, formatOfType } from './import-reader.ts';

/** An import file kept on disk: where, its name and format, and its size. */
export interface StoredUpload {
  fileName: string;
  format: ImportFormat;
  path: string;
  totalBytes: number;
}

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

const unsupported = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send a CSV, JSON or NDJSON file: as multipart/form-data in a field named file, or as a body of type text/csv, application/json or application/x-ndjson',
  );

/** Copies `input` to a new file in `dir`, at most `maxBytes` (413 past it), never holding it in memory. */
async function store(input: Readable, dir: string, format: ImportFormat, maxBytes: number) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.${format}`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  try {
    await pipeline(input, limit, createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    if (err instanceof AppError) throw err;
    if ((err as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw badRequest('The upload was malformed or cut short. Please send the file again.');
  }
  if (bytes === 0) {
    await rm(file, { force: true });
    throw badRequest('The file is empty');
  }
  return { path: file, totalBytes: bytes };
}

/**
 * Keeps an import request's file on disk (streamed, never buffered): a multipart field `file`
 * (its format from its name, else its type), or the raw body typed text/csv, application/json or
 * application/x-ndjson. Anything else is a 415.
 */
export async function storeUpload(request: FastifyRequest, dir: string, maxBytes: number): Promise<StoredUpload> {
  if (request.isMultipart()) {
    let part;
    try {
      part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    } catch {
      throw badRequest('The upload was malformed or cut short. Please send the file again.');
    }
    if (!part || part.fieldname !== 'file') throw badRequest('Send the file in a field named file');
    const format = formatOfName(part.filename) ?? formatOfType(part.mimetype);
    if (!format) {
      part.file.resume();
      throw unsupported();
    }
    const stored = await store(part.file, dir, format, maxBytes);
    return { ...stored, fileName: path.basename(part.filename) || `upload.${format}`, format };
  }
  const format = formatOfType(request.headers['content-type']);
  if (!format || !IMPORT_FORMATS.includes(format)) throw unsupported();
  const stored = await store(request.body as Readable, dir, format, maxBytes);
  return { ...stored, fileName: `upload.${format}`, format };
}
