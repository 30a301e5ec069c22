import Sqlite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { onUse } from '../lib/on-use.ts';
import { backgroundCheckpoints, FALLBACK_CHECKPOINT_PAGES } from './checkpoints.ts';
import { preparingPool } from './prepared.ts';
import type { DB, Transact } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Opens a transaction for a service; repositories take the `trx` it hands out. */
  transact: Transact;
  /** Hears every query's time in ms (the metrics; one listener, the last one set). */
  onQuery(listener: (ms: number, failed: boolean) => void): void;
  /** Hears every query's SQL (placeholders, never the values) and time in ms (the traces; one listener, the last one set). */
  traceQueries(listener: (sql: string, ms: number, failed: boolean) => void): void;
  /** PostgreSQL's connection pool in use: open, idle and waiting clients; undefined on SQLite. */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/** Kysely's query log, forwarded to whoever listens (Database.onQuery, traceQueries); costs one call per query unheard. */
function queryLog() {
  let listener: ((ms: number, failed: boolean) => void) | undefined;
  let tracer: ((sql: string, ms: number, failed: boolean) => void) | undefined;
  return {
    log: (event: LogEvent) => {
      listener?.(event.queryDurationMillis, event.level === 'error');
      tracer?.(event.query.sql, event.queryDurationMillis, event.level === 'error');
    },
    listen: (next: (ms: number, failed: boolean) => void) => void (listener = next),
    trace: (next: (sql: string, ms: number, failed: boolean) => void) => void (tracer = next),
  };
}

function handle(db: Kysely<DB>, engine: Engine, queries: ReturnType<typeof queryLog>, pool?: pg.Pool): Database {
  return {
    db,
    engine,
    transact: (work) => db.transaction().execute(work),
    onQuery: queries.listen,
    traceQueries: queries.trace,
    pool: () => (pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined),
    close: () => db.destroy(),
  };
}

// Counts and sums come back from PostgreSQL as int8/numeric text; every such figure here fits
// in a double, so read them as numbers on both engines.
const INT8 = 20;
const NUMERIC = 1700;
/** node-postgres, loaded only when DATABASE_URL names PostgreSQL. */
const postgres = onUse<typeof pg>('pg');

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return postgres().types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

/** How long a request waits for a PostgreSQL connection before it answers 503 (no hang when the database is gone). */
export const CONNECT_TIMEOUT_MS = 3000;
/** A statement that runs longer than this is cancelled client-side (a database that accepts but never answers). */
const QUERY_TIMEOUT_MS = 15_000;

/**
 * The SQLite connection's page cache, in KiB: SQLite's own default. better-sqlite3 builds SQLite with
 * 16 MB, and under load a server's connection filled it: 15-20 MB more resident memory (100k items,
 * slug reads and views: peak 183-190 MB against 214-227), with as many requests per second, since
 * pages it drops are read again from the operating system's file cache.
 */
export const SQLITE_CACHE_KIB = 2000;

/**
 * PostgreSQL plans each prepared statement once, for any parameters. By default it plans a
 * statement again at every execution for its first five and then whenever those custom plans
 * looked cheaper than a generic one, which for a search they always do: a random three-letter
 * suggestion at 10k items spent 0.5 ms planning its two statements for 0.07 ms running them, and
 * the suggestions ran 1.5-1.65 times as fast planned once (10,000 requests, 50 connections). The
 * statements here carry their plan in their SQL where a parameter would change it (a search's walk
 * or its index, firstMatches), and equality filters need no custom plan.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * No JIT compilation: PostgreSQL compiles a statement's expressions to machine code when its
 * estimated cost passes `jit_above_cost`, for each execution, which pays off for long analytical
 * scans and never for the short statements a web request runs. A generic plan's estimate knows no
 * parameter: the suggestions of several searches in one statement (a lateral join, firstMatches)
 * were estimated at 230,000, and each of its executions spent 17 ms compiling for 0.1 ms of work
 * (1M items: "suggestions, any prefix" at 1,000 req/s instead of 24,000).
 */
const NO_JIT = '-c jit=off';

/** Distinct statements kept prepared per SQLite connection (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely sees it, with its statements prepared once: Kysely prepares every query
 * it runs, and compiling the same SQL again on every request was a tenth of the server's CPU under
 * load (bench/stress.ts). Statements are keyed by their SQL text, so the same query with other
 * parameters reuses one; SQLite re-prepares a cached statement itself after a schema change.
 */
export function cachedStatements(sqlite: Sqlite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Opens the configured database: SQLite in DATA_DIR by default, PostgreSQL for postgres URLs. */
export function createDatabase(
  config: Pick<Config, 'database'>,
  /** Longer than QUERY_TIMEOUT_MS for tools writing whole catalogues at once (the bench's generator). */
  { queryTimeoutMs = QUERY_TIMEOUT_MS }: { queryTimeoutMs?: number } = {},
): Database {
  if (config.database.kind === 'postgres') {
    const pool = new (postgres().Pool)({
      connectionString: config.database.url,
      max: 10,
      types: pgTypes,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: queryTimeoutMs,
      keepAlive: true,
      options: `${GENERIC_PLANS} ${NO_JIT}`,
    });
    // An idle client whose server went away emits 'error' on the pool; unheard, it would end the
    // process. The pool drops that client and opens a fresh one on the next request.
    pool.on('error', () => undefined);
    // A checked-out client (Kysely holds one per query or transaction) has no listener of its own:
    // a connection cut mid-query would emit an unheard 'error' and crash the process. The query
    // itself still fails (answered 503), and the pool discards the dead client on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const queries = queryLog();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log: queries.log });
    return handle(db, 'postgres', queries, pool);
  }
  const file = config.database.file;
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const queries = queryLog();
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }), log: queries.log });
  if (sqlite.memory) return handle(db, 'sqlite', queries);
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  const checkpoints = backgroundCheckpoints(file, (message) =>
    process.emitWarning(`SQLite background checkpoint failed: ${message}`),
  );
  return {
    ...handle(db, 'sqlite', queries),
    // The worker stops first; closing the writer then checkpoints what is left.
    close: async () => {
      await checkpoints.stop();
      await db.destroy();
    },
  };
}
