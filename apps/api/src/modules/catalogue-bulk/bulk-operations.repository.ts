import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import type { BulkOperationsTable } from '../../db/tables/bulk-operations.table.ts';

/** Bulk actions run after their answer: their progress and result (docs/catalogue-operations.md#bulk-actions). */
export function bulkOperationsRepository(db: Kysely<DB>) {
  return {
    async create(row: {
      admin_id: number;
      entity: BulkOperationsTable['entity'];
      action: string;
      total: number;
      at: string;
    }): Promise<number> {
      const { at, ...values } = row;
      const created = await db
        .insertInto('bulk_operations')
        .values({ ...values, state: 'running', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },

    /** Records how many rows are done (in the transaction of the batch that did them). */
    async progress(id: number, done: number, at: string, executor: Executor = db): Promise<void> {
      await executor.updateTable('bulk_operations').set({ done, updated_at: at }).where('id', '=', id).execute();
    },

    async finish(
      id: number,
      end: { state: 'done' | 'failed'; done: number; result: string | null; error: string | null },
      at: string,
    ): Promise<void> {
      await db
        .updateTable('bulk_operations')
        .set({ ...end, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    find: (id: number) => db.selectFrom('bulk_operations').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
export type BulkOperationsRepository = ReturnType<typeof bulkOperationsRepository>;
