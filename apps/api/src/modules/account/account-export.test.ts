import { describe, expect, it } from 'vitest';
import type { AccountExport } from '@packdex/shared/schemas';
import { useTestApp } from '../../../test/build-test-app.ts';
import { sandboxForms, sandboxSubscribe } from '../../../test/sandbox-forms.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';

// GET /api/account/export ("Download my data"): what the site holds about the account, as a file,
// built here through the API as a member would (sandbox payments, the test app's default).
const t = useTestApp();

const ok = async (res: { statusCode: number; body: string }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
};

const form = sandboxForms(202);
/** Pays a sandbox checkout for the user, as the checkout page's form does. */
const subscribe = (user: TestUser) => sandboxSubscribe(t, user, form);

describe('GET /api/account/export', () => {
  it('answers 401 to a visitor', async () => {
    const res = await t.request('GET', '/api/account/export');
    expect(res.statusCode).toBe(401);
  });

  it('sends the account’s own data as a JSON file: profile, activity, reports, subscriptions and payments', async () => {
    const me = await makeUser(t, { verified: true, name: 'Export Owner' });
    const other = await makeUser(t, { verified: true, name: 'Someone Else' });
    const model = await makeModel(t, { name: 'Marina Export' });
    const pack = await makeContent(t, { model, title: 'Export Harbour Pack' });

    await subscribe(me);
    await ok(
      await t.request('POST', '/api/likes/toggle', { as: me, body: { contentId: pack.id, type: 'content' } }),
      'like',
    );
    await ok(await t.request('POST', `/api/models/${model.id}/follow`, { as: me }), 'follow');
    const comment = await t.request('POST', '/api/comments', {
      as: me,
      body: { contentId: pack.id, text: 'My own words about the harbour' },
    });
    await ok(comment, 'comment');
    const commentId = comment.json<{ id: number }>().id;
    // Someone replies (a notification for me) and I like their reply.
    const reply = await t.request('POST', '/api/comments', {
      as: other,
      body: { contentId: pack.id, text: 'A stranger’s reply', parentId: commentId },
    });
    await ok(reply, 'reply');
    await ok(
      await t.request('POST', `/api/comments/${reply.json<{ id: number }>().id}/like`, { as: me }),
      'comment like',
    );
    await ok(await t.request('POST', `/api/content/${pack.id}/view`, { as: me }), 'view');
    await ok(
      await t.request('POST', `/api/content/${pack.id}/share`, { as: me, body: { platform: 'telegram' } }),
      'share',
    );
    const report = await t.request('POST', '/api/reports', {
      as: me,
      body: { contentId: pack.id, reason: 'broken_link', description: 'The link answers 404' },
    });
    await ok(report, 'report');
    await ok(
      await t.request('POST', '/api/recommendations', {
        as: me,
        body: { modelId: model.id, description: 'More from her, please' },
      }),
      'recommendation',
    );
    await ok(
      await t.request('POST', '/api/support/messages', {
        as: me,
        body: { name: 'Export Owner', email: me.email, subject: 'billing-question', message: 'About my invoice' },
      }),
      'support message',
    );
    // What moderators and admins note, and what only the server keeps, must not leave with the file.
    const { db } = t.database;
    await db.updateTable('reports').set({ admin_notes: 'MODERATOR-NOTE-ABOUT-REPORTER' }).execute();
    await db.updateTable('recommendations').set({ note: 'ADMIN-NOTE-ON-RECOMMENDATION' }).execute();
    await db.updateTable('support_messages').set({ note: 'ADMIN-NOTE-ON-MESSAGE' }).execute();
    // The other account's activity stays theirs.
    await ok(
      await t.request('POST', '/api/likes/toggle', { as: other, body: { modelId: model.id, type: 'model' } }),
      'their like',
    );

    // A sign-in from a browser: a session, listed without its id.
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: me.email, password: me.password },
      ip: '203.0.113.20',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    await ok(login, 'login');
    const res = await t.request('GET', '/api/account/export', { as: me });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="packdex-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json<AccountExport>();

    expect(data).toMatchObject({ format: 'packdex-account-export', version: 1, site: t.config.siteName });
    expect(data.profile).toMatchObject({
      id: me.id,
      name: 'Export Owner',
      email: me.email,
      isVerified: true,
      isPremium: true,
      isAdmin: false,
    });
    expect(data.likes).toEqual([
      expect.objectContaining({ contentId: pack.id, contentTitle: 'Export Harbour Pack', modelId: null }),
    ]);
    expect(data.follows).toEqual([expect.objectContaining({ modelId: model.id, modelName: 'Marina Export' })]);
    expect(data.comments.map((c) => c.text)).toEqual(['My own words about the harbour']);
    expect(data.commentLikes).toHaveLength(1);
    expect(data.views).toEqual([expect.objectContaining({ contentId: pack.id, contentSlug: pack.slug })]);
    expect(data.shares).toEqual([expect.objectContaining({ contentId: pack.id, platform: 'telegram' })]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ contentId: pack.id, reason: 'broken_link', description: 'The link answers 404' }),
    ]);
    expect(data.recommendations).toEqual([
      expect.objectContaining({ modelId: model.id, description: 'More from her, please', status: 'new' }),
    ]);
    expect(data.supportMessages).toEqual([
      expect.objectContaining({ subject: 'billing-question', message: 'About my invoice' }),
    ]);
    expect(data.notifications.map((n) => n.type)).toContain('comment_reply');
    expect(data.sessions).toEqual([
      {
        device: 'Firefox · Linux',
        network: '203.0.113.0/24',
        createdAt: expect.any(String) as string,
        lastSeenAt: expect.any(String) as string,
        endedAt: null,
      },
    ]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'active' })]);
    expect(data.paymentEvents).toEqual([
      expect.objectContaining({ provider: 'sandbox', kind: 'payment', amount: { cents: 1200, currency: 'USD' } }),
    ]);

    // Never a secret: the password hash, a session or e-mail token, a checkout reference, staff notes.
    const row = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    const [checkout] = await db
      .selectFrom('payment_checkouts')
      .select('reference')
      .where('user_id', '=', me.id)
      .execute();
    const [session] = await db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute();
    const raw = res.body;
    for (const secret of [
      row.password_hash,
      me.token,
      checkout!.reference,
      session!.id,
      login.json<{ token: string }>().token,
      'MODERATOR-NOTE-ABOUT-REPORTER',
      'ADMIN-NOTE-ON-RECOMMENDATION',
      'ADMIN-NOTE-ON-MESSAGE',
    ])
      expect(raw).not.toContain(secret);
    for (const key of ['password', 'token', 'hash', 'adminNotes', 'note"'])
      expect(raw.toLowerCase()).not.toContain(key.toLowerCase());
    expect(raw).not.toContain('$argon2');
    // Nothing of the other account's own: their reply is here only as the notification I was sent.
    expect(raw).not.toContain(other.email);
    expect(data.notifications.find((n) => n.type === 'comment_reply')?.message).toContain('A stranger’s reply');
  });

  it('leaves out the e-mail tokens the site mailed', async () => {
    const me = await makeUser(t, { verified: true });
    const res = await t.request('POST', '/api/auth/forgot-password', { body: { email: me.email } });
    expect(res.statusCode).toBe(200);
    await t.app.afterAnswer.drain();
    const tokens = await t.database.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', me.id)
      .execute();
    expect(tokens).toHaveLength(1);
    const file = await t.request('GET', '/api/account/export', { as: me });
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(tokens[0]!.token_hash);
    expect(file.json<AccountExport>().profile.email).toBe(me.email);
  });
});
