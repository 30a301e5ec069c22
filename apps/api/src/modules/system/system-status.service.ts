import { randomUUID } from 'node:crypto';
import { readdir, stat, statfs } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { SystemStatus } from '@packdex/shared/schemas/system';
import { clock } from '../../lib/clock.ts';
import { toIso } from '../../lib/time.ts';
import type { SystemRepository } from './system.repository.ts';

/** Instances unseen for a day leave the list (and the table). */
const FORGET_AFTER_MS = 86_400_000;
/** The uploads folder is measured at most this often (a walk of every file), and stops counting here. */
const UPLOADS_MEASURE_MS = 60_000;
const UPLOADS_MAX_FILES = 200_000;

interface Deps {
  system: SystemRepository;
  /** The release this instance runs (config.release). */
  release: string;
  /** Every migration this release knows (db/migrate.ts), to tell which the database still lacks. */
  migrations: string[];
  /** The scheduled jobs' names (read on each call: the modules add theirs as they register), and how often the schedule ticks. */
  jobs: () => string[];
  jobIntervalMs: number;
  /** Named queue depths (the same figures the metrics export). */
  queues: Record<string, () => Promise<number> | number>;
  dataDir: string;
  uploadsDir: string;
}

/** The size and file count of a folder tree, stopping at `maxFiles` files. */
async function folderSize(dir: string, maxFiles: number): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const pending = [dir];
  while (pending.length > 0 && files < maxFiles) {
    const folder = pending.pop()!;
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) {
        bytes += (await stat(full).catch(() => ({ size: 0 }))).size;
        files += 1;
        if (files >= maxFiles) break;
      }
    }
  }
  return { bytes, files };
}

/**
 * The admin System page (issue 40): which instances run which release and when each was last seen
 * (each writes a heartbeat every job interval), the migrations applied and still pending, the
 * scheduled jobs' last runs, the queues, and the storage used and free.
 */
export function systemStatusService({
  system,
  release,
  migrations,
  jobs,
  jobIntervalMs,
  queues,
  dataDir,
  uploadsDir,
}: Deps) {
  const instance = { id: randomUUID(), host: hostname(), version: release, startedAt: clock.now().toISOString() };
  let timer: NodeJS.Timeout | undefined;
  let uploads: { at: number; bytes: number; files: number } | undefined;

  async function beat(): Promise<void> {
    const now = clock.millis();
    await system.beat(instance, new Date(now).toISOString());
    await system.forgetInstancesBefore(new Date(now - FORGET_AFTER_MS).toISOString());
  }

  async function uploadsSize() {
    const now = clock.millis();
    if (!uploads || now - uploads.at > UPLOADS_MEASURE_MS)
      uploads = { at: now, ...(await folderSize(uploadsDir, UPLOADS_MAX_FILES)) };
    return uploads;
  }

  return {
    /** Writes this instance's heartbeat now and every job interval; failures are the log's (a database outage). */
    startHeartbeat(onError: (err: unknown) => void): void {
      const run = () => void beat().catch(onError);
      run();
      timer ??= setInterval(run, jobIntervalMs);
      timer.unref();
    },
    /** Stops the heartbeat and removes this instance's row: a stopped instance leaves the list, a crashed one stays as not seen. */
    async stopHeartbeat(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await system.forgetInstance(instance.id);
    },

    async status(): Promise<SystemStatus> {
      const now = clock.millis();
      const [seen, applied, runs, databaseBytes, disk, files] = await Promise.all([
        system.instancesSince(new Date(now - FORGET_AFTER_MS).toISOString()),
        system.appliedMigrations(),
        system.jobRuns(),
        system.databaseBytes(),
        statfs(dataDir).catch(() => null),
        uploadsSize(),
      ]);
      const done = new Set(applied);
      const byName = new Map(runs.map((r) => [r.name, r]));
      const names = [...new Set([...jobs(), ...runs.map((r) => r.name)])].sort();
      const depth = await Promise.all(
        Object.entries(queues).map(async ([name, read]) => ({ name, depth: Math.round(await read()) })),
      );
      return {
        now: new Date(now).toISOString(),
        instances: seen.map((row) => ({
          id: row.id,
          host: row.host,
          release: row.version,
          startedAt: toIso(row.started_at),
          lastSeenAt: toIso(row.last_seen_at),
          current: row.id === instance.id,
          live: now - new Date(toIso(row.last_seen_at)).getTime() <= 3 * jobIntervalMs,
        })),
        migrations: {
          applied: applied.length,
          last: applied.at(-1) ?? null,
          pending: migrations.filter((name) => !done.has(name)),
        },
        jobs: names.map((name) => {
          const run = byName.get(name);
          const lastRunAt = run?.last_run_at ? toIso(run.last_run_at) : null;
          return {
            name,
            lastRunAt,
            outcome: run?.last_outcome === 'ok' || run?.last_outcome === 'failed' ? run.last_outcome : null,
            durationMs: run?.last_duration_ms ?? null,
            nextRunAt: lastRunAt ? new Date(new Date(lastRunAt).getTime() + jobIntervalMs).toISOString() : null,
            running: Boolean(run?.owner && run.lease_until && new Date(toIso(run.lease_until)).getTime() > now),
          };
        }),
        queues: depth,
        storage: {
          databaseBytes,
          uploadsBytes: files.bytes,
          uploadsFiles: files.files,
          diskFreeBytes: disk ? disk.bavail * disk.bsize : null,
          diskTotalBytes: disk ? disk.blocks * disk.bsize : null,
        },
      };
    },
  };
}
export type SystemStatusService = ReturnType<typeof systemStatusService>;
