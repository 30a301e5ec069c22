import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { Model, ModelPhoto } from '@packdex/shared/schemas';
import { MODEL_PHOTOS_MAX } from '@packdex/shared/schemas/catalogue-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';

// A model's gallery (docs/catalogue-operations.md#a-models-gallery): several photos through the
// picture pipeline, ordered by the admins, one of them the main photo.
const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a62' } })
  .withExif({ IFD0: { Artist: 'Camera owner' } })
  .jpeg()
  .toBuffer();
const host = await standInHost({
  '/photo': (_req: unknown, res: ServerResponse) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
});
const t = useTestApp({ env: { OUTBOUND_ALLOW: host.hostPort } });
afterAll(() => host.close());

interface Gallery {
  photoUrl: string;
  photos: ModelPhoto[];
}

let admin: TestUser;
let editor: TestUser;
let moderator: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  editor = await makeUser(t, { role: 'editor' });
  moderator = await makeUser(t, { role: 'moderator' });
  member = await makeUser(t, { verified: true });
});

/** A PNG of its own colour and size, with EXIF the pipeline must strip. */
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .withExif({ IFD0: { Artist: 'Studio' } })
    .png()
    .toBuffer();

function upload(as: TestUser | undefined, modelId: number, bytes: Buffer, field = 'photo') {
  const boundary = `----gallery${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/models/${modelId}/photos`,
    headers: { ...as?.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function uploaded(as: TestUser, modelId: number, bytes: Buffer): Promise<Gallery> {
  const res = await upload(as, modelId, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return t.json<Gallery>(res);
}

const profile = async (model: TestModel) => t.json<Model>(await t.request('GET', `/api/models/${model.slug}`));
const folderOf = (url: string) => path.join(t.config.uploadsDir, 'pictures', pictureKeyOf(url)!);
const auditActions = async (modelId: number) =>
  (
    await t.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'model')
      .where('entity_id', '=', modelId)
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe("a model's gallery: access", () => {
  it('answers 401 signed out and 403 to members and moderators; editors manage galleries', async () => {
    const model = await makeModel(t);
    const bytes = await png(40, 30, '#123');
    expect((await upload(undefined, model.id, bytes)).statusCode).toBe(401);
    expect((await upload(member, model.id, bytes)).statusCode).toBe(403);
    const refused = await upload(moderator, model.id, bytes);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/needs the admin/);
    for (const [method, url] of [
      ['GET', `/api/admin/models/${model.id}/photos`],
      ['PUT', `/api/admin/models/${model.id}/photos/order`],
      ['PUT', `/api/admin/models/${model.id}/photos/1/main`],
      ['DELETE', `/api/admin/models/${model.id}/photos/1`],
    ] as const) {
      expect((await t.request(method, url, { body: { ids: [1] } })).statusCode).toBe(401);
      expect((await t.request(method, url, { as: member, body: { ids: [1] } })).statusCode).toBe(403);
    }
    const gallery = await uploaded(editor, model.id, bytes);
    expect(gallery.photos).toHaveLength(1);
    expect((await t.request('GET', `/api/admin/models/${model.id}/photos`, { as: editor })).statusCode).toBe(200);
  });

  it('answers 404 for a model or photo that does not exist', async () => {
    expect((await upload(admin, 999_999, await png(20, 20, '#000'))).statusCode).toBe(404);
    const model = await makeModel(t);
    const res = await t.request('PUT', `/api/admin/models/${model.id}/photos/999999/main`, { as: admin });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([404, 'Photo not found']);
  });
});

describe("a model's gallery", () => {
  it('takes several uploads through the picture pipeline; the first becomes the main photo', async () => {
    const model = await makeModel(t);
    await uploaded(admin, model.id, await png(800, 1000, '#c33'));
    await uploaded(admin, model.id, await png(500, 400, '#3c3'));
    const gallery = await uploaded(admin, model.id, await png(1600, 900, '#33c'));
    expect(gallery.photos.map((p) => [p.main, p.width, p.height])).toEqual([
      [true, 800, 1000],
      [false, 500, 400],
      [false, 1200, 675],
    ]);
    expect(gallery.photoUrl).toBe(gallery.photos[0]!.url);
    for (const photo of gallery.photos) {
      expect(photo).toMatchObject({ status: 'ready' });
      expect(photo.url).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
      expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    }
    const key = pictureKeyOf(gallery.photos[2]!.url)!;
    expect(gallery.photos[2]!.srcset).toBe(
      `/uploads/pictures/${key}/320.webp 320w, /uploads/pictures/${key}/640.webp 640w, /uploads/pictures/${key}/1200.webp 1200w`,
    );
    // The pipeline's formats and sizes, with no metadata.
    for (const [variant, width] of [
      ['320.webp', 320],
      ['640.webp', 640],
      ['1200.webp', 1200],
      ['main.webp', 1200],
    ] as const) {
      const served = await t.request('GET', `/uploads/pictures/${key}/${variant}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
    }

    // The profile shows the gallery in order; the header and cards the main photo.
    const shown = await profile(model);
    expect(shown.photos!.map((p) => p.id)).toEqual(gallery.photos.map((p) => p.id));
    expect(shown.photoUrl).toBe(gallery.photos[0]!.url);
    expect(shown.photo).toMatchObject({ status: 'ready', width: 800, height: 1000 });
    expect(await auditActions(model.id)).toEqual(['photo-add', 'photo-add', 'photo-add']);
  });

  it('orders the photos as told, refusing an order that is not every photo once', async () => {
    const model = await makeModel(t);
    for (const colour of ['#111', '#222', '#333']) await uploaded(admin, model.id, await png(60, 40, colour));
    const { photos } = await t.json<Gallery>(
      await t.request('GET', `/api/admin/models/${model.id}/photos`, { as: admin }),
    );
    const [a, b, c] = photos.map((p) => p.id) as [number, number, number];
    const order = (ids: number[]) =>
      t.request('PUT', `/api/admin/models/${model.id}/photos/order`, { as: editor, body: { ids } });
    for (const wrong of [
      [a, b],
      [a, b, b],
      [a, b, c, 999_999],
    ]) {
      const res = await order(wrong);
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
        400,
        "Give every photo of the model's gallery once, in the order wanted",
      ]);
    }
    const res = await order([c, a, b]);
    expect(res.statusCode).toBe(200);
    expect((await t.json<Gallery>(res)).photos.map((p) => p.id)).toEqual([c, a, b]);
    expect((await profile(model)).photos!.map((p) => p.id)).toEqual([c, a, b]);
    // The main photo stays the one chosen, wherever it is.
    expect((await profile(model)).photos!.find((p) => p.main)!.id).toBe(a);
  });

  it('makes another photo the main one: the profile header and the directory show it', async () => {
    const model = await makeModel(t, { name: 'Gallery Main' });
    await uploaded(admin, model.id, await png(60, 40, '#411'));
    const { photos } = await uploaded(admin, model.id, await png(40, 60, '#141'));
    const res = await t.request('PUT', `/api/admin/models/${model.id}/photos/${photos[1]!.id}/main`, { as: admin });
    expect(res.statusCode).toBe(200);
    const gallery = await t.json<Gallery>(res);
    expect(gallery.photos.map((p) => p.main)).toEqual([false, true]);
    expect(gallery.photoUrl).toBe(photos[1]!.url);
    const shown = await profile(model);
    expect([shown.photoUrl, shown.photo?.width, shown.photo?.height]).toEqual([photos[1]!.url, 40, 60]);
    const list = await t.json<{ models: Model[] }>(await t.request('GET', '/api/models?search=Gallery%20Main'));
    expect(list.models.find((m) => m.id === model.id)?.photoUrl).toBe(photos[1]!.url);
    // The old main photo is still in the gallery: its files stay.
    expect(existsSync(folderOf(photos[0]!.url))).toBe(true);
  });

  it('removes a photo and its files; removing the main one makes the first left the main', async () => {
    const model = await makeModel(t);
    await uploaded(admin, model.id, await png(60, 40, '#511'));
    await uploaded(admin, model.id, await png(60, 40, '#151'));
    const { photos } = await uploaded(admin, model.id, await png(60, 40, '#115'));
    const remove = (id: number) => t.request('DELETE', `/api/admin/models/${model.id}/photos/${id}`, { as: admin });

    let res = await remove(photos[1]!.id);
    expect(res.statusCode).toBe(200);
    expect((await t.json<Gallery>(res)).photos.map((p) => p.id)).toEqual([photos[0]!.id, photos[2]!.id]);
    expect(existsSync(folderOf(photos[1]!.url))).toBe(false);
    expect(
      await t.database.db
        .selectFrom('pictures')
        .select('id')
        .where('key', '=', pictureKeyOf(photos[1]!.url)!)
        .execute(),
    ).toEqual([]);

    res = await remove(photos[0]!.id);
    const left = await t.json<Gallery>(res);
    expect(left.photos.map((p) => [p.id, p.main])).toEqual([[photos[2]!.id, true]]);
    expect(left.photoUrl).toBe(photos[2]!.url);
    expect(existsSync(folderOf(photos[0]!.url))).toBe(false);
    expect((await remove(photos[0]!.id)).statusCode).toBe(404);
    expect(await auditActions(model.id)).toEqual([
      'photo-add',
      'photo-add',
      'photo-add',
      'photo-remove',
      'photo-remove',
    ]);
  });

  it(`holds at most ${MODEL_PHOTOS_MAX} photos, refusing the next with a readable 400 and keeping no file of it`, async () => {
    const model = await makeModel(t);
    const at = new Date().toISOString();
    for (let i = 0; i < MODEL_PHOTOS_MAX; i++) {
      const key = `${model.id.toString(16).padStart(8, '0')}${i.toString(16).padStart(24, '0')}`;
      const picture = await t.database.db
        .insertInto('pictures')
        .values({
          key,
          source_url: null,
          status: 'ready',
          width: 10,
          height: 10,
          widths: '10',
          placeholder: 'x',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('model_photos')
        .values({ model_id: model.id, picture_id: picture.id, position: i, created_at: at })
        .execute();
    }
    const before = (await t.database.db.selectFrom('pictures').select('id').execute()).length;
    const res = await upload(admin, model.id, await png(30, 30, '#777'));
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      400,
      `A model has at most ${MODEL_PHOTOS_MAX} photos. Remove one before adding another.`,
    ]);
    expect((await t.database.db.selectFrom('pictures').select('id').execute()).length).toBe(before);
  });

  it('refuses a file that is not an image (decided from its bytes) and a request without a photo', async () => {
    const model = await makeModel(t);
    const text = await upload(admin, model.id, Buffer.from('<svg onload="x">not a raster picture</svg>'));
    expect([text.statusCode, text.json<{ error: string }>().error]).toEqual([415, 'Please select only image files.']);
    const wrongField = await upload(admin, model.id, await png(20, 20, '#000'), 'file');
    expect(wrongField.statusCode).toBe(400);
    const empty = await t.request('POST', `/api/admin/models/${model.id}/photos`, { as: admin, body: {} });
    expect([empty.statusCode, empty.json<{ error: string }>().error]).toEqual([400, 'Photo is required']);
    expect((await profile(model)).photos).toEqual([]);
  });

  it('fetches a photo given by address (never hot-linked) and refuses an address that is not public', async () => {
    const model = await makeModel(t);
    const local = await t.request('POST', `/api/admin/models/${model.id}/photos`, {
      as: admin,
      body: { url: 'http://127.0.0.1/p.jpg' },
    });
    expect([local.statusCode, local.json<{ error: string }>().error]).toEqual([
      400,
      'Photo: 127.0.0.1 is not a public address',
    ]);
    const res = await t.request('POST', `/api/admin/models/${model.id}/photos`, {
      as: admin,
      body: { url: `${host.origin}/photo/g.jpg` },
    });
    expect(res.statusCode).toBe(201);
    const shown = await profile(model);
    expect(shown.photos).toHaveLength(1);
    expect(shown.photos![0]).toMatchObject({ status: 'ready', width: 900, height: 600, main: true });
    expect(shown.photos![0]!.url).not.toContain(host.origin);
    expect(shown.photo).toMatchObject({ status: 'ready', width: 900 });
    const again = await t.request('POST', `/api/admin/models/${model.id}/photos`, {
      as: admin,
      body: { url: `${host.origin}/photo/g.jpg` },
    });
    expect([again.statusCode, again.json<{ error: string }>().error]).toEqual([
      409,
      'This photo is in the gallery already',
    ]);
  });

  it('takes a main photo stored by the pipeline into the gallery first when the first photo is added', async () => {
    const photo = await t.json<{ photoUrl: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/models/photo',
        headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=b' },
        payload: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          await png(50, 50, '#999'),
          Buffer.from('\r\n--b--\r\n'),
        ]),
      }),
    );
    const created = await t.json<Model>(
      await t.request('POST', '/api/models', {
        as: admin,
        body: { model_id: `GAL-${Date.now()}`, name: 'Gallery Adopted', photoUrl: photo.photoUrl, tags: '' },
      }),
    );
    const gallery = await uploaded(admin, created.id, await png(70, 50, '#abc'));
    expect(gallery.photos.map((p) => [p.url === photo.photoUrl, p.main])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('deletes the gallery files with the model (admin delete and bulk delete); a model with content keeps them', async () => {
    const model = await makeModel(t);
    const { photos } = await uploaded(admin, model.id, await png(40, 40, '#246'));
    expect((await t.request('DELETE', `/api/models/${model.id}`, { as: admin })).statusCode).toBe(200);
    expect(existsSync(folderOf(photos[0]!.url))).toBe(false);

    const gone = await makeModel(t);
    const kept = await makeModel(t);
    await makeContent(t, { model: kept });
    const goneUrl = (await uploaded(admin, gone.id, await png(40, 40, '#642'))).photos[0]!.url;
    const keptUrl = (await uploaded(admin, kept.id, await png(40, 40, '#426'))).photos[0]!.url;
    const bulk = await t.request('POST', '/api/admin/models/bulk', {
      as: admin,
      body: { action: 'delete', ids: [gone.id, kept.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(existsSync(folderOf(goneUrl))).toBe(false);
    expect(existsSync(folderOf(keptUrl))).toBe(true);
  });
});
