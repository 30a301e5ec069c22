import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// Backups and restore (docs/operations.md#backups-and-restore): what a backup holds comes back,
// and what was written after it is gone.
const hasPgTools = (() => {
  try {
    execFileSync('pg_restore', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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

      await database.db.insertInto('models').values(model('Later')).execute();
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
      await database.db.insertInto('models').values(model('After')).execute();
      await database.close();
      expect(await names()).toEqual(['After', 'Kept']);
    });
  },
);
