import path from 'node:path';
import Database from 'better-sqlite3';
import { e2e } from './browser.ts';

// Reads the e2e server's SQLite database directly (read-only), so the figures a test expects do not
// come from the code under test.

function query<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(e2e.dataDir, 'packdex.db'), { readonly: true, fileMustExist: true });
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

/**
 * Makes the item's download links dead as the link checker would after its failed checks (state,
 * streak, last result and the checks in its history; next look a day away) and places the `link_dead` hold that hides the item
 * (docs/link-health.md). Writes to the server's database: for link-health journeys only.
 */
export function killLinks(contentId: number, checkedAt: string): void {
  const db = new Database(path.join(e2e.dataDir, 'packdex.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const nextCheck = new Date(Date.now() + 86_400_000).toISOString();
    db.transaction(() => {
      db.prepare(
        `update content_links set state = 'dead', failures = 3, checked_at = ?, last_status = 404, last_error = null,
           alive_since = null, next_check_at = ? where content_id = ?`,
      ).run(checkedAt, nextCheck, contentId);
      // The three failed checks that killed it, an hour apart, in the link's history.
      const history = db.prepare(
        `insert into content_link_checks (link_id, checked_at, outcome, state, status, duration_ms)
           select id, ?, 'failed', ?, 404, ? from content_links where content_id = ?`,
      );
      for (const [hoursBefore, state, ms] of [
        [2, 'unknown', 182],
        [1, 'unknown', 164],
        [0, 'dead', 171],
      ] as const)
        history.run(new Date(Date.parse(checkedAt) - hoursBefore * 3_600_000).toISOString(), state, ms, contentId);
      db.prepare(
        `insert into content_holds (target_id, reason, placed_at) values (?, 'link_dead', ?) on conflict do nothing`,
      ).run(contentId, checkedAt);
      db.prepare('update contents set hidden_at = ? where id = ? and hidden_at is null').run(checkedAt, contentId);
    })();
  } finally {
    db.close();
  }
}

/**
 * Makes a new model a draft in the review queue as the admin form does when REVIEW_BEFORE_PUBLISH
 * is on (the suite's server runs with it off): the `review` hold that hides it and the queue's row
 * naming its creator (docs/compliance.md#review-before-publication). Writes to the server's database.
 */
export function makeModelDraft(modelId: number, createdBy: number): void {
  const db = new Database(path.join(e2e.dataDir, 'packdex.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const at = new Date().toISOString();
    db.transaction(() => {
      db.prepare(
        `insert into model_holds (target_id, reason, placed_at) values (?, 'review', ?) on conflict do nothing`,
      ).run(modelId, at);
      db.prepare('update models set hidden_at = ? where id = ? and hidden_at is null').run(at, modelId);
      db.prepare(
        `insert into review_items (kind, target_id, status, created_by, created_at) values ('model', ?, 'pending', ?, ?)`,
      ).run(modelId, createdBy, at);
    })();
  } finally {
    db.close();
  }
}
