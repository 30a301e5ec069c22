// bench/generate: deterministic catalogues for the benchmark. `node bench/generate.ts 100k` fills
// DATA_DIR's SQLite file (or DATABASE_URL's PostgreSQL database) after migrating it.
// Sizes: 10k, 100k, 1m content items, with 5k–50k models, users, likes and comments to match.
import type { Kysely } from 'kysely';
import type { DB } from '../apps/api/src/db/schema.ts';
import { createRandom } from '../apps/api/src/db/seed/random.ts';
import { syncTags } from '../apps/api/src/db/tags.ts';
import { CATALOGUE_BASE, catalogueContentRow, catalogueModelRow } from '../apps/api/src/db/seed/bulk-catalogue.ts';
import { TITLE_ADJECTIVES, TITLE_NOUNS } from '../apps/api/src/db/seed/words.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';

export const SIZES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type Size = keyof typeof SIZES;

/** What a size holds: content items, and models, users, likes and comments in proportion. */
export function shapeOf(size: Size) {
  const contents = SIZES[size];
  return {
    contents,
    models: Math.min(50_000, Math.max(5_000, contents / 20)),
    users: Math.max(1_000, contents / 100),
    likes: contents / 10,
    comments: contents / 50,
  };
}

const DAY = 86_400_000;
const BATCH = 5_000; // rows per transaction
const CHUNK = 500; // rows per INSERT statement (PostgreSQL's 65,535 parameters)
export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_WORDS = [...TITLE_ADJECTIVES.slice(0, 8), ...TITLE_NOUNS.slice(0, 8)];

function progress(label: string, done: number, total: number, started: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const rate = done / Math.max(0.001, (performance.now() - started) / 1000);
  process.stderr.write(
    `\r  ${label.padEnd(9)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} (${Math.round(rate).toLocaleString('en')}/s)${done === total ? '\n' : ''}`,
  );
}

/** Inserts `total` rows made by `make(i)` in transactions of BATCH rows; resolves with their ids. */
async function insertAll<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  total: number,
  make: (i: number) => Record<string, unknown>,
  after?: (rows: { id: number; i: number }[], trx: Kysely<DB>) => Promise<void>,
): Promise<number[]> {
  const ids: number[] = [];
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let c = start; c < Math.min(total, start + BATCH); c += CHUNK) {
        const n = Math.min(CHUNK, total - c);
        const values = Array.from({ length: n }, (_, k) => make(c + k));
        const rows = (await trx
          .insertInto(table)
          .values(values as never)
          .returning('id' as never)
          .execute()) as unknown as { id: number }[];
        ids.push(...rows.map((r) => r.id));
        if (after)
          await after(
            rows.map((r, k) => ({ id: r.id, i: c + k })),
            trx,
          );
      }
    });
    progress(table, Math.min(total, start + BATCH), total, started);
  }
  return ids;
}

/** Fills an empty, migrated database; the same size and seed always give the same rows. */
export async function generate(db: Kysely<DB>, size: Size, seed = 1): Promise<ReturnType<typeof shapeOf>> {
  const shape = shapeOf(size);
  const rng = createRandom(seed);
  const base = CATALOGUE_BASE;
  const iso = (ms: number) => new Date(ms).toISOString();

  const modelNames: string[] = [];
  const modelIds = await insertAll(db, 'models', shape.models, (i) => {
    const row = catalogueModelRow(i, rng);
    modelNames[i] = row.name;
    return row;
  });

  const tagsOf = new Map<number, string[]>();
  const contentIds = await insertAll(
    db,
    'contents',
    shape.contents,
    (n) => {
      const { row, tags } = catalogueContentRow(n, rng, modelIds.length, (m) => ({
        id: modelIds[m]!,
        name: modelNames[m]!,
      }));
      tagsOf.set(n, tags);
      return row;
    },
    async (rows, trx) => {
      const tagRows = rows.flatMap(({ id, i }) => tagsOf.get(i)!.map((tag) => ({ content_id: id, tag })));
      for (let c = 0; c < tagRows.length; c += CHUNK * 2) {
        await trx
          .insertInto('content_tags')
          .values(tagRows.slice(c, c + CHUNK * 2))
          .execute();
      }
      for (const { i } of rows) tagsOf.delete(i);
    },
  );

  // The tags of the rows written above, with their counts (the write path resolves them one by one).
  await syncTags(db);

  const hash = await hashPassword(BENCH_PASSWORD);
  const userIds = await insertAll(db, 'users', shape.users, (i) => {
    const at = iso(base - rng.int(30, 700) * DAY);
    return {
      name: `Bench Reader ${i}`,
      email: `reader${i}@bench.example`,
      password_hash: hash,
      is_verified: 1,
      age_confirmed_at: at,
      created_at: at,
      updated_at: at,
    };
  });

  // Likes: distinct (user, item) pairs, walked deterministically.
  await insertAll(db, 'likes', shape.likes, (i) => ({
    user_id: userIds[i % userIds.length]!,
    content_id: contentIds[(i * 7919 + Math.floor(i / userIds.length)) % contentIds.length]!,
    model_id: null,
    created_at: iso(base - rng.int(0, 365) * DAY),
  }));

  await insertAll(db, 'comments', shape.comments, (i) => {
    const at = iso(base - rng.int(0, 365) * DAY);
    return {
      user_id: userIds[rng.int(0, userIds.length - 1)]!,
      content_id: contentIds[rng.int(0, contentIds.length - 1)]!,
      model_id: null,
      parent_id: null,
      text: `Lovely set, thanks for sharing (${i})`,
      created_at: at,
      updated_at: at,
    };
  });
  await addBenchCollection(db, size);
  await addBenchSimilar(db);
  return shape;
}

/** The name of the bench's public collection (the "a collection" scenario reads its page). */
export const BENCH_COLLECTION = 'Bench Collection';

/** Items in the bench's public collection: half the catalogue, up to 50,000 (a large one). */
export const collectionSize = (size: Size) => Math.min(SIZES[size] / 2, 50_000);

/**
 * A large public collection of the first reader's: every other item, saved a minute apart. Added
 * to a catalogue generated before it existed too (catalogues.ts); a catalogue holding it is left as
 * is. Answers the collection's id.
 */
export async function addBenchCollection(db: Kysely<DB>, size: Size): Promise<number> {
  const found = await db.selectFrom('collections').select('id').where('name', '=', BENCH_COLLECTION).executeTakeFirst();
  if (found) return found.id;
  const owner = await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const at = new Date(CATALOGUE_BASE).toISOString();
  const { id } = await db
    .insertInto('collections')
    .values({
      user_id: owner.id,
      name: BENCH_COLLECTION,
      slug: 'bench-collection',
      is_public: 1,
      is_default: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('contents')
    .select('id')
    .orderBy('id')
    .limit(collectionSize(size) * 2)
    .execute();
  const rows = items
    .filter((_, i) => i % 2 === 0)
    .map((item, i) => ({
      collection_id: id,
      content_id: item.id,
      added_at: new Date(CATALOGUE_BASE - (items.length - i) * 60_000).toISOString(),
    }));
  await db.transaction().execute(async (trx) => {
    for (let c = 0; c < rows.length; c += CHUNK * 2)
      await trx
        .insertInto('collection_items')
        .values(rows.slice(c, c + CHUNK * 2))
        .execute();
  });
  return id;
}

/** Neighbours the bench gives each model: the most a profile's "Similar models" shows. */
const BENCH_NEIGHBOURS = 12;

/**
 * Every model's "Similar models" list, as the models.similar job stores it (12 neighbours ranked by
 * score) and next due a day later, as after a run of the job. The job computes about 100 lists a
 * minute: a catalogue of 50,000 models just started would have almost none, and the bench would read
 * empty lists. The neighbours are spread deterministically (a fixed stride through the models), not
 * computed: the scenario measures the read, whose cost is the same whoever they are. Added to a
 * catalogue generated before it too (catalogues.ts); a catalogue holding lists is left as is.
 */
export async function addBenchSimilar(db: Kysely<DB>): Promise<void> {
  if (await db.selectFrom('model_similar').select('model_id').limit(1).executeTakeFirst()) return;
  const ids = (await db.selectFrom('models').select('id').orderBy('id').execute()).map((m) => m.id);
  const nextDue = new Date(CATALOGUE_BASE + DAY).toISOString();
  const started = performance.now();
  for (let start = 0; start < ids.length; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const batch = ids.slice(start, start + BATCH);
      const rows = batch.flatMap((id, k) =>
        Array.from({ length: BENCH_NEIGHBOURS }, (_, r) => ({
          model_id: id,
          similar_id: ids[(start + k + (r + 1) * 997) % ids.length]!,
          score: BENCH_NEIGHBOURS - r,
          rank: r + 1,
        })),
      );
      for (let c = 0; c < rows.length; c += CHUNK * 2)
        await trx
          .insertInto('model_similar')
          .values(rows.slice(c, c + CHUNK * 2))
          .execute();
      await trx.updateTable('model_similar_due').set({ due_at: nextDue }).where('model_id', 'in', batch).execute();
    });
    progress('similar', Math.min(ids.length, start + BATCH), ids.length, started);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = (process.argv[2] ?? '10k') as Size;
  if (!(size in SIZES)) throw new Error(`size must be one of ${Object.keys(SIZES).join(', ')}`);
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { createDatabase } = await import('../apps/api/src/db/database.ts');
  const { migrateToLatest } = await import('../apps/api/src/db/migrate.ts');
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const started = performance.now();
  const shape = await generate(database.db, size);
  await database.close();
  process.stdout.write(`${JSON.stringify({ size, ...shape, ms: Math.round(performance.now() - started) })}\n`);
}
