import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** Writes in one SQLite transaction at most; the rest wait for the next. */
export const GROUP_COMMIT_MAX = 256;

/**
 * SQLite writes made together: every write that arrives while the previous group is committing
 * (or in the same turn of the event loop) joins the next group, and a group is one transaction.
 * Each write is answered after its group commits, so nothing confirmed is lost, and its work runs
 * in order with the group's others, so it sees theirs (two views by one viewer in one group count
 * once). A commit writes each page it changed once, however many writes of the group changed it,
 * and the transaction's own cost is paid once (bench/: POST view). A write that throws fails its
 * whole group: each of them is answered with the error, none is half applied.
 */
export function groupCommit<I, O>(
  db: Kysely<DB>,
  work: (input: I, trx: Transaction<DB>) => Promise<O>,
  max = GROUP_COMMIT_MAX,
): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (out: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  async function commit(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const group = queue.slice(0, max);
      queue = queue.slice(group.length);
      try {
        const outs = await db.transaction().execute(async (trx) => {
          const results: O[] = [];
          for (const w of group) results.push(await work(w.input, trx));
          return results;
        });
        group.forEach((w, i) => w.resolve(outs[i]!));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      // Writes that came in while this group committed form the next one.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    running = false;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!running) {
        running = true;
        // Writes of this turn of the event loop join the first group.
        setImmediate(() => void commit());
      }
    });
}
