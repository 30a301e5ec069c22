import { describe, expect, it } from 'vitest';
import { useTestApp, WITHOUT_JOBS } from '../../test/build-test-app.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The staff roles migration (2026-12-10-0400-staff-roles): existing admins become `admin`, every
// other account `user`, none with two-factor sign-in on; undone and done again on this engine.
const t = useTestApp(WITHOUT_JOBS);
const BEFORE = '2026-12-09-0502-sessions-last-seen';
const AT = '2026-12-01T10:00:00.000Z';

describe('the staff roles migration', () => {
  it('makes admins admins and everyone else users, and can be undone', async () => {
    const { db } = t.database;
    await migrateTo(db, BEFORE);
    const insert = (email: string, admin: 0 | 1) =>
      db
        .insertInto('users')
        .values({ name: email, email, password_hash: 'x', is_admin: admin, created_at: AT, updated_at: AT })
        .execute();
    await insert('old-admin@example.test', 1);
    await insert('old-member@example.test', 0);

    await migrateToLatest(db);
    const roles = () =>
      db
        .selectFrom('users')
        .select(['email', 'role', 'is_admin', 'totp_secret'])
        .where('email', 'in', ['old-admin@example.test', 'old-member@example.test'])
        .orderBy('email')
        .execute();
    expect(await roles()).toEqual([
      { email: 'old-admin@example.test', role: 'admin', is_admin: 1, totp_secret: null },
      { email: 'old-member@example.test', role: 'user', is_admin: 0, totp_secret: null },
    ]);

    await migrateTo(db, BEFORE);
    await migrateToLatest(db);
    expect((await roles()).map((r) => r.role)).toEqual(['admin', 'user']);
  });
});
