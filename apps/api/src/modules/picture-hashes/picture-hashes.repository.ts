import type { Kysely, Selectable } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { PictureHashesTable } from '../../db/tables/pictures.table.ts';

export type PictureHashRow = Selectable<PictureHashesTable>;

/** A block-list entry to add. */
export interface NewPictureHash {
  hash: string;
  label: string | null;
  source: 'removal_request' | 'report' | 'import';
  sourceId: number | null;
  addedBy: number | null;
  at: string;
}

/** The block list of known-bad pictures (docs/compliance.md#picture-hashes). */
export function pictureHashesRepository(db: Kysely<DB>) {
  return {
    async list(page: { page: number; limit: number }): Promise<{ rows: PictureHashRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('picture_hashes')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        db
          .selectFrom('picture_hashes')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** Every entry's hash: a picture is compared with all of them. */
    all(): Promise<Pick<PictureHashRow, 'id' | 'hash'>[]> {
      return db.selectFrom('picture_hashes').select(['id', 'hash']).execute();
    },

    /** Adds the entries not listed yet (a hash listed already keeps its first origin); how many were new. */
    async insert(entries: readonly NewPictureHash[], executor: Executor = db): Promise<number> {
      let added = 0;
      // In slices: SQLite binds at most a few thousand parameters per statement.
      for (let i = 0; i < entries.length; i += 500) {
        const rows = await executor
          .insertInto('picture_hashes')
          .values(
            entries.slice(i, i + 500).map((e) => ({
              hash: e.hash,
              label: e.label,
              source: e.source,
              source_id: e.sourceId,
              added_by: e.addedBy,
              created_at: e.at,
            })),
          )
          .onConflict((oc) => oc.column('hash').doNothing())
          .returning('id')
          .execute();
        added += rows.length;
      }
      return added;
    },

    async remove(id: number, executor: Executor = db): Promise<PictureHashRow | undefined> {
      return executor.deleteFrom('picture_hashes').where('id', '=', id).returningAll().executeTakeFirst();
    },

    async recordHit(id: number, at: string): Promise<void> {
      await db
        .updateTable('picture_hashes')
        .set((eb) => ({ hits: eb('hits', '+', 1), last_hit_at: at }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type PictureHashesRepository = ReturnType<typeof pictureHashesRepository>;
