import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct statements kept prepared per PostgreSQL connection (least recently used deallocated first). */
export const PG_STATEMENT_CACHE_SIZE = 128;

/** PostgreSQL's answer to a prepared `select *` after its table gained or lost a column (a migration meanwhile). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(error));

/**
 * The pool as Kysely sees it, each connection running the statements it has seen before as named
 * prepared statements: PostgreSQL parses and plans a statement once per connection instead of on
 * every request (the server shares the machine's cores with the application; bench/reports/stress.md).
 * Statements without parameters (transaction control, DDL) run as they are. A statement whose table
 * changed shape since it was prepared is prepared again; outside a transaction, its query is retried.
 */
export function preparingPool(pool: pg.Pool, size = PG_STATEMENT_CACHE_SIZE): PostgresPool {
  // Kysely keeps one connection object per client it is handed: hand out one wrapper per client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = preparing(client, size)));
      return wrapper;
    },
  };
}

function preparing(client: pg.PoolClient, size: number): PostgresPoolClient {
  const names = new Map<string, string>();
  let next = 0;
  let inTransaction = false;
  // The driver's record of what this connection has prepared (node-postgres keeps it per connection).
  const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;

  // Statements to deallocate, dropped before this connection's next statement outside a
  // transaction (one round trip for all of them; an aborted transaction would refuse it). Names
  // are never reused, so one left behind is an unused statement, not a wrong one.
  const stale: string[] = [];
  const dropStale = async () => {
    const names = stale.splice(0);
    try {
      await client.query(names.map((name) => `deallocate "${name}"`).join('; '));
      for (const name of names) if (parsed) delete parsed[name];
    } catch {
      // the connection is going away, or the statements are: nothing to keep
    }
  };

  const nameFor = (text: string): string => {
    const known = names.get(text);
    if (known) {
      names.delete(text);
      names.set(text, known);
      return known;
    }
    if (names.size >= size) {
      const [oldest, name] = names.entries().next().value!;
      names.delete(oldest);
      stale.push(name);
    }
    const name = `k${(next += 1)}`;
    names.set(text, name);
    return name;
  };

  async function run(text: string, values: readonly unknown[]) {
    if (stale.length > 0 && !inTransaction) await dropStale();
    if (values.length === 0) {
      if (/^\s*(begin|start\s+transaction)\b/i.test(text)) inTransaction = true;
      else if (/^\s*(commit|end|abort|rollback)\s*$/i.test(text)) inTransaction = false;
      return client.query(text, values as unknown[]);
    }
    const name = nameFor(text);
    try {
      return await client.query({ name, text, values: values as unknown[] });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      names.delete(text);
      stale.push(name);
      if (inTransaction) throw error;
      await dropStale();
      return client.query({ name: nameFor(text), text, values: values as unknown[] });
    }
  }

  // A cursor (Kysely's streaming, unused here) goes to the driver as it is, synchronously.
  const query = (text: unknown, values?: readonly unknown[]) =>
    typeof text === 'string' ? run(text, values ?? []) : client.query(text as pg.Submittable);
  return {
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
  };
}
