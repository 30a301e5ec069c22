import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ImportRefusal } from '@packdex/shared/schemas/catalogue-admin';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';
import type { CatalogueImportsTable } from '../../db/tables/imports.table.ts';

export type ImportRow = NonNullable<Awaited<ReturnType<ImportsRepository['find']>>>;

/** Kept catalogue imports and their refused rows. */
export function importsRepository(db: Kysely<DB>) {
  return {
    async create(row: Insertable<CatalogueImportsTable>, executor: Executor = db): Promise<number> {
      const { id } = await executor
        .insertInto('catalogue_imports')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    find: (id: number, executor: Executor = db) =>
      executor.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Newest first. */
    async list(page: PageRequest) {
      const [rows, total] = await Promise.all([
        pageOf(db.selectFrom('catalogue_imports').selectAll().orderBy('id', 'desc'), page).execute(),
        countOf(db.selectFrom('catalogue_imports')),
      ]);
      return { rows, total };
    },

    async update(id: number, changes: Updateable<CatalogueImportsTable>, executor: Executor = db): Promise<void> {
      await executor.updateTable('catalogue_imports').set(changes).where('id', '=', id).execute();
    },

    /**
     * Takes an import to run it: only when it is `status` and was last touched before `staleBefore`
     * (a crashed import stops touching its row), so two resumes never run one import at once.
     */
    async claim(id: number, staleBefore: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('catalogue_imports')
        .set({ status: 'running', updated_at: at, error: null })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'failed'),
            eb.and([eb('status', '=', 'running'), eb('updated_at', '<', staleBefore)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addRefusals(importId: number, refusals: readonly ImportRefusal[], executor: Executor = db): Promise<void> {
      if (refusals.length === 0) return;
      const seq = new Map<number, number>();
      const rows = refusals.map((r) => {
        const n = (seq.get(r.row) ?? 0) + 1;
        seq.set(r.row, n);
        return { import_id: importId, row: r.row, seq: n, field: r.field, error: r.error };
      });
      // A few hundred rows a statement: well under either engine's limit of bound parameters.
      for (let i = 0; i < rows.length; i += 200)
        await executor
          .insertInto('catalogue_import_refusals')
          .values(rows.slice(i, i + 200))
          .execute();
    },

    /** Refused rows in row order, `limit` after (row, seq) `after` (the report reads the first, the CSV all, in batches). */
    refusals: (importId: number, after: { row: number; seq: number }, limit: number) =>
      db
        .selectFrom('catalogue_import_refusals')
        .select(['row', 'seq', 'field', 'error'])
        .where('import_id', '=', importId)
        .where((eb) =>
          eb.or([eb('row', '>', after.row), eb.and([eb('row', '=', after.row), eb('seq', '>', after.seq)])]),
        )
        .orderBy('row')
        .orderBy('seq')
        .limit(limit)
        .execute(),
  };
}
export type ImportsRepository = ReturnType<typeof importsRepository>;
