import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS } from '@packdex/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { verifyPassword } from '../../lib/passwords.ts';
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

    // Generated placeholder images exist for every model.
    const photo = await t.app.inject({ url: models[0]!.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');

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
  });
});
