import type { Kysely } from 'kysely';
import { CONTENT_TYPES, ETHNICITIES } from '@packdex/shared/constants';
import { syncTags } from '../tags.ts';
import type { DB } from '../schema.ts';
import { createRandom, type Random } from './random.ts';
import { CONTENT_TAGS, FIRST_NAMES, LAST_NAMES, TITLE_ADJECTIVES, TITLE_NOUNS } from './words.ts';

const DAY = 86_400_000;
/** The generated catalogue's "now": every row is dated before it. */
export const CATALOGUE_BASE = Date.UTC(2026, 10, 1);

/** The `i`th generated model's row (draws from `rng` in a fixed order, so a seed gives the same rows). */
export function catalogueModelRow(i: number, rng: Random) {
  const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i}`;
  const at = new Date(CATALOGUE_BASE - rng.int(0, 3 * 365) * DAY).toISOString();
  return {
    model_id: `BENCH-${i}`,
    slug: `bench-model-${i}`,
    name,
    photo_url: `/uploads/bench/${i}.svg`,
    views: rng.int(0, 500_000),
    ethnicity: rng.pick(ETHNICITIES),
    age: rng.int(18, 65),
    search_text: name,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The `n`th generated content item's row and tags, on one of `modelCount` models: `model(m)` gives the
 * chosen model's id and name.
 */
export function catalogueContentRow(
  n: number,
  rng: Random,
  modelCount: number,
  model: (m: number) => { id: number; name: string },
) {
  const m = rng.int(0, modelCount - 1);
  const title = `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)} ${n}`;
  const tags = rng.sample(CONTENT_TAGS, 3);
  const at = new Date(CATALOGUE_BASE - rng.int(0, 3 * 365 * 24) * 3_600_000).toISOString();
  const { id, name } = model(m);
  return {
    row: {
      slug: `bench-${n}`,
      title,
      url: `https://files.packdex.example/d/${n}`,
      thumbnail_url: null,
      type: rng.pick(CONTENT_TYPES),
      model_id: id,
      views: rng.int(0, 1_000_000),
      images: rng.int(0, 300),
      videos: rng.int(0, 20),
      size: rng.int(1e6, 5e9),
      search_text: [title, ...tags, name].join(' '),
      created_at: at,
      updated_at: at,
    },
    tags,
  };
}

/**
 * Fills a database with `contents` items spread over `models` models, fast (bulk inserts): the data
 * of the speed tests and the surge stress run. A transaction per chunk: on PostgreSQL each tagged
 * row bumps its tag's count (a trigger), and in one transaction the few tag rows collect a version
 * per bump that every later bump walks past — 100,000 items took over ten minutes; a chunk at a
 * time, seconds.
 */
export async function generateCatalogue(db: Kysely<DB>, options: { models: number; contents: number; seed: number }) {
  const rng = createRandom(options.seed);
  const chunk = 500;
  const models = Array.from({ length: options.models }, (_, i) => catalogueModelRow(i, rng));
  const ids: number[] = [];
  for (let i = 0; i < models.length; i += chunk) {
    const rows = await db
      .insertInto('models')
      .values(models.slice(i, i + chunk))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  for (let start = 0; start < options.contents; start += chunk) {
    const batch = Array.from({ length: Math.min(chunk, options.contents - start) }, (_, k) =>
      catalogueContentRow(start + k, rng, ids.length, (m) => ({ id: ids[m]!, name: models[m]!.name })),
    );
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('contents')
        .values(batch.map((b) => b.row))
        .returning('id')
        .execute();
      const tagRows = rows.flatMap((r, k) => batch[k]!.tags.map((tag) => ({ content_id: r.id, tag })));
      await trx.insertInto('content_tags').values(tagRows).execute();
    });
  }
  await db.transaction().execute((trx) => syncTags(trx));
}
