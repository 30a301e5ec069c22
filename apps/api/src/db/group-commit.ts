import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** Writes in one SQLite transaction (or one PostgreSQL batch) at most; the rest wait for the next. */
export const GROUP_COMMIT_MAX = 256;

/**
 * Calls made together, run as one: the calls of one turn of the event loop form a batch, and while
 * `concurrency` batches run, the calls that arrive wait and form the next one. `run` gets a batch's
 * inputs in arrival order and answers one output per input, in the same order. Each call is
 * answered when its batch is done; a batch that throws (or answers the wrong number of outputs)
 * fails each of its calls with that error, and the next batch runs as usual.
 */
export function batches<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  max = GROUP_COMMIT_MAX,
  concurrency = 1,
): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (out: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const outs = await run(batch.map((w) => w.input));
      if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outs.length}`);
      batch.forEach((w, i) => w.resolve(outs[i]!));
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  function start(): void {
    scheduled = false;
    while (queue.length > 0 && running < concurrency) {
      const batch = queue.slice(0, max);
      queue = queue.slice(batch.length);
      running += 1;
      void runBatch(batch).then(() => {
        running -= 1;
        // Calls that came in while this batch ran form the next one.
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || queue.length === 0 || running >= concurrency) return;
    scheduled = true;
    // Calls of this turn of the event loop join the batch.
    setImmediate(start);
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/**
 * PostgreSQL: batches of one kind in flight at once, on as many of the pool's connections, so that
 * the database's work spreads over its cores. One at a time left it on one core: views at 10k items
 * ran at 540-940/s after 20,000 views against 840-1,110 with a call per view; four ran at 2,500-3,000
 * (three runs of 10,000 views, 50 connections, autovacuum off).
 */
export const POSTGRES_BATCHES_IN_FLIGHT = 4;

/**
 * PostgreSQL calls that arrive together, sent as one (`batches`): up to GROUP_COMMIT_MAX inputs per
 * batch and POSTGRES_BATCHES_IN_FLIGHT batches at once. For the functions and reads that take a
 * batch's inputs as arrays (views, like toggles, comments, detail reads).
 */
export function postgresBatches<I, O>(run: (inputs: I[]) => Promise<O[]>): (input: I) => Promise<O> {
  return batches(run, GROUP_COMMIT_MAX, POSTGRES_BATCHES_IN_FLIGHT);
}

/**
 * PostgreSQL reads of single rows by key, asked for together, as one statement per batch
 * (`postgresBatches`): `read` gets the batch's distinct keys and answers the rows it found, in any
 * order; each call is answered with the row whose `keyOf` is its key, or undefined. For pages the
 * page cache does not hold yet (details by slug): a statement each paid its socket write, its round
 * trip and its wait for a pooled connection.
 */
export function readsInBatches<K, R>(
  read: (keys: K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
): (key: K) => Promise<R | undefined> {
  return postgresBatches(async (keys: K[]) => {
    const found = new Map((await read([...new Set(keys)])).map((row) => [keyOf(row), row]));
    return keys.map((key) => found.get(key));
  });
}

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
  return batches(
    (inputs) =>
      db.transaction().execute(async (trx) => {
        const results: O[] = [];
        for (const input of inputs) results.push(await work(input, trx));
        return results;
      }),
    max,
  );
}
