import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLeases } from '../modules/jobs/job-leases.repository.ts';
import { clock } from './clock.ts';
import { NO_TRACING, type Tracing } from './tracing.ts';

export interface ScheduledJob {
  /** Unique name: the key of the job's lease. */
  name: string;
  /** Longest a run may take; the lease expires after it, so a crashed instance does not block the job. */
  leaseMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs scheduled jobs: once at start, then every `intervalMs`. Each run first takes the job's lease
 * in the database, so when several instances run the same schedule only one of them runs a job at a
 * time. Lease times read `clock`, like the jobs themselves, so tests can move time.
 */
/** What a run came to: done, failed, or skipped because another instance held the job's lease. */
export type JobOutcome = 'ok' | 'failed' | 'skipped';

export function createJobRunner(
  jobs: ScheduledJob[],
  leases: JobLeases,
  intervalMs: number,
  log: FastifyBaseLogger,
  /** Hears each run (the metrics): the job, its outcome and, for a run that happened, its time in seconds. */
  onRun: (job: string, outcome: JobOutcome, seconds?: number) => void = () => undefined,
  /** Each run is a trace of its own (its queries and requests are its children). */
  tracing: Tracing = NO_TRACING,
) {
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOne(job: ScheduledJob): Promise<boolean> {
    const now = clock.millis();
    const taken = await leases.acquire(
      job.name,
      owner,
      new Date(now).toISOString(),
      new Date(now + job.leaseMs).toISOString(),
    );
    if (!taken) {
      onRun(job.name, 'skipped');
      return false;
    }
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      await tracing.span(`job ${job.name}`, 'internal', { 'packdex.job.name': job.name }, () => job.run(), true);
      outcome = 'ok';
    } finally {
      const durationMs = performance.now() - started;
      onRun(job.name, outcome, durationMs / 1000);
      await leases.release(job.name, owner, clock.now().toISOString(), { outcome, durationMs });
    }
    return true;
  }

  async function tick(): Promise<void> {
    for (const job of jobs) {
      try {
        await runOne(job);
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  }

  return {
    /** Runs every job whose lease this instance can take now; resolves when done. */
    tick(): Promise<void> {
      running ??= tick().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Runs one job now if its lease is free; false when another instance holds it. */
    runOne,
    start(): void {
      void this.tick();
      timer ??= setInterval(() => void this.tick(), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
