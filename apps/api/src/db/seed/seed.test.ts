import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS } from '@packdex/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { pictureKeyOf } from '../../lib/pictures.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { ensureSeeded } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'boss@packdex.local' } });
});
afterAll(() => t.close());

describe('first-run seed', () => {
  it('leaves an empty catalogue when SEED_DEMO=false but still creates the admin', async () => {
    const result = await ensureSeeded(t.database, { ...t.config, seed: { ...t.config.seed, demo: false } });
    expect(result.seeded).toBe(false);
    const models = await t.database.db.selectFrom('models').select('id').execute();
    expect(models).toHaveLength(0);
    const admin = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@packdex.local')
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(1);
    expect(await verifyPassword(admin.password_hash, 'admin-password-123')).toBe(true);
  });

  it('seeds about 60 models and 600 items covering every filter value, once, deterministically', async () => {
    const demoOn = { ...t.config, seed: { ...t.config.seed, demo: true } };
    const result = await ensureSeeded(t.database, demoOn);
    expect(result.seeded).toBe(true);
    const { db } = t.database;
    const models = await db.selectFrom('models').selectAll().orderBy('id').execute();
    expect(models).toHaveLength(60);
    const distinct = (key: 'ethnicity' | 'hair_color' | 'eye_color' | 'body_type') =>
      new Set(models.map((m) => m[key]));
    expect(distinct('ethnicity')).toEqual(new Set(ETHNICITIES));
    expect(distinct('hair_color')).toEqual(new Set(HAIR_COLORS));
    expect(distinct('eye_color')).toEqual(new Set(EYE_COLORS));
    expect(distinct('body_type')).toEqual(new Set(BODY_TYPES));
    const ages = models.map((m) => m.age!);
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(65);
    const contents = await db.selectFrom('contents').select(['type', 'url', 'size', 'slug']).orderBy('id').execute();
    expect(contents.length).toBeGreaterThan(500);
    expect(contents.length).toBeLessThan(700);
    expect(new Set(contents.map((c) => c.type))).toEqual(new Set(['image', 'video', 'gallery']));
    expect(contents.every((c) => c.url.startsWith(`https://${t.config.fileHostDomain}/`))).toBe(true);
    expect(contents.every((c) => Number(c.size) > 0)).toBe(true);
    // Every pack's link is one link health checks.
    const links = await db.selectFrom('content_links').select(['content_id', 'url', 'position']).execute();
    expect(links).toHaveLength(contents.length);
    expect(new Set(links.map((l) => l.url))).toEqual(new Set(contents.map((c) => c.url)));

    // A drawn portrait for every model, a thumbnail for every pack, stored through the uploads'
    // pipeline (issue 41): a picture row each, WebP at a few widths, a placeholder, served like uploads.
    for (const url of [models[0]!.photo_url, models.at(-1)!.photo_url]) {
      const photo = await t.app.inject({ url });
      expect(photo.statusCode, url).toBe(200);
      expect(photo.headers['content-type'], url).toBe('image/webp');
    }
    const thumbnails = await db.selectFrom('contents').select(['thumbnail_url', 'thumbnail_meta']).distinct().execute();
    expect(thumbnails.length).toBeGreaterThan(120);
    for (const { thumbnail_url } of thumbnails.slice(0, 3)) {
      expect((await t.app.inject({ url: thumbnail_url! })).statusCode, thumbnail_url!).toBe(200);
    }
    const pictures = await db.selectFrom('pictures').selectAll().execute();
    expect(pictures).toHaveLength(models.length + thumbnails.length);
    expect(pictures.every((p) => p.status === 'ready' && p.placeholder && p.original)).toBe(true);
    const keys = new Set(pictures.map((p) => p.key));
    for (const row of [...models.map((m) => m.photo_url), ...thumbnails.map((c) => c.thumbnail_url)])
      expect(keys.has(pictureKeyOf(row)!), row!).toBe(true);
    expect(JSON.parse(models[0]!.photo_meta!)).toMatchObject({ status: 'ready', widths: [320, 420] });
    expect(JSON.parse(thumbnails[0]!.thumbnail_meta!)).toMatchObject({ status: 'ready', widths: [320, 480] });
    // The API describes them as it does an upload: the variants' srcset and the blur-up placeholder.
    const { photo } = await t.json<{ photo: { srcset: string; placeholder: string | null } }>(
      await t.request('GET', `/api/models/${models[0]!.slug}`),
    );
    expect(photo).toMatchObject({ status: 'ready', width: 420, height: 560 });
    expect(photo.srcset).toMatch(/ 320w, .* 420w$/);
    expect(photo.placeholder).toBeTruthy();
    const small = photo.srcset.split(' ')[0]!;
    expect((await t.app.inject({ url: small })).headers['content-type'], small).toBe('image/webp');
    // A natural order: the newest profiles are people of every age, not the oldest first.
    const time = (m: (typeof models)[number]) => new Date(m.created_at).getTime();
    const newest = [...models].sort((a, b) => time(b) - time(a)).slice(0, 12);
    const newestAges = newest.map((m) => m.age!);
    expect(newestAges).not.toEqual([...newestAges].sort((a, b) => a - b));
    expect(newestAges).not.toEqual([...newestAges].sort((a, b) => b - a));
    expect(Math.max(...newestAges) - Math.min(...newestAges)).toBeGreaterThan(20);

    // Same seed, same catalogue: a second fresh database gets identical slugs.
    const again = await createTestApp();
    await seedDemoCatalogue(again.database.db, {
      seed: again.config.seed.seed,
      models: 60,
      uploadsDir: null,
      fileHostDomain: again.config.fileHostDomain,
    });
    const slugs = await again.database.db.selectFrom('contents').select('slug').orderBy('id').execute();
    expect(slugs.map((s) => s.slug)).toEqual(contents.map((c) => c.slug));
    await again.close();

    expect((await ensureSeeded(t.database, demoOn)).seeded).toBe(false);
    expect(await db.selectFrom('models').select('id').execute()).toHaveLength(60);
  }, 300_000); // it draws and processes some 240 pictures: seconds idle, minutes on a runner sharing its cores
});
