import type { Kysely } from 'kysely';
import type { DB, Executor } from './schema.ts';

/** The tables whose rows a moderation report can hide from public view. */
export type ModeratedTable = 'contents' | 'models' | 'comments';

/**
 * Existence and the hidden flag of a moderated table's rows, for that table's repository to
 * expose (the reports service hides and restores targets through them).
 */
export function moderation(db: Kysely<DB>, table: ModeratedTable) {
  return {
    /** Whether the row exists, hidden or not. */
    async exists(id: number, executor: Executor = db): Promise<boolean> {
      return Boolean(await executor.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    },
    /** Hides the row from every public list, page and search; keeps the first hiding time. */
    async hide(id: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable(table)
        .set({ hidden_at: at })
        .where('id', '=', id)
        .where('hidden_at', 'is', null)
        .execute();
    },
    async unhide(id: number, executor: Executor = db): Promise<void> {
      await executor.updateTable(table).set({ hidden_at: null }).where('id', '=', id).execute();
    },
  };
}
export type Moderation = ReturnType<typeof moderation>;
