import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPgTools } from '../../test/pg-tools.ts';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { loadConfig } from '../config.ts';
import { backup, RESTORE_ID_GAP, restore } from './backup.ts';
import { createDatabase } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

const require = createRequire(import.meta.url);

// Backups and restore (docs/operations.md#backups-and-restore): what a backup holds comes back,
// and what was written after it is gone.

describe.skipIf(ENGINE === 'postgres' && !hasPgTools)(
  `backup and restore (${ENGINE}; PostgreSQL needs pg_dump and pg_restore on PATH)`,
  () => {
    const dirs: string[] = [];
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
      await drop?.();
    });

    it('restores the database, the uploads and the secrets as they were at the backup', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-backup-'));
      const dest = mkdtempSync(path.join(tmpdir(), 'packdex-backup-to-'));
      dirs.push(dataDir, dest);
      const pg = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
      drop = pg?.drop;
      const config = loadConfig(
        { DATA_DIR: dataDir, SEED_DEMO: 'false', ...(pg ? { DATABASE_URL: pg.url } : {}) },
        dataDir,
      );
      const at = new Date().toISOString();
      const model = (name: string) => ({
        model_id: name,
        slug: name.toLowerCase(),
        name,
        photo_url: '/uploads/x.svg',
        search_text: name,
        created_at: at,
        updated_at: at,
      });
      const names = async () => {
        const database = createDatabase(config);
        try {
          return (await database.db.selectFrom('models').select('name').orderBy('name').execute()).map((r) => r.name);
        } finally {
          await database.close();
        }
      };

      let database = createDatabase(config);
      await migrateToLatest(database.db);
      await database.db.insertInto('models').values(model('Kept')).execute();
      mkdirSync(path.join(config.uploadsDir, 'models'), { recursive: true });
      writeFileSync(path.join(config.uploadsDir, 'models', 'kept.svg'), '<svg/>');
      writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"kept"}');

      // Taken while the database is open and in use, as on a running site.
      const manifest = await backup(config, dest);
      expect(manifest).toMatchObject({ engine: ENGINE, uploads: true, secrets: true });

      const later = await database.db
        .insertInto('models')
        .values(model('Later'))
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.deleteFrom('models').where('name', '=', 'Kept').execute();
      writeFileSync(path.join(config.uploadsDir, 'models', 'later.svg'), '<svg/>');
      writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"changed"}');
      await database.close();
      expect(await names()).toEqual(['Later']);

      await restore(config, dest);
      expect(await names()).toEqual(['Kept']);
      expect(existsSync(path.join(config.uploadsDir, 'models', 'kept.svg'))).toBe(true);
      expect(existsSync(path.join(config.uploadsDir, 'models', 'later.svg'))).toBe(false);
      expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toContain('kept');
      // The restored database takes the migrations and writes as before.
      database = createDatabase(config);
      await migrateToLatest(database.db);
      const after = await database.db
        .insertInto('models')
        .values(model('After'))
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.close();
      expect(await names()).toEqual(['After', 'Kept']);
      // An id handed out after the backup is never handed out again (a provider or a link may still
      // name it): ids start RESTORE_ID_GAP past the backup's.
      expect(after.id).toBeGreaterThan(later.id);
      expect(after.id).toBeGreaterThanOrEqual(RESTORE_ID_GAP);
    });
  },
);

describe.runIf(ENGINE === 'sqlite')('a backup of a busy SQLite site', () => {
  it('completes while another process writes all the while, a whole copy, its manifest written last', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'packdex-busy-'));
    const dest = path.join(dir, 'backup');
    const file = path.join(dir, 'packdex.db');
    const db = new Sqlite(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (id integer primary key, v blob)');
    const insert = db.prepare('insert into t (v) values (randomblob(2048))');
    db.transaction(() => {
      for (let n = 0; n < 5000; n += 1) insert.run();
    })();
    db.close();
    // The site: another process writing a row every 2 ms (the 50 views/s, and more).
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(${JSON.stringify(file)}, { timeout: 5000 });
         const insert = db.prepare('insert into t (v) values (randomblob(2048))');
         setInterval(() => insert.run(), 2);
         setTimeout(() => process.exit(0), 60_000);`,
      ],
      { cwd: path.dirname(require.resolve('better-sqlite3/package.json')), stdio: 'ignore' },
    );
    try {
      const count = () => {
        const reader = new Sqlite(file, { readonly: true });
        try {
          return (reader.prepare('select count(*) as n from t').get() as { n: number }).n;
        } finally {
          reader.close();
        }
      };
      await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(5100);
      const manifest = await backup(
        { database: { kind: 'sqlite', file }, dataDir: dir, uploadsDir: path.join(dir, 'uploads') },
        dest,
      );
      expect(manifest).toMatchObject({ engine: 'sqlite', database: 'database.sqlite' });
      expect(count()).toBeGreaterThan(5100); // still written to
      const copy = new Sqlite(path.join(dest, 'database.sqlite'), { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect((copy.prepare('select count(*) as n from t').get() as { n: number }).n).toBeGreaterThan(5000);
      } finally {
        copy.close();
      }
      expect(readdirSync(dest).sort()).toEqual(['database.sqlite', 'manifest.json']);
    } finally {
      writer.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(ENGINE === 'postgres' && hasPgTools)('restoring a backup taken before an upgrade (PostgreSQL)', () => {
  it('replaces a database that has newer migrations, whose tables name the restored ones', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-rollback-'));
    const pg = await createPostgresDatabase();
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: pg.url }, dataDir);
      let database = createDatabase(config);
      await migrateTo(database.db, '2026-11-29-0300-popular-order-tables');
      const at = new Date().toISOString();
      const row = {
        slug: 'kept',
        name: 'Kept',
        photo_url: '/x.svg',
        search_text: 'kept',
        created_at: at,
        updated_at: at,
      };
      await database.db
        .insertInto('models')
        .values({ model_id: 'kept', ...row })
        .execute();
      await backup(config, path.join(dataDir, 'before-upgrade'));
      // The upgrade: newer tables whose foreign keys name the tables the backup restores.
      await migrateToLatest(database.db);
      await database.db
        .insertInto('models')
        .values({ model_id: 'later', ...row, slug: 'later', name: 'Later' })
        .execute();
      await database.close();

      await restore(config, path.join(dataDir, 'before-upgrade'));
      database = createDatabase(config);
      try {
        expect(await migrateToLatest(database.db)).toContain('2026-12-06-0100-holds');
        const names = await database.db.selectFrom('models').select('name').execute();
        expect(names.map((n) => n.name)).toEqual(['Kept']);
      } finally {
        await database.close();
      }
    } finally {
      await pg.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
