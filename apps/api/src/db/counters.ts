import type { Executor } from './schema.ts';

/**
 * Adds one view to an item's or a model's counter and answers the new total. A view of an item
 * moves its model's counter in the same write (content.repository.recordView; on PostgreSQL the
 * function `record_content_views` does the same).
 */
export async function addView(executor: Executor, table: 'contents' | 'models', id: number): Promise<number> {
  // Typed as contents: both tables have the same id and views columns.
  const { views } = await executor
    .updateTable(table as 'contents')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .returning('views')
    .executeTakeFirstOrThrow();
  return Number(views);
}
