import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { DB, Transact } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Opens a transaction for a service; repositories take the `trx` it hands out. */
  transact: Transact;
  close(): Promise<void>;
}

function handle(db: Kysely<DB>, engine: Engine): Database {
  return { db, engine, transact: (work) => db.transaction().execute(work), close: () => db.destroy() };
}

// Counts and sums come back from PostgreSQL as int8/numeric text; every such figure here fits
// in a double, so read them as numbers on both engines.
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

/** Opens the configured database: SQLite in DATA_DIR by default, PostgreSQL for postgres URLs. */
export function createDatabase(config: Pick<Config, 'database'>): Database {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10, types: pgTypes });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres');
  }
  const file = config.database.file;
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return handle(db, 'sqlite');
}
