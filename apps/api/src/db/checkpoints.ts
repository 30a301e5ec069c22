import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker: its own connection to the file, checkpointing every `intervalMs`. PASSIVE never waits:
 * a checkpoint the writer or a reader holds back is finished next time. Plain JavaScript run with
 * `eval`: a worker that loads TypeScript also loads Node's type stripper, 11 MB more resident memory.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** How often the worker checkpoints. */
const INTERVAL_MS = 200;
/**
 * The connection that writes checkpoints itself only once the WAL holds this many pages (40 MB),
 * should the worker fall behind or stop; SQLite's default is 1,000.
 */
export const FALLBACK_CHECKPOINT_PAGES = 10_000;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. SQLite runs one inside the commit that takes the
 * WAL past 1,000 pages, and its fsync stalls every request in flight: at a million items, where each
 * view dirties about ten pages of its own, checkpoints were three quarters of a view's cost (2,600
 * views/s with them inline, 8,400 without; docs/adr/0018-background-checkpoints.md). A worker thread
 * with its own connection checkpoints every 200 ms instead (PASSIVE: it never blocks the writer),
 * and the writer's own checkpoints start only at FALLBACK_CHECKPOINT_PAGES.
 */
export function backgroundCheckpoints(file: string, onError: (message: string) => void): BackgroundCheckpoints {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, intervalMs: INTERVAL_MS, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  worker.on('error', (err: Error) => onError(err.message));
  // A process with nothing else to do may exit with the worker still running.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped = false;
  return {
    async stop() {
      if (!stopped) {
        stopped = true;
        worker.postMessage('stop');
        // A worker that does not answer within 2 s (stuck in a long checkpoint) is ended.
        const timer = setTimeout(() => void worker.terminate(), 2_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}
