import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clock } from './clock.ts';

// Which failures mean "nothing can be saved: the disk (the database's, or DATA_DIR's) is full"
// rather than a bug. Pure, so the error handler needs nothing from the database module.
const FULL_CODES = new Set([
  'SQLITE_FULL', // database or disk is full
  '53100', // PostgreSQL disk_full
  'ENOSPC', // no space left on device
  'EDQUOT', // disk quota exceeded
]);
const FULL_MESSAGES = /database or disk is full|no space left on device|could not extend file|disk quota exceeded/i;

/** Whether an error means the storage is full (answer 503, readiness fails) rather than a bug. */
export function isStorageFull(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  return typeof message === 'string' && FULL_MESSAGES.test(message);
}

/** How long after a write failed for want of space readiness still fails (a load balancer moves on). */
export const STORAGE_FULL_HOLD_MS = 30_000;

/**
 * Whether this instance can save: the error handler reports writes that failed for want of space,
 * and readiness (`/api/ready`) fails for STORAGE_FULL_HOLD_MS after the last one, or when writing a
 * probe file into DATA_DIR fails (uploads, and SQLite's database, live on that disk).
 */
export function storageHealth(dataDir: string) {
  let lastFullAt = -Infinity;
  const probeDir = path.join(dataDir, '.probe');
  return {
    /** A write failed for want of space, now. */
    reportFull(): void {
      lastFullAt = clock.millis();
    },
    /** Rejects with the cause when the storage cannot take a write. */
    async check(): Promise<void> {
      if (clock.millis() - lastFullAt < STORAGE_FULL_HOLD_MS)
        throw Object.assign(new Error('A write failed for want of space in the last 30 seconds'), {
          code: 'SQLITE_FULL',
        });
      await mkdir(probeDir, { recursive: true });
      const file = path.join(probeDir, `ready-${process.pid}`);
      await writeFile(file, 'ready', { flush: true });
      await rm(file, { force: true });
    },
  };
}
export type StorageHealth = ReturnType<typeof storageHealth>;
