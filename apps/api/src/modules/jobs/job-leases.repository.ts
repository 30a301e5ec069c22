import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Leases of scheduled jobs (job_leases): an instance may run a job only while it holds that job's
 * lease, so with several instances each due run happens once. Taking a lease is one conditional
 * UPDATE, atomic on both engines; a crashed holder's lease simply expires.
 */
export function jobLeases(db: Kysely<DB>) {
  return {
    /** Takes the lease of `name` until `until` when nobody holds an unexpired one; true when taken. */
    async acquire(name: string, owner: string, now: string, until: string): Promise<boolean> {
      await db
        .insertInto('job_leases')
        .values({ name, owner: null, lease_until: null, last_run_at: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('job_leases')
        .set({ owner, lease_until: until })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives the lease back after a run, with how it ended and how long it took (the admin System page). */
    async release(
      name: string,
      owner: string,
      at: string,
      run: { outcome: 'ok' | 'failed'; durationMs: number },
    ): Promise<void> {
      await db
        .updateTable('job_leases')
        .set({
          owner: null,
          lease_until: null,
          last_run_at: at,
          last_outcome: run.outcome,
          last_duration_ms: Math.round(run.durationMs),
        })
        .where('name', '=', name)
        .where('owner', '=', owner)
        .execute();
    },
  };
}
export type JobLeases = ReturnType<typeof jobLeases>;
