import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The database's own health. */
export function systemRepository(db: Kysely<DB>) {
  return {
    /** Resolves when the database answers a query. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
export type SystemRepository = ReturnType<typeof systemRepository>;
