import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser, uniqueEmail } from '../../../test/factories.ts';
import { findMail, readOutbox, isAddressedTo, tokenIn } from '../../../test/mail-reader.ts';

const t = useTestApp();

const ask = (user: TestUser, body: object) => t.request('POST', '/api/auth/change-email', { as: user, body });
const confirm = (token: string | undefined) =>
  t.request('POST', '/api/auth/confirm-email', { body: { token }, ip: '192.0.2.44' });
/** Asks for `newEmail` and answers the token of the link mailed to it. */
async function mailedLink(user: TestUser, newEmail: string, typed = newEmail): Promise<string> {
  const res = await ask(user, { newEmail: typed, password: user.password });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.drain();
  return tokenIn(findMail(t.config.mail.outboxDir, newEmail, '/confirm-email')!, '/confirm-email')!;
}
const emailOf = async (id: number) =>
  await t.database.db
    .selectFrom('users')
    .select(['email', 'is_verified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/auth/change-email', () => {
  it('mails a link to the new address and a notice to the old one; nothing changes yet', async () => {
    const user = await makeUser(t);
    const newEmail = uniqueEmail('moved');
    const token = await mailedLink(user, newEmail.toLowerCase(), ` ${newEmail.toUpperCase()} `);
    expect(token).toBeTruthy();
    const notice = readOutbox(t.config.mail.outboxDir).find(
      (mail) => isAddressedTo(mail, user.email) && mail.includes(newEmail.toLowerCase()),
    );
    expect(notice).toContain('about to change');
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it.each([
    [{ newEmail: 'someone@example.test' }, 400, 'Password is required'],
    [{ newEmail: 'not-an-address', password: 'x' }, 400, 'Please enter a valid email address'],
    [{ newEmail: 'someone@example.test', password: 'not-the-password' }, 401, 'Password is incorrect'],
  ])('refuses %j with %i', async (body, status, error) => {
    const user = await makeUser(t);
    const res = await ask(user, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error });
  });

  it('answers 409 for an address another account has, only after the password, and 401 to a visitor', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    expect((await ask(user, { newEmail: other.email, password: 'wrong-password' })).statusCode).toBe(401);
    const taken = await ask(user, { newEmail: other.email, password: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'An account with this email already exists' });
    const visitor = await t.request('POST', '/api/auth/change-email', {
      body: { newEmail: uniqueEmail(), password: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/auth/confirm-email', () => {
  it('switches the address once, marks it verified, audits it, and old links stop working', async () => {
    const user = await makeUser(t);
    await t.request('POST', '/api/auth/resend-verification', { body: { email: user.email }, ip: '192.0.2.45' });
    await t.app.afterAnswer.drain();
    await t.app.mailer.drain();
    const verifyToken = tokenIn(findMail(t.config.mail.outboxDir, user.email, '/verify-email')!, '/verify-email');
    const newEmail = uniqueEmail('confirmed').toLowerCase();
    const token = await mailedLink(user, newEmail);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, email: newEmail, isVerified: true } });
    expect(await emailOf(user.id)).toEqual({ email: newEmail, is_verified: 1 });
    const used = await confirm(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ error: 'This confirmation link is invalid or has expired' });
    // The verification link mailed to the old address no longer works.
    expect((await t.request('POST', '/api/auth/verify-email', { body: { token: verifyToken } })).statusCode).toBe(400);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['user.email_change']);
    expect(JSON.parse(String(audit[0]!.details))).toMatchObject({
      before: { email: user.email },
      after: { email: newEmail },
    });
    // The account signs in with the new address.
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: newEmail, password: user.password },
      ip: '192.0.2.46',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one with 400', async () => {
    const user = await makeUser(t);
    const token = await mailedLink(user, uniqueEmail('late'));
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('no-such-token')).statusCode).toBe(400);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('answers 409 when the address was taken meanwhile', async () => {
    const user = await makeUser(t);
    const newEmail = uniqueEmail('raced').toLowerCase();
    const token = await mailedLink(user, newEmail);
    await makeUser(t, { email: newEmail });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'An account with this email already exists' });
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('gives the address to one of two accounts confirming it at the same moment, a 409 to the other', async () => {
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const newEmail = uniqueEmail('both').toLowerCase();
    const tokenA = await mailedLink(a, newEmail);
    const tokenB = await mailedLink(b, newEmail);
    const answers = await Promise.all([confirm(tokenA), confirm(tokenB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.database.db.selectFrom('users').select('id').where('email', '=', newEmail).execute();
    expect(owners).toHaveLength(1);
  });
});
