import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** One instance's heartbeat row. */
export interface InstanceBeat {
  id: string;
  host: string;
  version: string;
  startedAt: string;
}

/** The database's own health, and what the admin System page reads: instances, migrations, job runs. */
export function systemRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Resolves when the database answers a query. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /** Records that `instance` is alive at `at` (one upsert by its id). */
    async beat(instance: InstanceBeat, at: string): Promise<void> {
      await db
        .insertInto('instances')
        .values({
          id: instance.id,
          host: instance.host,
          version: instance.version,
          started_at: instance.startedAt,
          last_seen_at: at,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen_at: at }))
        .execute();
    },

    /** Removes one instance's row (it stopped). */
    async forgetInstance(id: string): Promise<void> {
      await db.deleteFrom('instances').where('id', '=', id).execute();
    },

    /** Forgets instances unseen since `before` (by the last-seen index). */
    async forgetInstancesBefore(before: string): Promise<void> {
      await db.deleteFrom('instances').where('last_seen_at', '<', before).execute();
    },

    /** Instances seen since `since`, the most recently started first (a handful: one row per process). */
    instancesSince(since: string) {
      return db
        .selectFrom('instances')
        .select(['id', 'host', 'version', 'started_at', 'last_seen_at'])
        .where('last_seen_at', '>=', since)
        .orderBy('started_at', 'desc')
        .limit(100)
        .execute();
    },

    /** The names of the migrations the database has applied (Kysely's own table), oldest first. */
    async appliedMigrations(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      return rows.map((r) => r.name);
    },

    /** Every scheduled job's lease row: its last run, outcome and time, and who holds it now. */
    jobRuns() {
      return db
        .selectFrom('job_leases')
        .select(['name', 'owner', 'lease_until', 'last_run_at', 'last_outcome', 'last_duration_ms'])
        .orderBy('name')
        .execute();
    },

    /** The database's size on disk, in bytes. */
    async databaseBytes(): Promise<number> {
      const { rows } =
        engine === 'postgres'
          ? await sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`.execute(db)
          : await sql<{
              bytes: string | number;
            }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
      return Number(rows[0]?.bytes ?? 0);
    },
  };
}
export type SystemRepository = ReturnType<typeof systemRepository>;
