import type { Kysely, Selectable } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { PicturesTable } from '../../db/tables/pictures.table.ts';

export type PictureRow = Selectable<PicturesTable>;

/** What a processed picture records when it lands. */
export interface LandedPicture {
  width: number;
  height: number;
  widths: string;
  placeholder: string;
  original: string;
  /** Perceptual hash (lib/phash.ts). */
  phash: string;
}

/** Stored pictures and their fetch queue (docs/catalogue-operations.md#images). */
export function picturesRepository(db: Kysely<DB>) {
  return {
    async insert(
      row: {
        key: string;
        source_url: string | null;
        status: PictureRow['status'];
        at: string;
      } & Partial<LandedPicture>,
      executor: Executor = db,
    ): Promise<void> {
      const { at, ...fields } = row;
      await executor
        .insertInto('pictures')
        .values({
          ...fields,
          next_attempt_at: row.status === 'pending' ? at : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    findByKey(key: string, executor: Executor = db): Promise<PictureRow | undefined> {
      return executor.selectFrom('pictures').selectAll().where('key', '=', key).executeTakeFirst();
    },

    /** The newest picture fetched (or being fetched) from `url`, to reuse rather than fetch again. */
    findBySource(url: string, executor: Executor = db): Promise<PictureRow | undefined> {
      return executor
        .selectFrom('pictures')
        .selectAll()
        .where('source_url', '=', url)
        .where('status', '!=', 'failed')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /**
     * Claims up to `limit` pending pictures that are due and not claimed by a run still going: each
     * by a conditional UPDATE, so two instances never fetch the same one.
     */
    async claimDue(at: string, until: string, limit: number): Promise<PictureRow[]> {
      const due = await db
        .selectFrom('pictures')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', at)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      const claimed: PictureRow[] = [];
      for (const row of due) {
        const result = await db
          .updateTable('pictures')
          .set({ claim_until: until })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', at)]))
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) claimed.push({ ...row, claim_until: until });
      }
      return claimed;
    },

    /** Stored pictures not hashed yet (stored before hashing began): the backfill's next batch. */
    unhashed(limit: number): Promise<Pick<PictureRow, 'id' | 'key' | 'original'>[]> {
      return db
        .selectFrom('pictures')
        .select(['id', 'key', 'original'])
        .where('status', '=', 'ready')
        .where('phash', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Records a picture's perceptual hash; `''` marks one whose original could not be read (not tried again). */
    async setHash(id: number, phash: string): Promise<void> {
      await db.updateTable('pictures').set({ phash }).where('id', '=', id).execute();
    },

    /** The perceptual hashes of the stored pictures with these keys (those hashed). */
    async hashesOf(keys: readonly string[], executor: Executor = db): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await executor
        .selectFrom('pictures')
        .select('phash')
        .where('key', 'in', keys)
        .where('phash', 'is not', null)
        .execute();
      return rows.map((r) => r.phash!).filter((h) => h !== '');
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('pictures').where('id', '=', id).execute();
    },

    async markReady(id: number, landed: LandedPicture, at: string): Promise<void> {
      await db
        .updateTable('pictures')
        .set({ ...landed, status: 'ready', error: null, claim_until: null, next_attempt_at: null, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** A failed attempt: tried again at `retryAt`, or failed for good when that is null. */
    async markAttempt(id: number, error: string, retryAt: string | null, at: string): Promise<void> {
      await db
        .updateTable('pictures')
        .set((eb) => ({
          status: retryAt ? 'pending' : 'failed',
          error,
          attempts: eb('attempts', '+', 1),
          next_attempt_at: retryAt,
          claim_until: null,
          updated_at: at,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type PicturesRepository = ReturnType<typeof picturesRepository>;
