import { sql } from 'kysely';
import type { Engine } from './database.ts';
import type { Executor } from './schema.ts';

/**
 * Serialises the transactions that pass the same key, until each ends (a PostgreSQL advisory
 * lock). SQLite needs none: it runs one write transaction at a time.
 */
export async function lockForTransaction(engine: Engine, key: string, trx: Executor): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
