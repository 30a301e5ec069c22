import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { Model } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, type TestContent, type TestModel } from '../../../test/factories.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { oldPicturesRepository } from './old-pictures.repository.ts';
import { picturesRepository } from './pictures.repository.ts';
import { oldPicturesFromConfig, picturesFromConfig } from './pictures.setup.ts';

// Pictures saved before the pipeline (docs/catalogue-operations.md#pictures-saved-before-the-pipeline):
// plain addresses are queued to be fetched, old uploads processed from their files; a run may stop
// anywhere and the next goes on, converting nothing twice.
const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#396' } })
  .withExif({ IFD0: { Artist: 'Old camera' } })
  .jpeg()
  .toBuffer();
const host = await standInHost({
  '/old': (_req: unknown, res: ServerResponse) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
});
const t = useTestApp({ env: { OUTBOUND_ALLOW: host.hostPort } });
afterAll(() => host.close());

function services() {
  const { db, engine } = t.database;
  const models = modelsRepository(db, engine);
  const content = contentRepository(db, engine);
  const pictures = picturesFromConfig(t.config, picturesRepository(db), async (url, meta) => {
    await models.setPhotoMeta(url, meta);
    await content.setThumbnailMeta(url, meta);
  });
  return { pictures, old: oldPicturesFromConfig(t.config, oldPicturesRepository(db), pictures) };
}

const setPhoto = (model: TestModel, photo_url: string) =>
  t.database.db.updateTable('models').set({ photo_url, photo_meta: null }).where('id', '=', model.id).execute();
const setThumbnail = (item: TestContent, thumbnail_url: string | null) =>
  t.database.db
    .updateTable('contents')
    .set({ thumbnail_url, thumbnail_meta: null })
    .where('id', '=', item.id)
    .execute();
const modelRow = (model: TestModel) =>
  t.database.db.selectFrom('models').selectAll().where('id', '=', model.id).executeTakeFirstOrThrow();
const contentRow = (item: TestContent) =>
  t.database.db.selectFrom('contents').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
const pictureCount = async () => (await t.database.db.selectFrom('pictures').select('id').execute()).length;

async function oldUpload(relative: string, bytes: Buffer) {
  const file = path.join(t.config.uploadsDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return `/uploads/${relative}`;
}

let byAddress: TestModel;
let byUpload: TestModel;
let sharedA: TestModel;
let sharedB: TestModel;
let missing: TestModel;
let escaping: TestModel;
let thumbByAddress: TestContent;
let thumbByUpload: TestContent;
let noThumb: TestContent;
beforeAll(async () => {
  const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#c63' } })
    .withExif({ IFD0: { Artist: 'Old studio' } })
    .png()
    .toBuffer();
  [byAddress, byUpload, sharedA, sharedB, missing, escaping] = (await Promise.all(
    Array.from({ length: 6 }, () => makeModel(t)),
  )) as [TestModel, TestModel, TestModel, TestModel, TestModel, TestModel];
  await setPhoto(byAddress, `${host.origin}/old/a.jpg`);
  await setPhoto(byUpload, await oldUpload('models/old-photo.png', png));
  const shared = await oldUpload('demo/models/shared.webp', await sharp(jpeg).webp().toBuffer());
  await setPhoto(sharedA, shared);
  await setPhoto(sharedB, shared);
  await setPhoto(missing, '/uploads/models/gone.webp');
  await setPhoto(escaping, '/uploads/../../../etc/hostname');
  thumbByAddress = await makeContent(t, { model: byAddress });
  thumbByUpload = await makeContent(t, { model: byAddress });
  noThumb = await makeContent(t, { model: byAddress });
  await setThumbnail(thumbByAddress, `${host.origin}/old/t.jpg`);
  await setThumbnail(thumbByUpload, await oldUpload('thumbnails/old-thumb.jpg', jpeg));
  await setThumbnail(noThumb, null);
});

describe('converting pictures saved before the pipeline', () => {
  it('goes on where a stopped run left off, converting each row once; many rows of one file share its picture', async () => {
    const { old, pictures } = services();
    const before = await pictureCount();
    // A run cut short after one row (a crash, or a small batch): the next run goes on.
    const first = await old.convertDue(1, 1);
    expect(first.converted + first.failed).toBe(2); // one row of each holder
    let total = first;
    for (let run = await old.convertDue(2, 2); run.converted + run.failed > 0; run = await old.convertDue(2, 2))
      total = { converted: total.converted + run.converted, failed: total.failed + run.failed };
    // Nothing is left: another run changes nothing.
    expect(await old.convertDue()).toEqual({ converted: 0, failed: 0 });

    // An address: queued like a form's, then fetched by the pictures job; its source kept.
    const queued = await modelRow(byAddress);
    expect(queued.photo_url).toMatch(/^\/uploads\/pictures\/[0-9a-f]{32}\/main\.webp$/);
    expect([queued.photo_source, JSON.parse(queued.photo_meta!).status]).toEqual([
      `${host.origin}/old/a.jpg`,
      'pending',
    ]);
    await pictures.fetchDue();
    const model = await t.json<Model>(await t.request('GET', `/api/models/${byAddress.slug}`));
    expect(model.photo).toMatchObject({ status: 'ready', width: 700, height: 500 });

    // An old upload: processed from its file at once, in the pipeline's formats and sizes, no metadata.
    const converted = await modelRow(byUpload);
    const key = pictureKeyOf(converted.photo_url)!;
    expect(JSON.parse(converted.photo_meta!)).toMatchObject({
      status: 'ready',
      width: 1200,
      height: 800,
      widths: [320, 640, 1200],
    });
    for (const [variant, width] of [
      ['320.webp', 320],
      ['640.webp', 640],
      ['1200.webp', 1200],
    ] as const) {
      const meta = await sharp((await t.request('GET', `/uploads/pictures/${key}/${variant}`)).rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
    }
    expect(existsSync(path.join(t.config.pictures.originalsDir, `${key}.png`))).toBe(true);

    const [a, b] = [await modelRow(sharedA), await modelRow(sharedB)];
    expect(a.photo_url).toMatch(/^\/uploads\/pictures\//);
    expect(b.photo_url).toBe(a.photo_url);

    // Not convertible: marked failed, not tried again, the address left as it was.
    for (const row of [await modelRow(missing), await modelRow(escaping)]) {
      expect(row.photo_url).not.toMatch(/^\/uploads\/pictures\//);
      expect(JSON.parse(row.photo_meta!)).toEqual({ status: 'failed' });
    }

    // Thumbnails too; an item without one is left alone.
    const thumb = await contentRow(thumbByUpload);
    expect(JSON.parse(thumb.thumbnail_meta!)).toMatchObject({ status: 'ready', width: 700, height: 500 });
    expect((await contentRow(thumbByAddress)).thumbnail_source).toBe(`${host.origin}/old/t.jpg`);
    expect(await contentRow(noThumb)).toMatchObject({ thumbnail_url: null, thumbnail_meta: null });
    const item = await t.json(await t.request('GET', `/api/content/${thumbByAddress.id}`));
    expect(item.thumbnail).toMatchObject({ status: 'ready', width: 700 });

    // One picture per distinct address: two fetched, three files (the shared one once).
    expect((await pictureCount()) - before).toBe(5);
    expect(total.failed).toBeGreaterThanOrEqual(2);
  });

  it('leaves a row an admin changed meanwhile as the admin saved it', async () => {
    const model = await makeModel(t);
    await setPhoto(model, `${host.origin}/old/raced.jpg`);
    const { old } = services();
    const repo = oldPicturesRepository(t.database.db);
    await repo.convert('model', model.id, `${host.origin}/old/other.jpg`, { url: '/x', source: null, meta: '{}' });
    expect((await modelRow(model)).photo_url).toBe(`${host.origin}/old/raced.jpg`);
    await old.convertDue();
    expect((await modelRow(model)).photo_source).toBe(`${host.origin}/old/raced.jpg`);
  });
});
