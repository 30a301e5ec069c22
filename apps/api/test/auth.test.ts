import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './build-test-app.ts';
import { linkIn, register, uniqueEmail } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 2 });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function outboxMailTo(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  await t.app.mailer.drain();
  const files = readdirSync(t.config.mail.outboxDir).sort().reverse();
  for (const f of files) {
    const mail = readFileSync(`${t.config.mail.outboxDir}/${f}`, 'utf8');
    if (mail.includes(`To: ${email}`) && linkIn(mail, `/${kind}`)) return mail;
  }
  throw new Error(`no ${kind} mail to ${email}`);
}
const tokenOf = (mail: string, kind: string) => new URL(linkIn(mail, `/${kind}`)!).searchParams.get('token')!;

describe('POST /api/auth/register', () => {
  it('creates the account with a normalised e-mail, answers { user, token } and sends a verification mail', async () => {
    const email = uniqueEmail('New');
    const res = await post('/api/auth/register', {
      name: ' Ada ',
      email: `  ${email.toUpperCase()} `,
      password: 'secret-pass',
      ageConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ user: Record<string, unknown>; token: string }>();
    expect(body.user).toMatchObject({
      name: 'Ada',
      email: email.toLowerCase(),
      isVerified: false,
      isPremium: false,
      isAdmin: false,
      language: 'en',
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.token.split('.')).toHaveLength(3);
    const mail = await outboxMailTo(email.toLowerCase(), 'verify-email');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');
    expect(linkIn(mail, '/verify-email')).toMatch(new RegExp(`^${t.config.publicUrl}/verify-email\\?token=`));
  });

  it.each([
    [
      { name: 'A', email: 'a@b.test', password: 'secret', ageConfirmed: false },
      'You must confirm that you are 18 years or older to create an account.',
    ],
    [
      { name: 'A', email: 'a@b.test', password: 'short', ageConfirmed: true },
      'Password must be at least 6 characters long',
    ],
    [{ name: '', email: 'a@b.test', password: 'secret', ageConfirmed: true }, 'Name is required'],
    [
      { name: 'A', email: 'not-an-email', password: 'secret', ageConfirmed: true },
      'Please enter a valid email address',
    ],
    [{ email: 'a@b.test', password: 'secret', ageConfirmed: true }, 'Name is required'],
  ])('rejects %j with a readable 400', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('refuses a second account for the same e-mail with 409', async () => {
    const { email } = await register(t);
    const res = await post('/api/auth/register', {
      name: 'B',
      email: email.toUpperCase(),
      password: 'secret-pass',
      ageConfirmed: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'An account with this email already exists', code: 'CONFLICT' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const { email, password } = await register(t);
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(email);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password, in similar time', async () => {
    const { email } = await register(t);
    const time = async (payload: object) => {
      const start = performance.now();
      const res = await post('/api/auth/login', payload);
      return { res, ms: performance.now() - start };
    };
    await time({ email: uniqueEmail('warmup'), password: 'whatever' });
    const unknown = await time({ email: uniqueEmail('ghost'), password: 'whatever' });
    const wrong = await time({ email, password: 'wrong-password' });
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.json()).toEqual(wrong.res.json());
    // Both pay for an argon2id verification.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
  });

  it('rate limits repeated failures for one e-mail with 429 and Retry-After', async () => {
    const { email } = await register(t);
    let last = await post('/api/auth/login', { email, password: 'nope-nope' });
    for (let i = 0; i < 10; i += 1)
      last = await post('/api/auth/login', { email, password: 'nope-nope' }, { 'x-forwarded-for': `10.0.0.${i}` });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed link once, answering { user, token }', async () => {
    const { email } = await register(t);
    const token = tokenOf(await outboxMailTo(email, 'verify-email'), 'verify-email');
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { isVerified: boolean } }>().user.isVerified).toBe(true);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('refuses an expired or unknown token', async () => {
    const { email, user } = await register(t);
    const token = tokenOf(await outboxMailTo(email, 'verify-email'), 'verify-email');
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/invalid or has expired/);
    expect((await post('/api/auth/verify-email', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('stores only a hash of the token, with at least 128 bits of randomness in the link', async () => {
    const { email, user } = await register(t);
    const token = tokenOf(await outboxMailTo(email, 'verify-email'), 'verify-email');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.every((r) => r.token_hash !== token && !r.token_hash.includes(token))).toBe(true);
  });

  it('resend answers the same for unknown, verified and unverified addresses, and mails only the unverified', async () => {
    const { email } = await register(t);
    const answers = await Promise.all(
      [uniqueEmail('nobody'), email, t.config.admin.email].map((e) =>
        post('/api/auth/resend-verification', { email: e }),
      ),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select(['to_address', 'kind'])
      .where('kind', '=', 'verify')
      .execute();
    expect(queued.filter((q) => q.to_address === email)).toHaveLength(2);
    expect(queued.filter((q) => q.to_address === t.config.admin.email)).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const { email } = await register(t);
    const a = await post('/api/auth/forgot-password', { email });
    const b = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });

  it('resets once with the mailed link, ends old sessions, and the new password signs in', async () => {
    const { email, auth } = await register(t);
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf(await outboxMailTo(email, 'reset-password'), 'reset-password');
    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'another-pass' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/auth/dashboard', headers: auth })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses a reset link older than an hour and a short password', async () => {
    const { email, user } = await register(t);
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf(await outboxMailTo(email, 'reset-password'), 'reset-password');
    const short = await post('/api/auth/reset-password', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe('Password must be at least 6 characters long');
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset')
      .execute();
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-pass' })).statusCode).toBe(400);
  });
});
