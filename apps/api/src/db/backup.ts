import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import type { Config } from '../config.ts';

const run = promisify(execFile);

/**
 * How far every id sequence moves on after a restore. Ids handed out after the backup was taken
 * (accounts, items) are unknown to the restored database, yet providers, mails and links may still
 * name them: handing them out again would give a stranger what was someone else's. A site that
 * made more than a million rows of one table between its backup and its restore is not this one.
 */
export const RESTORE_ID_GAP = 1_000_000;

/** What a backup folder holds (docs/operations.md#backups-and-restore). */
interface BackupManifest {
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  /** database.sqlite (an online SQLite backup) or database.dump (pg_dump custom format). */
  database: string;
  uploads: boolean;
  secrets: boolean;
}

type Settings = Pick<Config, 'database' | 'dataDir' | 'uploadsDir'>;

/**
 * Backs up a running site into `dest`: the database (SQLite's `VACUUM INTO`, or pg_dump), the
 * uploads folder and DATA_DIR/secrets.json. Safe while the site serves requests and writes. The
 * database is written to a `.partial` file and renamed once whole, and the manifest is written
 * last: a backup without a manifest is not one.
 */
export async function backup(config: Settings, dest: string): Promise<BackupManifest> {
  mkdirSync(dest, { recursive: true });
  // A manifest left from an earlier backup here would describe files this one is replacing.
  rmSync(path.join(dest, 'manifest.json'), { force: true });
  let database: string;
  if (config.database.kind === 'sqlite') {
    database = 'database.sqlite';
    const partial = path.join(dest, `${database}.partial`);
    rmSync(partial, { force: true });
    // One read transaction over the whole database: writers go on meanwhile (WAL), and the copy is
    // of one moment. The online backup API restarted whenever the site wrote, and on a busy site
    // never finished.
    const db = new Sqlite(config.database.file, { readonly: true, fileMustExist: true, timeout: 10_000 });
    try {
      db.prepare('VACUUM INTO ?').run(partial);
    } finally {
      db.close();
    }
    renameSync(partial, path.join(dest, database));
  } else {
    database = 'database.dump';
    const partial = path.join(dest, `${database}.partial`);
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', partial, config.database.url]);
    renameSync(partial, path.join(dest, database));
  }
  const uploads = existsSync(config.uploadsDir);
  if (uploads) cpSync(config.uploadsDir, path.join(dest, 'uploads'), { recursive: true });
  const secretsFile = path.join(config.dataDir, 'secrets.json');
  const secrets = existsSync(secretsFile);
  if (secrets) cpSync(secretsFile, path.join(dest, 'secrets.json'));
  const manifest: BackupManifest = {
    engine: config.database.kind,
    createdAt: new Date().toISOString(),
    database,
    uploads,
    secrets,
  };
  writeFileSync(path.join(dest, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Replaces the whole `public` schema with the dump's, in one transaction: what a newer version added
 * since the backup (tables whose constraints name the restored ones) goes too, and a failure leaves
 * the database as it was. `pg_restore --clean` dropped only what the dump holds, and failed on the
 * constraints of newer tables: the documented way back from an upgrade did not work.
 */
async function restorePostgres(url: string, dump: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'packdex-restore-'));
  try {
    const script = path.join(dir, 'restore.sql');
    await run('pg_restore', ['--no-owner', '--file', path.join(dir, 'dump.sql'), dump]);
    writeFileSync(
      script,
      [
        'DROP SCHEMA IF EXISTS public CASCADE;',
        'CREATE SCHEMA public;',
        `\\i ${path.join(dir, 'dump.sql')}`,
        // Ids handed out after the backup are never handed out again (RESTORE_ID_GAP).
        `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, coalesce(last_value, 0) + ${RESTORE_ID_GAP}) FROM pg_sequences WHERE schemaname = 'public';`,
        '',
      ].join('\n'),
    );
    await run(
      'psql',
      ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--file', script, url],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the configured database and DATA_DIR, replacing what is there. Stop every
 * instance first; start them again afterwards (migrations newer than the backup run on start).
 */
export async function restore(config: Settings, from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.engine !== config.database.kind) {
    throw new Error(`This backup is of a ${manifest.engine} database; the configured one is ${config.database.kind}.`);
  }
  if (config.database.kind === 'sqlite') {
    const file = config.database.file;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    mkdirSync(path.dirname(file), { recursive: true });
    cpSync(path.join(from, manifest.database), file);
    const restored = new Sqlite(file);
    try {
      // Every table's ids come from AUTOINCREMENT (never reused after a delete): move them all on.
      restored.prepare('update sqlite_sequence set seq = seq + ?').run(RESTORE_ID_GAP);
    } finally {
      restored.close();
    }
  } else {
    await restorePostgres(config.database.url, path.join(from, manifest.database));
  }
  if (manifest.uploads) {
    rmSync(config.uploadsDir, { recursive: true, force: true });
    cpSync(path.join(from, 'uploads'), config.uploadsDir, { recursive: true });
  }
  if (manifest.secrets) cpSync(path.join(from, 'secrets.json'), path.join(config.dataDir, 'secrets.json'));
  return manifest;
}
