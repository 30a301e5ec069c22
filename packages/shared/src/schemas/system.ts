// The admin System page's answer (docs/operations.md, "System page"), and the health, readiness and
// test-clock calls of the system module: a subpath of its own (`@packdex/shared/schemas/system`), so
// the visitor bundle does not carry it.
import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** GET /api/admin/system: instances, migrations, scheduled jobs, queues and storage, from real data. */
export const systemStatus = z.object({
  now: isoDateTime,
  /** Instances seen in the last day, the most recently started first. */
  instances: z.array(
    z.object({
      id: z.string(),
      host: z.string(),
      release: z.string(),
      startedAt: isoDateTime,
      lastSeenAt: isoDateTime,
      /** The instance that answered this request. */
      current: z.boolean(),
      /** Seen within three job intervals. */
      live: z.boolean(),
    }),
  ),
  migrations: z.object({
    applied: z.number().int(),
    last: z.string().nullable(),
    /** Migrations this instance's release knows that the database has not applied. */
    pending: z.array(z.string()),
  }),
  jobs: z.array(
    z.object({
      name: z.string(),
      lastRunAt: isoDateTime.nullable(),
      outcome: z.enum(['ok', 'failed']).nullable(),
      durationMs: z.number().int().nullable(),
      /** The next tick of the schedule after the last run (null before the first). */
      nextRunAt: isoDateTime.nullable(),
      /** An instance holds the job's lease now. */
      running: z.boolean(),
    }),
  ),
  queues: z.array(z.object({ name: z.string(), depth: z.number().int() })),
  storage: z.object({
    databaseBytes: z.number().nullable(),
    uploadsBytes: z.number().nullable(),
    /** Files counted under the uploads folder (the count stops at a bound on very large folders). */
    uploadsFiles: z.number().int().nullable(),
    diskFreeBytes: z.number().nullable(),
    diskTotalBytes: z.number().nullable(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatus>;

/** Liveness and readiness. */
export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });

/** Test-only (TEST_CLOCK=true): move the server's clock forward, or back to real time. */
export const testClockBody = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86_400_000)
    .optional(),
  reset: z.boolean().optional(),
});
export const testClockResponse = z.object({ now: z.string(), offsetMs: z.number() });
export const readyResponse = z.object({ status: z.literal('ok'), database: z.string() });
