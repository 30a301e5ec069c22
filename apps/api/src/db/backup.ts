import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import type { Config } from '../config.ts';

const run = promisify(execFile);

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
 * Backs up a running site into `dest`: the database (SQLite's online backup API, or pg_dump), the
 * uploads folder and DATA_DIR/secrets.json. Safe while the site serves requests.
 */
export async function backup(config: Settings, dest: string): Promise<BackupManifest> {
  mkdirSync(dest, { recursive: true });
  let database: string;
  if (config.database.kind === 'sqlite') {
    database = 'database.sqlite';
    const db = new Sqlite(config.database.file, { readonly: true });
    try {
      await db.backup(path.join(dest, database));
    } finally {
      db.close();
    }
  } else {
    database = 'database.dump';
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(dest, database), config.database.url]);
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
  } else {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      config.database.url,
      path.join(from, manifest.database),
    ]);
  }
  if (manifest.uploads) {
    rmSync(config.uploadsDir, { recursive: true, force: true });
    cpSync(path.join(from, 'uploads'), config.uploadsDir, { recursive: true });
  }
  if (manifest.secrets) cpSync(path.join(from, 'secrets.json'), path.join(config.dataDir, 'secrets.json'));
  return manifest;
}
