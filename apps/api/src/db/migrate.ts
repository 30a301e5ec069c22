import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/2026-11-21-0001-initial.ts';
import type { DB } from './schema.ts';

// A static list (not a folder scan) so migrations load the same under Node, Vitest and bundlers.
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('A migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
