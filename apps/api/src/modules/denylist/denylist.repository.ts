import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

interface DeniedUrl {
  url: string;
  urlKey: string;
  reason: string;
  reportId: number | null;
  addedBy: number | null;
  at: string;
}

/** The URL denylist: links that can never be listed again. */
export function denylistRepository(db: Kysely<DB>) {
  return {
    /** Adds the URL unless it is there already. */
    async add(entry: DeniedUrl, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('url_denylist')
        .values({
          url: entry.url,
          url_key: entry.urlKey,
          reason: entry.reason,
          report_id: entry.reportId,
          added_by: entry.addedBy,
          created_at: entry.at,
        })
        .onConflict((oc) => oc.column('url_key').doNothing())
        .execute();
    },

    findByKey: (urlKey: string, executor: Executor = db) =>
      executor.selectFrom('url_denylist').selectAll().where('url_key', '=', urlKey).executeTakeFirst(),
  };
}
export type DenylistRepository = ReturnType<typeof denylistRepository>;
