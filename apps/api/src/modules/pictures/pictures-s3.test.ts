import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { startS3StandIn } from '../../../test/s3-stand-in.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';

// Stored pictures in S3-compatible storage (PICTURES_S3_*, docs/catalogue-operations.md#storage),
// against the stand-in that checks every request's Signature V4 (test/s3-stand-in.ts).
const KEYS = {
  accessKeyId: 'AKIDPICTURESTEST',
  secretAccessKey: 'pictures-secret/with+odd=chars',
  region: 'eu-test-1',
};
const s3 = await startS3StandIn({ bucket: 'packdex-pictures', ...KEYS });
afterAll(() => s3.close());

const t = useTestApp({
  env: {
    PICTURES_S3_ENDPOINT: s3.endpoint,
    PICTURES_S3_BUCKET: 'packdex-pictures',
    PICTURES_S3_REGION: KEYS.region,
    PICTURES_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    PICTURES_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    PICTURES_S3_PATH_STYLE: 'true',
  },
});
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

function upload(bytes: Buffer) {
  const boundary = `----packdex${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/models/photo',
    headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const keysOf = (key: string) => [...s3.objects.keys()].filter((k) => k.includes(key)).sort();

describe(`pictures in S3-compatible storage (${ENGINE})`, () => {
  let photoUrl: string;
  let key: string;

  it('keeps an uploaded picture in the bucket: its variants public, its original apart, nothing on disk', async () => {
    const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    photoUrl = (await t.json<{ photoUrl: string }>(res)).photoUrl;
    key = pictureKeyOf(photoUrl)!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keysOf(key)).toEqual([
      `originals/${key}.png`,
      `pictures/${key}/320.webp`,
      `pictures/${key}/640.webp`,
      `pictures/${key}/700.webp`,
      `pictures/${key}/main.webp`,
    ]);
    expect(s3.objects.get(`originals/${key}.png`)).toEqual(png);
    expect(s3.refused).toBe(0);
    expect(existsSync(path.join(t.config.uploadsDir, 'pictures', key))).toBe(false);
    expect(existsSync(path.join(t.config.pictures.originalsDir, `${key}.png`))).toBe(false);
  });

  it('serves the picture at its usual address, streamed from the bucket, and 404 for a file it does not have', async () => {
    const served = await t.request('GET', photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.rawPayload).toEqual(s3.objects.get(`pictures/${key}/main.webp`));
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 700, 350]);
    expect((await t.request('GET', `/uploads/pictures/${key}/320.webp`)).statusCode).toBe(200);
    expect((await t.request('GET', `/uploads/pictures/${key}/999.webp`)).statusCode).toBe(404);
    expect((await t.request('GET', `/uploads/pictures/${key}/x.png`)).statusCode).toBe(404);
    expect((await t.request('GET', `/uploads/pictures/${'0'.repeat(32)}/main.webp`)).statusCode).toBe(404);
  });

  it('redirects to PICTURES_PUBLIC_URL when the bucket is served from there', async () => {
    const app = await buildApp(
      { ...t.config, pictures: { ...t.config.pictures, publicUrl: 'https://cdn.example.test/site' } },
      { database: t.database, logger: false },
    );
    try {
      const res = await app.inject({ method: 'GET', url: `/uploads/pictures/${key}/640.webp` });
      expect([res.statusCode, res.headers.location]).toEqual([
        301,
        `https://cdn.example.test/site/pictures/${key}/640.webp`,
      ]);
    } finally {
      await app.close();
    }
  });

  it('deletes every object of a picture no model shows any longer', async () => {
    const created = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: `S3-${(seq += 1)}`, name: 'Bucket Model', photoUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, model_id } = await t.json<{ id: number; model_id: string }>(created);
    expect(keysOf(key)).toHaveLength(5);
    const replaced = await t.request('PUT', `/api/models/${id}`, {
      as: admin,
      body: { model_id, name: 'Bucket Model', photoUrl: 'https://img.example.test/other.webp' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(keysOf(key)).toEqual([]);
    expect((await t.request('GET', photoUrl)).statusCode).toBe(404);
  });
});

describe('the PICTURES_S3_* settings', () => {
  it('are set all together or not at all, and PICTURES_PUBLIC_URL only with them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-pictures-config-'));
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env }, dataDir);
        return [];
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    const all = 'PICTURES_S3_ENDPOINT, PICTURES_S3_BUCKET, PICTURES_S3_ACCESS_KEY_ID, PICTURES_S3_SECRET_ACCESS_KEY';
    expect(problems({ PICTURES_S3_BUCKET: 'p', PICTURES_S3_ENDPOINT: 'https://s3.example.test' })).toEqual([
      `PICTURES_S3_ACCESS_KEY_ID: required with PICTURES_S3_ENDPOINT, PICTURES_S3_BUCKET (set all of ${all}, or none)`,
      `PICTURES_S3_SECRET_ACCESS_KEY: required with PICTURES_S3_ENDPOINT, PICTURES_S3_BUCKET (set all of ${all}, or none)`,
    ]);
    expect(problems({ PICTURES_PUBLIC_URL: 'https://cdn.example.test' })).toEqual([
      'PICTURES_PUBLIC_URL: needs PICTURES_S3_* (the local uploads folder is served by the site itself)',
    ]);
    expect(problems({})).toEqual([]);
  });
});
