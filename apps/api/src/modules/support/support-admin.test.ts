import type { SupportMessage, SupportMessageListResponse } from '@packdex/shared/schemas/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { writesThenFails } from '../../../test/failing-audit.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { supportAdminService } from './support-admin.service.ts';
import { supportRepository } from './support.repository.ts';

const t = useTestApp();

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true, name: 'Sam Support' });
});

/** A contact message stored at `at`, as the form stores it. */
const message = async (subject: string, at = new Date().toISOString()) =>
  (
    await t.database.db
      .insertInto('support_messages')
      .values({ name: 'Robin Vale', email: 'robin@example.test', subject, message: 'Hello', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** As the admin unless told; null is a visitor. */
const list = (query = '', as: TestUser | null = admin) =>
  t.request('GET', `/api/admin/support-messages${query}`, { as: as ?? undefined });
const handle = (id: number | string, body: unknown, as: TestUser | null = admin) =>
  t.request('PUT', `/api/admin/support-messages/${id}`, { as: as ?? undefined, body });
const auditOf = (id: number) => auditEntries(t, 'support_message', id);

describe('the contact messages inbox', () => {
  it('answers 401 to a visitor and 403 to a member, and 200 to an admin', async () => {
    const id = await message('other');
    const user = await makeUser(t, { verified: true, premium: true });
    expect((await list('', null)).statusCode).toBe(401);
    expect((await handle(id, { status: 'handled' }, null)).statusCode).toBe(401);
    expect((await list('', user)).statusCode).toBe(403);
    expect((await handle(id, { status: 'handled' }, user)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(200);
    expect((await handle(id, { status: 'handled' })).statusCode).toBe(200);
  });

  it('lists a message sent through the form as new, with the sender’s account when signed in', async () => {
    const sender = await makeUser(t, { verified: true });
    const sent = await t.request('POST', '/api/support/messages', {
      as: sender,
      body: { name: 'Jo Sender', email: sender.email, subject: 'billing-question', message: 'Where is my invoice?' },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const found = (await list('?status=new')).json<SupportMessageListResponse>().messages.find((m) => m.id === id);
    expect(found).toEqual({
      id,
      name: 'Jo Sender',
      email: sender.email,
      subject: 'billing-question',
      message: 'Where is my invoice?',
      userId: sender.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
      note: null,
      handledAt: null,
      handledBy: null,
    });
  });

  it('pages newest first (ties by id) with the pagination block, and filters by status', async () => {
    // Later than anything else of this file: these three are the newest.
    const oldest = await message('payment-issue', '2099-01-01T00:00:00.000Z');
    const tiedA = await message('account-problem', '2099-01-02T00:00:00.000Z');
    const tiedB = await message('technical-support', '2099-01-02T00:00:00.000Z');
    const total = (await t.database.db.selectFrom('support_messages').select('id').execute()).length;
    const first = (await list('?limit=2')).json<SupportMessageListResponse>();
    expect(first.messages.map((m) => m.id)).toEqual([tiedB, tiedA]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalItems: total, totalPages: Math.ceil(total / 2) });
    expect((await list('?limit=2&page=2')).json<SupportMessageListResponse>().messages[0]?.id).toBe(oldest);
    expect((await list()).json<SupportMessageListResponse>().pagination.limit).toBe(20);

    await handle(tiedA, { status: 'handled' });
    const handled = (await list('?status=handled&limit=100')).json<SupportMessageListResponse>().messages;
    expect(handled.map((m) => m.id)).toContain(tiedA);
    expect(handled.every((m) => m.status === 'handled')).toBe(true);
    const fresh = (await list('?status=new&limit=100')).json<SupportMessageListResponse>().messages;
    expect(fresh.map((m) => m.id)).toEqual(expect.arrayContaining([tiedB, oldest]));
    expect(fresh.every((m) => m.status === 'new')).toBe(true);
  });

  it('marks handled with a note and writes who, what and when to the audit log; reopening is audited too', async () => {
    const id = await message('feature-request');
    const res = await handle(id, { status: 'handled', note: 'Replied by mail.\nAdded to the roadmap.' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SupportMessage>()).toMatchObject({
      id,
      status: 'handled',
      note: 'Replied by mail.\nAdded to the roadmap.',
      handledAt: expect.any(String),
      handledBy: { id: admin.id, name: 'Sam Support' },
    });
    expect((await handle(id, { status: 'handled' })).statusCode).toBe(200);
    expect((await handle(id, { status: 'new' })).json<SupportMessage>()).toMatchObject({
      status: 'new',
      handledAt: null,
      handledBy: null,
    });
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.admin_id, e.action])).toEqual([
      [admin.id, 'handle'],
      [admin.id, 'reopen'],
    ]);
    expect(JSON.parse(entries[0]!.details!)).toEqual({
      label: `Message #${id} from robin@example.test: feature-request`,
      before: { status: 'new', note: null },
      after: { status: 'handled', note: 'Replied by mail.\nAdded to the roadmap.' },
    });
  });

  it('rejects a bad body or query with a readable 400, and an unknown id with 404', async () => {
    const id = await message('other');
    for (const [body, error] of [
      [{ status: 'closed' }, /status must be one of: new, handled/],
      [{ note: 'Only a note' }, /status must be one of: new, handled/],
      [{ status: 'handled', note: 'n'.repeat(2001) }, /note must be at most 2000 characters/],
      [{ status: 'handled', email: 'other@example.test' }, /Only status and note can be changed/],
      [['handled'], /Send a status \(new or handled\) and an optional note/],
    ] as const) {
      const res = await handle(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(error);
    }
    const missing = await handle(999_999, { status: 'handled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('Message not found');
    const query = await list('?status=open');
    expect(query.statusCode).toBe(400);
    expect(query.json<{ error: string }>().error).toMatch(/status must be one of: new, handled, all/);
    expect(await auditOf(id)).toEqual([]);
  });

  it('keeps the message new when the audit entry cannot be written (one transaction)', async () => {
    const { db, engine, transact } = t.database;
    const service = supportAdminService({
      transact,
      messages: supportRepository(db, engine),
      audit: writesThenFails(auditService({ audit: auditRepository(db) })),
    });
    const id = await message('other');
    await expect(service.update(admin.viewer, id, { status: 'handled', note: 'x' })).rejects.toThrow('disk full');
    const row = await db
      .selectFrom('support_messages')
      .select(['status', 'note', 'handled_at', 'handled_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', note: null, handled_at: null, handled_by: null });
  });
});
