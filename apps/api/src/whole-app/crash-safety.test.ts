// Crash safety: the real server is killed with SIGKILL in the middle of a stream of
// writes, 10 times on one database. After every kill the database passes its integrity check,
// every write the server confirmed (answered 201) is there, and no write is half done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { killServers, startServer } from '../../test/server-process.ts';

afterAll(killServers);

const KILLS = 10;
const IN_FLIGHT = 6;

interface Check {
  integrity: string;
  /** E-mails of the accounts stored. */
  emails: Set<string>;
  /** Accounts without their verification token or mail: a registration half written. */
  halfWritten: number;
}

const HALF_WRITTEN = `select count(*) as n from users u
  where u.is_admin = 0 and (
    not exists (select 1 from email_tokens t where t.user_id = u.id and t.purpose = 'verify')
    or not exists (select 1 from mail_queue m where m.to_address = u.email and m.kind = 'verify'))`;

async function inspect(dataDir: string, url: string | undefined): Promise<Check> {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // amcheck-free: a full scan of each table and its indexes' use answers without error.
      await client.query(
        'select count(*) from users; select count(*) from email_tokens; select count(*) from mail_queue',
      );
      const emails = (await client.query<{ email: string }>('select email from users')).rows.map((r) => r.email);
      const half = (await client.query<{ n: string }>(HALF_WRITTEN)).rows[0]!.n;
      return { integrity: 'ok', emails: new Set(emails), halfWritten: Number(half) };
    } finally {
      await client.end();
    }
  }
  const db = new Sqlite(path.join(dataDir, 'packdex.db'));
  try {
    const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? 'none';
    const fk = db.pragma('foreign_key_check') as unknown[];
    const emails = (db.prepare('select email from users').all() as { email: string }[]).map((r) => r.email);
    const half = (db.prepare(HALF_WRITTEN).get() as { n: number }).n;
    return {
      integrity: fk.length ? `foreign keys: ${fk.length}` : integrity,
      emails: new Set(emails),
      halfWritten: half,
    };
  } finally {
    db.close();
  }
}

it(`keeps every confirmed write through ${KILLS} SIGKILLs during a stream of writes (${ENGINE})`, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-crash-'));
  const database = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    // One proxy hop: each request says its own address, so per-address limits stay out of the way.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const confirmed: string[] = [];
  let sequence = 0;
  try {
    for (let kill = 0; kill < KILLS; kill += 1) {
      const server = await startServer(env);
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const n = (sequence += 1);
          const email = `crash.${kill}.${n}@example.test`;
          try {
            const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/register`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ name: 'Crash Test', email, password: 'crash-pass-1', ageConfirmed: true }),
            });
            if (res.status === 201) confirmed.push(email);
            else if (!stop) throw new Error(`register answered ${res.status}: ${await res.text()}`);
          } catch (err) {
            if (!stop) throw err;
          }
        }
      };
      const writers = Array.from({ length: IN_FLIGHT }, writer);
      // Let some writes through, then kill at a varying moment inside the stream.
      const before = confirmed.length;
      const deadline = Date.now() + 5000;
      while (confirmed.length < before + 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 50 + ((kill * 37) % 200)));
      server.child.kill('SIGKILL');
      stop = true;
      await server.exit;
      await Promise.all(writers);
      expect(confirmed.length, `writes confirmed before kill ${kill + 1}`).toBeGreaterThan(before);

      const state = await inspect(dataDir, database?.url);
      expect(state.integrity).toBe('ok');
      expect(state.halfWritten).toBe(0);
      expect(confirmed.filter((e) => !state.emails.has(e))).toEqual([]);
    }
    // And the server starts again on what the kills left.
    const last = await startServer(env);
    expect((await fetch(`http://127.0.0.1:${last.port}/api/ready`)).status).toBe(200);
    last.child.kill('SIGKILL');
    await last.exit;
  } finally {
    killServers();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
