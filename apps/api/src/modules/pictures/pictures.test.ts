import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { Model } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { outbound } from '../../lib/outbound.ts';
import { pictureStoreFromConfig } from '../../lib/picture-store.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { picturesRepository } from './pictures.repository.ts';
import { picturesService } from './pictures.service.ts';

// Pictures given by address, fetched from a stand-in image host (allowed through OUTBOUND_ALLOW),
// and the SSRF attempts the public-address rule refuses: loopback and private literals at once, a
// redirect to 127.0.0.1 and a name resolving to a private address when fetched.
const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
  .withExif({ IFD0: { Artist: 'Camera owner' } })
  .jpeg()
  .toBuffer();
const image = (_req: unknown, res: ServerResponse) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
// A loopback host that is not allowed: nothing may ever reach it.
const inside = await standInHost({ '/': image }, '127.0.0.2');
const host = await standInHost({
  '/photo': image,
  '/moved': (_req, res) => res.writeHead(302, { location: '/photo/moved.jpg' }).end(),
  '/to-loopback': (_req, res) => res.writeHead(302, { location: `${inside.origin}/secret.jpg` }).end(),
  '/text': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a picture</html>'),
  '/huge': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(1_100_000, 7)),
});
const t = useTestApp({ env: { OUTBOUND_ALLOW: host.hostPort, PICTURE_MAX_MB: '1' } });
afterAll(async () => {
  await host.close();
  await inside.close();
});

let admin: TestUser;
let owner: TestModel;
let seq = 0;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  owner = await makeModel(t);
});

const modelBody = (photoUrl: string) => ({
  model_id: `PIC-${(seq += 1)}`,
  name: `Picture Model ${seq}`,
  photoUrl,
  tags: '',
});
const contentBody = (thumbnailUrl: string) => ({
  title: `Picture Pack ${(seq += 1)}`,
  url: `https://files.example.test/d/picture-${seq}`,
  thumbnailUrl,
  type: 'gallery',
  tags: 'x',
  model_id: owner.id,
});
const pictureRow = (address: string) =>
  t.database.db.selectFrom('pictures').selectAll().where('key', '=', pictureKeyOf(address)!).executeTakeFirstOrThrow();

/** The pictures service over the test app's database, with its own resolver (a DNS name's answer). */
function serviceWith(lookup?: (name: string) => Promise<{ address: string; family: number }[]>) {
  const models = modelsRepository(t.database.db, t.database.engine);
  const content = contentRepository(t.database.db, t.database.engine);
  return picturesService({
    pictures: picturesRepository(t.database.db),
    http: outbound({
      allow: new Set([host.hostPort]),
      userAgent: 'PackdexPictures/test',
      ...(lookup ? { lookup } : {}),
    }),
    store: pictureStoreFromConfig(t.config),
    maxBytes: t.config.pictures.maxBytes,
    onLanded: async (url, meta) => {
      await models.setPhotoMeta(url, meta);
      await content.setThumbnailMeta(url, meta);
    },
  });
}

describe('a photo given by address in the admin form', () => {
  it('is fetched after the answer and stored, never hot-linked: WebP widths, no metadata, a placeholder', async () => {
    const res = await t.request('POST', '/api/models', { as: admin, body: modelBody(`${host.origin}/photo/a.jpg`) });
    expect(res.statusCode).toBe(201);
    const created = await t.json(res);
    // The answer shows the placeholder: the picture is still being fetched.
    expect(created.photo).toMatchObject({ status: 'pending', srcset: '' });
    expect(created.photoUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
    expect(created.photoUrl).not.toContain(host.origin);

    const model = await t.json<Model & { photo: NonNullable<Model['photo']> }>(
      await t.request('GET', `/api/models/${created.slug}`),
    );
    expect(model.photo).toMatchObject({ status: 'ready', width: 900, height: 600 });
    expect(model.photo.placeholder).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    const key = pictureKeyOf(model.photoUrl)!;
    expect(model.photo.srcset).toBe(
      `/uploads/pictures/${key}/320.webp 320w, /uploads/pictures/${key}/640.webp 640w, /uploads/pictures/${key}/900.webp 900w`,
    );
    const served = await t.request('GET', model.photoUrl);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 900, 600, undefined]);
    expect(existsSync(path.join(t.config.pictures.originalsDir, `${key}.jpg`))).toBe(true);
    expect(host.log.filter((r) => r.path === '/photo/a.jpg')).toHaveLength(1);
    expect(host.log.at(-1)!.userAgent).toMatch(/^PackdexPictures\//);
  });

  it('follows a redirect the rule allows, and reuses a picture already fetched from the same address', async () => {
    const moved = await t.json(
      await t.request('POST', '/api/models', { as: admin, body: modelBody(`${host.origin}/moved/b.jpg`) }),
    );
    expect((await t.json(await t.request('GET', `/api/models/${moved.slug}`))).photo.status).toBe('ready');
    const fetches = host.log.length;
    const again = await t.json(
      await t.request('POST', '/api/models', { as: admin, body: modelBody(`${host.origin}/moved/b.jpg`) }),
    );
    expect(again.photoUrl).toBe(moved.photoUrl);
    expect(again.photo.status).toBe('ready');
    expect(host.log.length).toBe(fetches);
  });

  it('keeps the stored picture when the same address is sent again with an edit', async () => {
    const created = await t.json(
      await t.request('POST', '/api/models', { as: admin, body: modelBody(`${host.origin}/photo/c.jpg`) }),
    );
    const fetches = host.log.length;
    const body = { ...modelBody(`${host.origin}/photo/c.jpg`), model_id: created.model_id, name: 'Renamed' };
    const edited = await t.json(await t.request('PUT', `/api/models/${created.id}`, { as: admin, body }));
    expect(edited.photoUrl).toBe(created.photoUrl);
    expect(host.log.length).toBe(fetches);
  });

  it.each([
    ['http://127.0.0.1/p.jpg', '127.0.0.1'],
    [`${inside.origin}/p.jpg`, '127.0.0.2'],
    ['http://10.1.2.3/p.jpg', '10.1.2.3'],
    ['http://192.168.0.10/p.jpg', '192.168.0.10'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]:8080/p.jpg', '::1'],
    ['http://[::ffff:127.0.0.1]/p.jpg', '::ffff:7f00:1'],
  ])('refuses %s at once with a 400 (a literal address that is not public)', async (photoUrl, address) => {
    const before = Number(
      (
        await t.database.db
          .selectFrom('pictures')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await t.request('POST', '/api/models', { as: admin, body: modelBody(photoUrl) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(`Photo: ${address} is not a public address`);
    const after = Number(
      (
        await t.database.db
          .selectFrom('pictures')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });

  it('refuses a private thumbnail address in the content form too', async () => {
    const res = await t.request('POST', '/api/content', { as: admin, body: contentBody('http://172.16.5.4/t.jpg') });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Thumbnail URL: 172.16.5.4 is not a public address');
  });
});

describe('a thumbnail given by address in the content form', () => {
  it('lands on the item and on its page (the model’s photo, stored before the pipeline, has no description)', async () => {
    const created = await t.json(
      await t.request('POST', '/api/content', { as: admin, body: contentBody(`${host.origin}/photo/t.jpg`) }),
    );
    const shown = await t.json(await t.request('GET', `/api/content/${created.id}`));
    expect(shown.model.photo).toBeNull();
    expect(shown.thumbnail).toMatchObject({ status: 'ready', width: 900, height: 600 });
    expect(shown.thumbnailUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
  });
});

describe('a thumbnail uploaded in the content form', () => {
  const upload = (as: TestUser | undefined, bytes: Buffer) => {
    const boundary = 'thumbnail-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/content/thumbnail',
      headers: { ...as?.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };

  it('is stored and processed at once, shown by the item, and deleted with it', async () => {
    const member = await makeUser(t);
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#58c' } })
      .png()
      .toBuffer();
    expect((await upload(undefined, png)).statusCode).toBe(401);
    expect((await upload(member, png)).statusCode).toBe(403);
    const text = await upload(admin, Buffer.from('not an image'));
    expect([text.statusCode, text.json<{ error: string }>().error]).toEqual([415, 'Please select only image files.']);

    const res = await upload(admin, png);
    expect(res.statusCode).toBe(201);
    const { thumbnailUrl } = await t.json<{ thumbnailUrl: string }>(res);
    expect(thumbnailUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
    const created = await t.json(
      await t.request('POST', '/api/content', { as: admin, body: contentBody(thumbnailUrl) }),
    );
    expect(created.thumbnail).toMatchObject({ status: 'ready', width: 800, height: 450 });
    expect(created.thumbnail.srcset).toContain('/640.webp 640w');

    const folder = path.join(t.config.uploadsDir, 'pictures', pictureKeyOf(thumbnailUrl)!);
    expect(existsSync(folder)).toBe(true);
    expect((await t.request('DELETE', `/api/content/${created.id}`, { as: admin })).statusCode).toBeLessThan(300);
    expect(existsSync(folder)).toBe(false);
    expect(
      await t.database.db.selectFrom('pictures').select('id').where('key', '=', pictureKeyOf(thumbnailUrl)!).execute(),
    ).toEqual([]);
  });
});

describe('fetches the rule refuses or the far end spoils', () => {
  it('refuses a redirect to 127.0.0.1: the picture fails and the loopback host is never asked', async () => {
    const res = await t.request('POST', '/api/models', {
      as: admin,
      body: modelBody(`${host.origin}/to-loopback/x.jpg`),
    });
    const created = await t.json<Model>(res);
    const model = await t.json<Model>(await t.request('GET', `/api/models/${created.slug}`));
    expect(model.photo?.status).toBe('failed');
    const row = await pictureRow(created.photoUrl);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toBe('127.0.0.2 is not a public address');
    expect(inside.log).toEqual([]);
  });

  it('refuses a DNS name that resolves to a private address (checked on the resolved address)', async () => {
    const service = serviceWith(async () => [{ address: '10.20.30.40', family: 4 }]);
    const taken = await service.take('http://images.example.test/p.jpg', null, { label: 'Photo' });
    expect(taken.meta).toContain('pending');
    expect(await service.fetchDue()).toBe(1);
    const row = await pictureRow(taken.url!);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.error).toBe('images.example.test resolves to 10.20.30.40, not a public address');
  });

  it('refuses a name resolving to a mix of public and private addresses', async () => {
    const service = serviceWith(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    const taken = await service.take('http://mixed.example.test/p.jpg', null, { label: 'Photo' });
    await service.fetchDue();
    expect((await pictureRow(taken.url!)).error).toBe('mixed.example.test resolves to 127.0.0.1, not a public address');
  });

  it('takes, in one run, pictures queued beyond its batch (as while another run held the lease)', async () => {
    const service = serviceWith();
    const a = await service.take(`${host.origin}/photo/batch-a.jpg`, null, { label: 'Photo' });
    const b = await service.take(`${host.origin}/photo/batch-b.jpg`, null, { label: 'Photo' });
    expect(await service.fetchDue(1)).toBe(2);
    expect((await pictureRow(a.url!)).status).toBe('ready');
    expect((await pictureRow(b.url!)).status).toBe('ready');
  });

  it('marks a body that is not a picture, or one over PICTURE_MAX_MB, failed without trying again', async () => {
    const service = serviceWith();
    const text = await service.take(`${host.origin}/text/a.jpg`, null, { label: 'Photo' });
    const huge = await service.take(`${host.origin}/huge/b.jpg`, null, { label: 'Photo' });
    await service.fetchDue();
    expect(await pictureRow(text.url!)).toMatchObject({ status: 'failed', error: 'not a picture', attempts: 1 });
    expect(await pictureRow(huge.url!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await pictureRow(huge.url!)).error).toMatch(/larger than 1048576 bytes/);
    expect(existsSync(path.join(t.config.uploadsDir, 'pictures', pictureKeyOf(text.url)!))).toBe(false);
  });

  it('tries a host that is down again later, then gives up after 3 attempts', async () => {
    const gone = await standInHost({ '/': image });
    const origin = gone.origin;
    await gone.close();
    const service = picturesService({
      pictures: picturesRepository(t.database.db),
      http: outbound({ allow: new Set([gone.hostPort]), userAgent: 'PackdexPictures/test' }),
      store: pictureStoreFromConfig(t.config),
      maxBytes: t.config.pictures.maxBytes,
      onLanded: () => Promise.resolve(),
    });
    const taken = await service.take(`${origin}/p.jpg`, null, { label: 'Photo' });
    await service.fetchDue();
    expect(await pictureRow(taken.url!)).toMatchObject({ status: 'pending', attempts: 1 });
    // Not due again yet.
    expect(await service.fetchDue()).toBe(0);
    await t.database.db
      .updateTable('pictures')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    await service.fetchDue();
    await t.database.db
      .updateTable('pictures')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    await service.fetchDue();
    expect(await pictureRow(taken.url!)).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe('pictures given by address in a catalogue import', () => {
  const csv = (photo: string, thumbnail: string) =>
    [
      'kind,model_id,name,photoUrl,title,url,thumbnailUrl',
      `model,pic-imp-1,Imported Picture,${photo},,,`,
      `content,pic-imp-1,,,Imported Pack,https://files.example.test/d/imported-pack,${thumbnail}`,
      '',
    ].join('\n');
  const send = (body: string, dryRun: boolean) =>
    t.request('POST', `/api/admin/imports?dryRun=${dryRun}`, {
      as: admin,
      body,
      headers: { 'content-type': 'text/csv' },
    });

  it('refuses a literal private address in a dry run, naming the row and field', async () => {
    const res = await send(csv('http://10.9.8.7/p.jpg', `${host.origin}/photo/i.jpg`), true);
    expect(res.statusCode).toBe(200);
    const report = await t.json(res);
    expect(report.refused).toEqual([
      { row: 1, field: 'photoUrl', error: 'photoUrl: 10.9.8.7 is not a public address' },
      { row: 2, field: 'model_id', error: 'No model has model_id pic-imp-1' },
    ]);
    expect(
      await t.database.db.selectFrom('pictures').selectAll().where('source_url', 'like', '%/photo/i.jpg').execute(),
    ).toEqual([]);
  });

  it('queues the fetches, stores them when the job runs, and a second run of the file changes nothing', async () => {
    const file = csv(`${host.origin}/photo/imp.jpg`, `${host.origin}/photo/imp-t.jpg`);
    const first = await t.json(await send(file, false));
    expect(first).toMatchObject({ created: 2, updated: 0, refused: [] });
    const model = await t.database.db
      .selectFrom('models')
      .selectAll()
      .where('model_id', '=', 'pic-imp-1')
      .executeTakeFirstOrThrow();
    expect(model.photo_source).toBe(`${host.origin}/photo/imp.jpg`);
    expect(model.photo_url).toMatch(/^\/uploads\/pictures\//);
    await serviceWith().fetchDue();
    const shown = await t.json(await t.request('GET', `/api/models/${model.slug}`));
    expect(shown.photo.status).toBe('ready');
    const items = await t.json(await t.request('GET', `/api/content/model/${model.id}`));
    expect(items.contents[0].thumbnail.status).toBe('ready');

    const second = await t.json(await send(file, false));
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    // The export names the addresses the pictures came from, so the catalogue round-trips.
    const exported = (await t.request('GET', '/api/admin/exports?format=ndjson', { as: admin })).body;
    expect(exported).toContain(`"photoUrl":"${host.origin}/photo/imp.jpg"`);
    expect(exported).toContain(`"thumbnailUrl":"${host.origin}/photo/imp-t.jpg"`);
  });
});
