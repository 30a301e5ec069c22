import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, uniqueEmail } from '../../../test/factories.ts';
import { findMail, linkIn, tokenIn } from '../../../test/mail-reader.ts';

const t = useTestApp();

let address = 0;
/** Each call from its own address, so the per-address limit of the auth routes stays out of the way. */
const post = (url: string, body: object, ip = `10.20.${(address >> 8) & 255}.${(address += 1) & 255}`) =>
  t.request('POST', url, { body, ip });
const register = async (email = uniqueEmail()) => {
  const res = await post('/api/auth/register', { name: 'Reader', email, password: 'secret-pass', ageConfirmed: true });
  expect(res.statusCode).toBe(201);
  return { email, ...res.json<{ user: { id: number }; token: string }>() };
};
async function mailedToken(email: string, route: '/verify-email' | '/reset-password'): Promise<string> {
  await t.app.mailer.drain();
  const mail = findMail(t.config.mail.outboxDir, email, route);
  if (!mail) throw new Error(`no ${route} mail to ${email}`);
  return tokenIn(mail, route)!;
}
const expireTokensOf = (userId: number) =>
  t.database.db
    .updateTable('email_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', userId)
    .execute();

describe('POST /api/auth/register', () => {
  it('creates the account with a normalised e-mail, answers { user, token } and mails a verification link', async () => {
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
    await t.app.mailer.drain();
    const mail = findMail(t.config.mail.outboxDir, email.toLowerCase(), '/verify-email')!;
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

  it('refuses a second account for the same e-mail, in any case, with 409', async () => {
    const { email } = await makeUser(t);
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
    const { email, password } = await makeUser(t);
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(email);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password, in similar time', async () => {
    const { email } = await makeUser(t);
    const time = async (payload: object) => {
      const start = performance.now();
      const res = await post('/api/auth/login', payload);
      return { res, ms: performance.now() - start };
    };
    await time({ email: uniqueEmail('warmup'), password: 'whatever' });
    const unknown = await time({ email: uniqueEmail('ghost'), password: 'whatever' });
    const wrong = await time({ email, password: 'wrong-password' });
    expect([unknown.res.statusCode, wrong.res.statusCode]).toEqual([401, 401]);
    expect(unknown.res.json()).toEqual(wrong.res.json());
    // Both pay for an argon2id verification.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
  });

  it('limits repeated failures for one e-mail, from any address, with 429 and Retry-After', async () => {
    const { email } = await makeUser(t);
    const codes: number[] = [];
    let last = await post('/api/auth/login', { email, password: 'nope-nope' });
    for (let i = 0; i < 10; i += 1) {
      last = await post('/api/auth/login', { email, password: 'nope-nope' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([...Array<number>(9).fill(401), 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed link once, answering { user, token }', async () => {
    const { email } = await register();
    const token = await mailedToken(email, '/verify-email');
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { isVerified: boolean } }>().user.isVerified).toBe(true);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('refuses an expired or unknown token', async () => {
    const { email, user } = await register();
    const token = await mailedToken(email, '/verify-email');
    await expireTokensOf(user.id);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/invalid or has expired/);
    expect((await post('/api/auth/verify-email', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('stores only a hash of the token, with at least 128 bits of randomness in the link', async () => {
    const { email, user } = await register();
    const token = await mailedToken(email, '/verify-email');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.every((r) => r.token_hash !== token && !r.token_hash.includes(token))).toBe(true);
  });

  it('resend answers the same for unknown, verified and unverified addresses, and mails only the unverified', async () => {
    const { email } = await register();
    const verified = await makeUser(t, { verified: true });
    const answers = await Promise.all(
      [uniqueEmail('nobody'), email, verified.email].map((e) => post('/api/auth/resend-verification', { email: e })),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select('to_address')
      .where('kind', '=', 'verify')
      .where('to_address', 'in', [email, verified.email])
      .execute();
    expect(queued.map((q) => q.to_address)).toEqual([email, email]);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const { email } = await makeUser(t);
    const a = await post('/api/auth/forgot-password', { email });
    const b = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });

  it('resets once with the mailed link, verifies the address, ends old sessions, and the new password signs in', async () => {
    const user = await makeUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(user.email, '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'another-pass' })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/auth/dashboard', { as: user })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' });
    expect(login.json()).toMatchObject({ user: { isVerified: true } });
  });

  it('refuses a reset link older than an hour and a short password', async () => {
    const user = await makeUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(user.email, '/reset-password');
    const short = await post('/api/auth/reset-password', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe('Password must be at least 6 characters long');
    await expireTokensOf(user.id);
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-pass' })).statusCode).toBe(400);
  });
});
