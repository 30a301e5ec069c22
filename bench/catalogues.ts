// The bench's catalogues: bench/generate.ts's deterministic data for a size, generated once into
// BENCH_DATA_DIR (SQLite) or a database of TEST_DATABASE_URL's server (PostgreSQL), then reused.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { addBenchCollection, addBenchSimilar, generate, type Size } from './generate.ts';

/** The SQLite file of a size (generated once, then reused: the generator is deterministic). */
export async function sqliteFile(size: Size, dataDir: string): Promise<string> {
  const dir = path.join(dataDir, `${size}-sqlite`);
  const file = path.join(dir, 'packdex.db');
  if (existsSync(path.join(dir, 'complete'))) {
    // A catalogue generated before the bench's collection existed gets it now (once).
    const database = createDatabase(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }, dir));
    await migrateToLatest(database.db);
    await addBenchCollection(database.db, size);
    await addBenchSimilar(database.db);
    await database.close();
    return file;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stderr.write(`generating ${size} (SQLite) into ${dir}\n`);
  const config = loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }, dir);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  await generate(database.db, size);
  await database.close();
  writeFileSync(path.join(dir, 'complete'), new Date().toISOString());
  return file;
}

/**
 * A fresh copy of a size's PostgreSQL catalogue for one bench run. The catalogue is generated once
 * into `packdex_bench_<size>` and kept as a template; each call copies it into
 * `packdex_bench_<size>_run`, so a run never starts from an earlier run's views, likes, comments and
 * their dead row versions (as SQLite's runs each start from a copy of the generated file).
 */
export async function postgresUrl(size: Size, dataDir: string): Promise<string> {
  const template = await postgresTemplate(size, dataDir);
  const name = `${template}_run`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    // A file copy after a checkpoint: much faster than the default WAL-logged copy for a large database.
    await admin.query(`create database ${name} template ${template} strategy file_copy`);
  } finally {
    await admin.end();
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The generated catalogue of a size (generated once, then reused); returns the database's name. */
async function postgresTemplate(size: Size, dataDir: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `packdex_bench_${size}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  let complete = false;
  if (exists) {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    complete = Boolean(
      (await c.query("select 1 from pg_tables where tablename = 'bench_complete'").catch(() => ({ rowCount: 0 })))
        .rowCount,
    );
    await c.end();
  }
  if (complete) {
    // A catalogue generated before the bench's collection existed gets it now (once).
    const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false' }, dataDir);
    const database = createDatabase(config, { queryTimeoutMs: 60 * 60_000 });
    await migrateToLatest(database.db);
    await addBenchCollection(database.db, size);
    await addBenchSimilar(database.db);
    await database.close();
  }
  if (!complete) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    process.stderr.write(`generating ${size} (PostgreSQL) into ${name}\n`);
    const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false' }, dataDir);
    // Recounting the tags of a million items, or indexing them, takes longer than a request's query may.
    const database = createDatabase(config, { queryTimeoutMs: 60 * 60_000 });
    await migrateToLatest(database.db);
    await generate(database.db, size);
    await database.close();
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    // Vacuumed as well as analysed, as a production server's autovacuum would have done by now: a
    // table never vacuumed has no visibility map, so every index-only scan (a deep page's ids)
    // fetches each row from the table too (page 834 of the home list: 163 ms, vacuumed 4.5 ms).
    await c.query('vacuum (analyze)');
    await c.query('create table bench_complete (at text)');
    await c.end();
  }
  await admin.end();
  return name;
}
