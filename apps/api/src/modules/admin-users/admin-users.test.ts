import type { AdminUser, AdminUserListResponse } from '@packdex/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { usersRepository } from '../users/users.repository.ts';
import { adminUsersService } from './admin-users.service.ts';

const t = useTestApp();

const auditRows = (entityId: number) =>
  t.database.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('entity', '=', 'user')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe('admin user management access', () => {
  it('answers 401 to a visitor and 403 to a user on the list and the update, whatever they send', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/users?page=abc')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/users', { as: user })).statusCode).toBe(403);
    expect((await t.request('PUT', `/api/admin/users/${user.id}`, { body: { isAdmin: true } })).statusCode).toBe(401);
    const self = await t.request('PUT', `/api/admin/users/${user.id}`, { as: user, body: { isAdmin: true } });
    expect(self.statusCode).toBe(403);
    expect(
      (await t.database.db.selectFrom('users').select('is_admin').where('id', '=', user.id).executeTakeFirstOrThrow())
        .is_admin,
    ).toBe(0);
  });
});

describe('admin user list', () => {
  it('lists accounts newest first, 20 a page, and searches name or e-mail without wildcards leaking', async () => {
    const admin = await makeUser(t, { admin: true });
    const robin = await makeUser(t, { name: 'Robin Percent_Case', email: `robin.${Date.now()}@example.test` });
    await makeUser(t, { name: 'Other Person' });
    const res = await t.request('GET', '/api/admin/users?search=percent_case', { as: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminUserListResponse>();
    expect(body.users.map((u) => u.id)).toEqual([robin.id]);
    expect(body.users[0]).toMatchObject({ name: 'Robin Percent_Case', isAdmin: false, suspendedAt: null });
    expect(body.users[0]).not.toHaveProperty('password_hash');
    expect(
      (await t.request('GET', '/api/admin/users?search=%25', { as: admin })).json<AdminUserListResponse>().users,
    ).toEqual([]);
    expect(
      (await t.request('GET', '/api/admin/users?search=ROBIN.', { as: admin })).json<AdminUserListResponse>().users,
    ).toHaveLength(1);

    const all = (await t.request('GET', '/api/admin/users', { as: admin })).json<AdminUserListResponse>();
    expect(all.pagination).toMatchObject({ page: 1, limit: 20 });
    const { n } = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.pagination.totalItems).toBe(Number(n));
    const created = all.users.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // The admin's own requests are signed-in activity.
    expect(all.users.find((u) => u.id === admin.id)?.lastSeenAt).not.toBeNull();
  });

  it.each([
    ['page=0', /page/],
    ['page=x', /page/],
    ['search=' + 'a'.repeat(201), /search/],
  ])('rejects %s with a readable 400', async (query, message) => {
    const admin = await makeUser(t, { admin: true });
    const res = await t.request('GET', `/api/admin/users?${query}`, { as: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });
});

describe('admin user changes', () => {
  it('grants and revokes admin, each written to the audit log with before and after', async () => {
    const admin = await makeUser(t, { admin: true });
    // A member who already has two-factor sign-in on: staff routes need it.
    const user = await makeUser(t, { verified: true, twoFactor: true });
    const grant = await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body: { isAdmin: true } });
    expect(grant.statusCode).toBe(200);
    expect(grant.json<AdminUser>()).toMatchObject({ id: user.id, isAdmin: true, role: 'admin' });
    // The new role works on the next request with the same token.
    expect((await t.request('GET', '/api/admin/stats', { as: user })).statusCode).toBe(200);
    const revoke = await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body: { isAdmin: false } });
    expect(revoke.json<AdminUser>()).toMatchObject({ isAdmin: false, role: 'user' });
    expect((await t.request('GET', '/api/admin/stats', { as: user })).statusCode).toBe(403);

    const rows = await auditRows(user.id);
    expect(rows.map((r) => [r.action, r.admin_id])).toEqual([
      ['grant-admin', admin.id],
      ['revoke-admin', admin.id],
    ]);
    expect(JSON.parse(rows[0]!.details!)).toMatchObject({
      before: { isAdmin: false, suspended: false },
      after: { isAdmin: true, suspended: false },
    });
    // No change, no audit row.
    await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body: { isAdmin: false } });
    expect(await auditRows(user.id)).toHaveLength(2);
  });

  it('suspends an account: its tokens stop working and sign-in says it is suspended; restoring lets it sign in', async () => {
    const admin = await makeUser(t, { admin: true });
    const user = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(200);

    const res = await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body: { suspended: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>().suspendedAt).not.toBeNull();
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(401);

    const login = await t.request('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      ip: '10.90.0.1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'This account has been suspended. Please contact support.',
    });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.request('POST', '/api/auth/login', {
      body: { email: user.email, password: 'not-it' },
      ip: '10.90.0.2',
    });
    expect(wrong.statusCode).toBe(401);

    await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body: { suspended: false } });
    const again = await t.request('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      ip: '10.90.0.3',
    });
    expect(again.statusCode).toBe(200);
    expect((await auditRows(user.id)).map((r) => r.action)).toEqual(['suspend', 'unsuspend']);
  });

  it('refuses an admin removing their own admin role or suspending themselves, and writes nothing', async () => {
    const admin = await makeUser(t, { admin: true });
    const demote = await t.request('PUT', `/api/admin/users/${admin.id}`, { as: admin, body: { isAdmin: false } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'CONFLICT', error: 'You cannot remove your own admin role' });
    const suspend = await t.request('PUT', `/api/admin/users/${admin.id}`, { as: admin, body: { suspended: true } });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toMatchObject({ error: 'You cannot suspend your own account' });
    expect((await t.request('GET', '/api/admin/stats', { as: admin })).statusCode).toBe(200);
    expect(await auditRows(admin.id)).toHaveLength(0);
  });

  it.each([
    [{}, /Nothing to change/],
    [{ isAdmin: 'yes' }, /isAdmin/],
    [{ isPremium: true }, /Only isAdmin and suspended/],
  ])('rejects the body %j with a readable 400', async (body, message) => {
    const admin = await makeUser(t, { admin: true });
    const user = await makeUser(t);
    const res = await t.request('PUT', `/api/admin/users/${user.id}`, { as: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('answers 404 for an unknown account', async () => {
    const admin = await makeUser(t, { admin: true });
    const res = await t.request('PUT', '/api/admin/users/999999', { as: admin, body: { suspended: true } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'User not found' });
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  const roleOf = async (id: number) =>
    await t.database.db.selectFrom('users').select(['role', 'is_admin']).where('id', '=', id).executeTakeFirstOrThrow();

  it('sets each role, writes it to the audit log, and the role works on the next request', async () => {
    const admin = await makeUser(t, { admin: true });
    const user = await makeUser(t, { verified: true, twoFactor: true });
    for (const role of ['editor', 'moderator', 'admin', 'user'] as const) {
      const res = await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: admin, body: { role } });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminUser>()).toMatchObject({ id: user.id, role, isAdmin: role === 'admin' });
      expect(await roleOf(user.id)).toEqual({ role, is_admin: role === 'admin' ? 1 : 0 });
    }
    // A moderator may read the reports queue, not the users page.
    await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: admin, body: { role: 'moderator' } });
    expect((await t.request('GET', '/api/reports', { as: user })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/admin/users', { as: user })).statusCode).toBe(403);
    const rows = await auditRows(user.id);
    expect(rows.map((r) => [r.action, r.admin_id])).toEqual(
      ['editor', 'moderator', 'admin', 'user', 'moderator'].map(() => ['set-role', admin.id]),
    );
    expect(JSON.parse(rows[0]!.details!)).toMatchObject({ before: { role: 'user' }, after: { role: 'editor' } });
    // Setting the role it has changes nothing and writes nothing.
    await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: admin, body: { role: 'moderator' } });
    expect(await auditRows(user.id)).toHaveLength(5);
  });

  it('keeps the last admin: an admin may step down only while another admin remains', async () => {
    const admin = await makeUser(t, { admin: true });
    const other = await makeUser(t, { admin: true });
    // Every other admin of this file's database steps down, leaving these two.
    await t.database.db
      .updateTable('users')
      .set({ role: 'user', is_admin: 0 })
      .where('role', '=', 'admin')
      .where('id', 'not in', [admin.id, other.id])
      .execute();
    const down = await t.request('PUT', `/api/admin/users/${other.id}/role`, { as: other, body: { role: 'editor' } });
    expect(down.statusCode).toBe(200);
    const last = await t.request('PUT', `/api/admin/users/${admin.id}/role`, {
      as: admin,
      body: { role: 'moderator' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ error: string }>().error).toMatch(/at least one admin/);
    expect(await roleOf(admin.id)).toEqual({ role: 'admin', is_admin: 1 });
    // The former admin is an editor now: staff management is closed to them.
    const refused = await t.request('PUT', `/api/admin/users/${admin.id}/role`, { as: other, body: { role: 'user' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('This needs the admin role');
  });

  it('is for admins only, and answers 400 for an unknown role and 404 for an unknown account', async () => {
    const admin = await makeUser(t, { admin: true });
    const user = await makeUser(t, { verified: true });
    for (const role of ['editor', 'moderator'] as const) {
      const staff = await makeUser(t, { role });
      const res = await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: staff, body: { role: 'admin' } });
      expect(res.statusCode).toBe(403);
    }
    const member = await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: user, body: { role: 'admin' } });
    expect(member.statusCode).toBe(403);
    const bad = await t.request('PUT', `/api/admin/users/${user.id}/role`, { as: admin, body: { role: 'owner' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/role must be one of: user, editor, moderator, admin/);
    const unknown = await t.request('PUT', '/api/admin/users/999999/role', { as: admin, body: { role: 'editor' } });
    expect(unknown.statusCode).toBe(404);
    expect(await roleOf(user.id)).toEqual({ role: 'user', is_admin: 0 });
  });
});

describe('the audit entry shares the change’s transaction', () => {
  it('leaves the role, the suspension and the sessions as they were, with no audit entry, when the change fails', async () => {
    const { db, transact } = t.database;
    // The entries are written, then the change fails: everything must roll back together.
    const service = adminUsersService({
      transact,
      users: usersRepository(db),
      audit: writesThenFails(auditService({ audit: auditRepository(db) })),
    });
    const admin = await makeUser(t, { admin: true });
    const user = await makeUser(t, { verified: true });
    const account = () =>
      db
        .selectFrom('users')
        .select(['is_admin', 'suspended_at', 'token_version'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
    const before = await account();
    for (const change of [{ isAdmin: true }, { suspended: true }, { isAdmin: true, suspended: true }])
      await expect(service.update(admin.viewer, user.id, change)).rejects.toThrow('disk full');
    expect(await account()).toEqual({ ...before, is_admin: 0, suspended_at: null });
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(200);
    expect(await auditRows(user.id)).toEqual([]);
  });
});
