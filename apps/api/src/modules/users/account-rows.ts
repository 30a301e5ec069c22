import type { Executor } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * How long a signed-in account's row is reused for its next requests on this instance. Every
 * signed-in request needs the row (token version, suspension, roles, premium): read each time, it
 * was one round trip of every two or three a signed-in request makes on PostgreSQL
 * (bench/reports/stress.md). Writes through this instance are seen at once (they forget the row);
 * a write through another instance is seen here within this bound (docs/security.md, Sessions).
 */
export const ACCOUNT_ROW_TTL_MS = 1000;
/**
 * After a write to an account, its row is read fresh for this long on this instance: the write's
 * transaction may commit after the write statement, and a read in between would keep the old row.
 * Transactions here are short (each statement is cancelled after 15 s).
 */
const SETTLE_MS = 20_000;
/** Rows kept at most; beyond it the oldest go first. */
const MAX_ROWS = 20_000;

/** An account's row as the session check reads it: with whether it hides tags (users.repository `findById`). */
export type SessionRow = UserRow & { hides_tags?: unknown };

/** Account rows as the session check reads them: briefly reused, forgotten on every write. */
export interface AccountRows {
  /** The account's row, from the cache while it is fresh. */
  find(id: number): Promise<SessionRow | undefined>;
  /** The account changed (or is about to): its next reads go to the database. */
  forget(id: number): void;
}

/** Timekeeping is real time (performance.now), not the application clock tests move. */
export function accountRows(
  users: { findById(id: number): Promise<SessionRow | undefined> },
  { ttlMs = ACCOUNT_ROW_TTL_MS, now = () => performance.now() } = {},
): AccountRows {
  const rows = new Map<number, { row: SessionRow; until: number }>();
  const settling = new Map<number, number>();
  return {
    async find(id) {
      const at = now();
      const hit = rows.get(id);
      if (hit && hit.until > at) return hit.row;
      rows.delete(id);
      const row = await users.findById(id);
      // Kept only when no write to the account began on this instance in the settling time,
      // including one that began while this read ran.
      const settlesAt = settling.get(id);
      if (settlesAt !== undefined && settlesAt <= now()) settling.delete(id);
      if (row && !settling.has(id)) {
        if (rows.size >= MAX_ROWS) rows.delete(rows.keys().next().value!);
        rows.set(id, { row, until: at + ttlMs });
      }
      return row;
    },
    forget(id) {
      rows.delete(id);
      settling.set(id, now() + SETTLE_MS);
      if (settling.size > MAX_ROWS) {
        const at = now();
        for (const [key, until] of settling) if (until <= at) settling.delete(key);
      }
    },
  };
}

/** The account writes of the users repository, each forgetting the row it changes (before and after). */
export function forgettingWrites<R extends UsersRepository>(users: R, cache: Pick<AccountRows, 'forget'>): R {
  const around =
    <A extends [number, ...unknown[]], T>(write: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      cache.forget(args[0]);
      try {
        return await write(...args);
      } finally {
        cache.forget(args[0]);
      }
    };
  return {
    ...users,
    update: around(users.update),
    setEmail: around(users.setEmail),
    bumpTokenVersion: around(users.bumpTokenVersion),
    delete: around(users.delete),
    setAgeConfirmed: around((id: number, at: string | null, executor?: Executor) =>
      users.setAgeConfirmed(id, at, executor),
    ),
  };
}
