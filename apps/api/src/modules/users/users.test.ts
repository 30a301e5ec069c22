import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';
import { accountRows } from './account-rows.ts';
import { type UsersRepository, usersRepository } from './users.repository.ts';
import { premiumActive, usersService } from './users.service.ts';
import { sessionsRepository } from '../sessions/sessions.repository.ts';

const t = useTestApp();
const serviceOf = (repo: UsersRepository) => usersService(repo, accountRows(repo), sessionsRepository(t.database.db));

describe('the viewer of a session', () => {
  it('carries the flags the rules need, premium only while its period runs', async () => {
    const users = serviceOf(usersRepository(t.database.db));
    const member = await makeUser(t, { verified: true, premium: true, name: 'Pat' });
    expect(await users.viewerForSession({ userId: member.id, tokenVersion: 0 })).toEqual({
      id: member.id,
      name: 'Pat',
      profilePhoto: null,
      role: 'user',
      twoFactor: false,
      isAdmin: false,
      isStaff: false,
      isVerified: true,
      isPremium: true,
      ageConfirmed: true,
      sessionId: null,
      hidesTags: false,
    });
    const lapsed = await makeUser(t, { premium: new Date(Date.now() - 1000), ageConfirmed: false });
    expect(await users.viewerForSession({ userId: lapsed.id, tokenVersion: 0 })).toMatchObject({
      isPremium: false,
      isVerified: false,
      ageConfirmed: false,
    });
  });

  it('says whether the account hides tags (its tag blacklist), which keeps it off the page cache', async () => {
    const users = serviceOf(usersRepository(t.database.db));
    const shy = await makeUser(t);
    const tag = await t.database.db
      .insertInto('tags')
      .values({ name: `Shy ${shy.id}`, slug: `shy-${shy.id}`, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('user_tag_blacklist')
      .values({ user_id: shy.id, tag_id: tag.id, created_at: new Date().toISOString() })
      .execute();
    expect(await users.viewerForSession({ userId: shy.id, tokenVersion: 0 })).toMatchObject({ hidesTags: true });
  });

  it('acts as staff only with two-factor sign-in on: the role alone grants nothing', async () => {
    const users = serviceOf(usersRepository(t.database.db));
    const viewer = async (o: Parameters<typeof makeUser>[1]) =>
      users.viewerForSession({ userId: (await makeUser(t, o)).id, tokenVersion: 0 });
    expect(await viewer({ role: 'admin' })).toMatchObject({
      role: 'admin',
      twoFactor: true,
      isAdmin: true,
      isStaff: true,
    });
    expect(await viewer({ role: 'admin', twoFactor: false })).toMatchObject({
      role: 'admin',
      isAdmin: false,
      isStaff: false,
    });
    expect(await viewer({ role: 'moderator' })).toMatchObject({ isAdmin: false, isStaff: true });
    expect(await viewer({ role: 'user', twoFactor: true })).toMatchObject({
      twoFactor: true,
      isAdmin: false,
      isStaff: false,
    });
  });

  it('is nobody for a revoked token version or a deleted account', async () => {
    const users = serviceOf(usersRepository(t.database.db));
    const user = await makeUser(t);
    expect(await users.viewerForSession({ userId: user.id, tokenVersion: 1 })).toBeNull();
    expect(await users.viewerForSession({ userId: 999999, tokenVersion: 0 })).toBeNull();
  });
});

describe('premiumActive', () => {
  it('is true for premium without an end date or before it, false after it or without premium', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    expect(premiumActive({ is_premium: 1, premium_expires_at: null }, at)).toBe(true);
    expect(premiumActive({ is_premium: 1, premium_expires_at: '2026-06-02T00:00:00Z' }, at)).toBe(true);
    expect(premiumActive({ is_premium: 1, premium_expires_at: '2026-05-31T00:00:00Z' }, at)).toBe(false);
    expect(premiumActive({ is_premium: 0, premium_expires_at: null }, at)).toBe(false);
  });
});
