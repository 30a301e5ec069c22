import path from 'node:path';
import Database from 'better-sqlite3';
import { e2e } from './browser.ts';

// Reads the e2e server's SQLite database directly (read-only), so the figures a test expects do not
// come from the code under test.

function query<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(e2e!.dataDir, 'packdex.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The first row the query returns; an error when it returns none. */
export function row<T>(sql: string, ...params: unknown[]): T {
  const found = query((db) => db.prepare(sql).get(...params)) as T | undefined;
  if (found === undefined) throw new Error(`No row for: ${sql}`);
  return found;
}

/** The first column of the first row, as a number (0 when there is none). */
export function count(sql: string, ...params: unknown[]): number {
  const found = query((db) => db.prepare(sql).get(...params)) as Record<string, unknown> | undefined;
  return Number(Object.values(found ?? {})[0] ?? 0);
}
