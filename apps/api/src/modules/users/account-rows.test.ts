import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { accountRows, forgettingWrites } from './account-rows.ts';
import { usersRepository } from './users.repository.ts';

const t = useTestApp();

/** The users repository with its reads counted, and a clock the test moves. */
function setup() {
  const repo = usersRepository(t.database.db);
  let reads = 0;
  let at = 0;
  const counted = { findById: (id: number) => ((reads += 1), repo.findById(id)) };
  const rows = accountRows(counted, { ttlMs: 1000, now: () => at });
  return { rows, writes: forgettingWrites(repo, rows), reads: () => reads, move: (ms: number) => (at += ms) };
}

describe('account rows for the session check', () => {
  it('reuses a row for the TTL, then reads it again', async () => {
    const { rows, reads, move } = setup();
    const user = await makeUser(t, { name: 'Robin' });
    expect((await rows.find(user.id))?.name).toBe('Robin');
    move(999);
    await rows.find(user.id);
    expect(reads()).toBe(1);
    move(1);
    await rows.find(user.id);
    expect(reads()).toBe(2);
  });

  it('sees a write through the repository at once: suspension, token version, roles, deletion', async () => {
    const { rows, writes } = setup();
    const user = await makeUser(t);
    expect((await rows.find(user.id))?.suspended_at).toBeNull();
    await writes.update(user.id, { suspended_at: new Date().toISOString() });
    expect((await rows.find(user.id))?.suspended_at).not.toBeNull();
    await writes.bumpTokenVersion(user.id);
    expect((await rows.find(user.id))?.token_version).toBe(1);
    await writes.setAgeConfirmed(user.id, null);
    expect((await rows.find(user.id))?.age_confirmed_at).toBeNull();
    await writes.delete(user.id);
    expect(await rows.find(user.id)).toBeUndefined();
  });

  it('keeps nothing read while a write to the account settles, even a read that began before it', async () => {
    const repo = usersRepository(t.database.db);
    let at = 0;
    let release: () => void = () => undefined;
    let reads = 0;
    const slow = {
      findById: async (id: number): Promise<UserRow | undefined> => {
        reads += 1;
        const row = await repo.findById(id);
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return row;
      },
    };
    const rows = accountRows(slow, { ttlMs: 1000, now: () => at });
    const user = await makeUser(t, { name: 'Before' });
    const first = rows.find(user.id);
    await new Promise((r) => setTimeout(r, 20));
    rows.forget(user.id); // a write begins while the first read is under way
    release();
    expect((await first)?.name).toBe('Before');
    await rows.find(user.id);
    expect(reads).toBe(2); // the first answer was not kept
    at += 19_999;
    await rows.find(user.id);
    expect(reads).toBe(3); // still settling: read every time
    at += 1;
    await rows.find(user.id);
    await rows.find(user.id);
    expect(reads).toBe(4); // settled: kept again
  });

  it('ends a session at once when the account signs out everywhere (through the API)', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(200);
    const res = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(401);
  });
});
