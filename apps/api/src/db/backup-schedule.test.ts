import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPgTools } from '../../test/pg-tools.ts';
import { createPostgresDatabase, createTestApp, ENGINE } from '../../test/build-test-app.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { type Config, loadConfig } from '../config.ts';
import { restore } from './backup.ts';
import { backupFolderName, finishedBackups, runScheduledBackup } from './backup-schedule.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';

// Scheduled backups (docs/operations.md#scheduled-backups) and the restore drill: the newest
// backup restored into a fresh database holds every table's rows.

const HOUR = 3_600_000;

describe.skipIf(ENGINE === 'postgres' && !hasPgTools)(`scheduled backups (${ENGINE})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A site of its own: a data folder and, on PostgreSQL, a database. */
  async function site(env: Record<string, string> = {}): Promise<Config> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-scheduled-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const pg = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
    if (pg) cleanups.push(pg.drop);
    return loadConfig(
      { DATA_DIR: dataDir, SEED_DEMO: 'false', ...(pg ? { DATABASE_URL: pg.url } : {}), ...env },
      dataDir,
    );
  }

  it('takes a backup when the newest is BACKUP_EVERY_HOURS old, keeps BACKUP_KEEP, and drops unfinished ones', async () => {
    const config = await site({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' });
    const schedule = config.backups!;
    expect(schedule.dir).toBe(path.join(config.dataDir, 'backups'));
    const database = createDatabase(config);
    await migrateToLatest(database.db);
    await database.close();

    const start = new Date('2026-12-01T03:00:00.000Z');
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    expect((await runScheduledBackup(config, schedule, at(0))).taken).toBe(
      path.join(schedule.dir, '2026-12-01T03-00-00Z'),
    );
    // Within the period: nothing.
    expect(await runScheduledBackup(config, schedule, at(23))).toEqual({ taken: null, removed: [], uploaded: [] });
    // A backup that never finished (no manifest) is no backup: the period runs from the last finished one.
    const unfinished = path.join(schedule.dir, backupFolderName(at(23.5)));
    mkdirSync(unfinished);
    writeFileSync(path.join(unfinished, 'database.sqlite.partial'), 'half');
    expect((await runScheduledBackup(config, schedule, at(24))).removed).toEqual([unfinished]);
    const third = await runScheduledBackup(config, schedule, at(48));
    expect(third.removed).toEqual([path.join(schedule.dir, '2026-12-01T03-00-00Z')]);
    expect(readdirSync(schedule.dir).sort()).toEqual(['2026-12-02T03-00-00Z', '2026-12-03T03-00-00Z']);
    expect(finishedBackups(schedule.dir).map((dir) => existsSync(path.join(dir, 'manifest.json')))).toEqual([
      true,
      true,
    ]);
  }, 120_000);

  it('restores the newest backup into a fresh database with every row of every table (the drill)', async () => {
    const config = await site({ BACKUP_DIR: 'backups' });
    const database = createDatabase(config);
    await migrateToLatest(database.db);
    await seedDemoCatalogue(database.db, {
      seed: 7,
      models: 12,
      uploadsDir: null,
      fileHostDomain: config.fileHostDomain,
    });
    await database.close();
    const before = await rowCounts(config);
    expect(before.models).toBe(12);
    expect(before.contents).toBeGreaterThan(50);

    await runScheduledBackup(config, config.backups!, new Date());
    const newest = finishedBackups(config.backups!.dir).at(-1)!;
    const fresh = await site();
    await restore(fresh, newest);
    expect(await rowCounts(fresh)).toEqual(before);
  }, 120_000);

  it('runs as a scheduled job of the site when BACKUP_DIR is set, and not without it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'packdex-scheduled-job-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const t = await createTestApp({ env: { BACKUP_DIR: dir } });
    cleanups.push(() => t.close());
    await t.app.ready();
    await expect.poll(() => finishedBackups(dir).length, { timeout: 30_000 }).toBe(1);
    const off = await createTestApp();
    cleanups.push(() => off.close());
    await off.app.ready();
    expect(off.config.backups).toBeNull();
  }, 60_000);
});
