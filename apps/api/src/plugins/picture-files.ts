import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from '../lib/errors.ts';
import { PICTURE_FILE, s3PictureStore } from '../lib/picture-store.ts';
import { PICTURES_FOLDER } from '../lib/pictures.ts';

const KEY = /^[0-9a-f]{32}$/;

/**
 * Stored pictures kept in a bucket (PICTURES_S3_*, docs/catalogue-operations.md#storage) at the
 * addresses items name, `/uploads/pictures/<key>/<file>`: redirected to PICTURES_PUBLIC_URL when
 * the bucket is served from there (a CDN, the bucket's website), else streamed from the bucket.
 * Without a bucket the uploads folder serves them (registerWeb) and this adds nothing.
 */
export function registerPictureFiles(app: FastifyInstance, config: Pick<Config, 'pictures'>): void {
  const bucket = config.pictures.s3;
  if (!bucket) return;
  const store = s3PictureStore(bucket);
  const publicUrl = config.pictures.publicUrl;
  app.get<{ Params: { key: string; file: string } }>(
    `/uploads/${PICTURES_FOLDER}/:key/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { key, file } = request.params;
      if (!KEY.test(key) || !PICTURE_FILE.test(file)) throw notFound();
      // A picture's files never change under its key: a permanent redirect may be cached.
      if (publicUrl) return reply.redirect(`${publicUrl}/${PICTURES_FOLDER}/${key}/${file}`, 301);
      const object = await store.open(key, file);
      if (!object) throw notFound();
      reply
        .header('Content-Type', 'image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const length = object.headers['content-length'];
      if (length) reply.header('Content-Length', length);
      return reply.send(object);
    },
  );
}
