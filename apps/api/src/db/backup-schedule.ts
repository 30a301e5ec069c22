import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { clock } from '../lib/clock.ts';
import type { ScheduledJob } from '../lib/job-runner.ts';
import { backup } from './backup.ts';
import { syncBackupsToBucket } from './backup-s3.ts';

/**
 * Backups on a schedule (docs/operations.md#scheduled-backups): a scheduled job (routes.ts) asks
 * `runScheduledBackup` every JOB_INTERVAL_SECONDS; it takes a backup into BACKUP_DIR when the
 * newest finished one is BACKUP_EVERY_HOURS old, then keeps the BACKUP_KEEP newest. Each backup is
 * a folder named by the moment it was taken; one without a manifest did not finish, is never
 * counted as a backup, and is removed by the next run. With BACKUP_S3_* set, every finished backup
 * is then uploaded to the bucket (db/backup-s3.ts), which keeps BACKUP_KEEP of them too; an upload
 * that fails is tried again on the next run.
 */
export type BackupSchedule = NonNullable<Config['backups']>;

const FOLDER = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/;

/** A backup folder's name: its moment, in a form every file system takes (no colons). */
export const backupFolderName = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

const takenAt = (name: string) => {
  const [, day, h, m, s] = FOLDER.exec(name)!;
  return Date.parse(`${day}T${h}:${m}:${s}Z`);
};

/** The folders in `dir` named as backups, oldest first, and whether each finished (has its manifest). */
function backupFolders(dir: string): { name: string; finished: boolean }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
    .map((entry) => ({ name: entry.name, finished: existsSync(path.join(dir, entry.name, 'manifest.json')) }))
    .sort((a, b) => takenAt(a.name) - takenAt(b.name));
}

/** The finished backups in `dir`, oldest first: what a restore may be taken from. */
export const finishedBackups = (dir: string): string[] =>
  backupFolders(dir)
    .filter((folder) => folder.finished)
    .map((folder) => path.join(dir, folder.name));

/**
 * Takes a backup when the newest finished one is `everyHours` old (or there is none), then removes
 * finished backups beyond the `keep` newest and every unfinished one. With a bucket, uploads the
 * finished backups it lacks (on every run, so a failed upload is tried again) and prunes it; a
 * failed upload throws, after the local backup is complete. Answers what it took, removed and
 * uploaded.
 */
export async function runScheduledBackup(
  settings: Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>,
  schedule: BackupSchedule,
  now: Date,
): Promise<{ taken: string | null; removed: string[]; uploaded: string[] }> {
  const { taken, removed } = await takeScheduledBackup(settings, schedule, now);
  const uploaded = schedule.s3 ? await uploadPending(schedule) : [];
  return { taken, removed, uploaded };
}

/**
 * The newest local backup this process has seen safely in the bucket, by BACKUP_DIR: until the next
 * backup is taken, runs need not ask the bucket again.
 */
const inBucket = new Map<string, string>();

export async function uploadPending(schedule: BackupSchedule): Promise<string[]> {
  const local = finishedBackups(schedule.dir);
  const newest = local.at(-1);
  if (!newest || inBucket.get(schedule.dir) === newest) return [];
  const { uploaded } = await syncBackupsToBucket(schedule.s3!, local, schedule.keep);
  inBucket.set(schedule.dir, newest);
  return uploaded;
}

/** The local half of a run: a backup when one is due, and the local retention. */
export async function takeScheduledBackup(
  settings: Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>,
  schedule: BackupSchedule,
  now: Date,
): Promise<{ taken: string | null; removed: string[] }> {
  const newest = finishedBackups(schedule.dir).at(-1);
  if (newest && now.getTime() - takenAt(path.basename(newest)) < schedule.everyHours * 3_600_000) {
    return { taken: null, removed: [] };
  }
  await mkdir(schedule.dir, { recursive: true });
  const taken = path.join(schedule.dir, backupFolderName(now));
  await backup(settings, taken);
  const folders = backupFolders(schedule.dir);
  const finished = folders.filter((folder) => folder.finished);
  const removed = [
    ...finished.slice(0, Math.max(0, finished.length - schedule.keep)),
    ...folders.filter((folder) => !folder.finished),
  ].map((folder) => path.join(schedule.dir, folder.name));
  for (const folder of removed) rmSync(folder, { recursive: true, force: true });
  return { taken, removed };
}

/** The scheduled job (routes.ts): one instance at a time, for as long as a backup may take. */
export function scheduledBackupJob(
  settings: Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
): ScheduledJob {
  return {
    name: 'backups.scheduled',
    leaseMs: 60 * 60_000,
    run: async () => {
      const { taken, removed } = await takeScheduledBackup(settings, schedule, clock.now());
      if (taken) log.info({ backup: taken, removed }, 'scheduled backup taken');
      if (!schedule.s3) return;
      // A failure is logged as the job's (job-runner.ts); the local backup stays, and the next run uploads it.
      const uploaded = await uploadPending(schedule);
      if (uploaded.length) log.info({ uploaded, bucket: schedule.s3.bucket }, 'scheduled backups uploaded');
    },
  };
}
