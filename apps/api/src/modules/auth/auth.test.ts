import { describe, expect, it, vi } from 'vitest';
import { answeredWithin } from '../../../test/answered-within.ts';
import { ADMIN_PASSWORD, useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, uniqueEmail } from '../../../test/factories.ts';
import { findMail, headerOf, linkIn, tokenIn } from '../../../test/mail-reader.ts';

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

describe('the account’s language', () => {
  const registerIn = async (extra: object, headers: Record<string, string> = {}) => {
    const email = uniqueEmail('Lang');
    const res = await t.request('POST', '/api/auth/register', {
      body: { name: 'Greta', email, password: 'secret-pass', ageConfirmed: true, ...extra },
      headers,
      ip: `10.21.${(address >> 8) & 255}.${(address += 1) & 255}`,
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.drain();
    const mail = findMail(t.config.mail.outboxDir, email.toLowerCase(), '/verify-email');
    expect(mail, 'the verification mail arrived with its link').toBeDefined();
    return { language: res.json<{ user: { language: string } }>().user.language, mail: mail! };
  };

  it('is the interface’s language the form sent, and the verification mail goes out in German', async () => {
    const { language, mail } = await registerIn({ language: 'de' }, { 'accept-language': 'fr' });
    expect(language).toBe('de');
    expect(headerOf(mail, 'Subject')).toBe(`Bestätige deine E-Mail-Adresse für ${t.config.siteName}`);
    expect(mail).toContain('Hallo Greta,');
    expect(mail).toContain(`Willkommen bei ${t.config.siteName}! Bitte bestätige deine E-Mail-Adresse`);
    expect(mail).toContain('Dieser Link ist 24 Stunden gültig.');
    expect(mail).toMatch(/Bestätige deine E-Mail-Adresse: https?:\/\/\S+\/verify-email\?token=/);
    expect(mail).toContain('>E-Mail bestätigen</a>');
    expect(mail).toContain('Oder öffne diesen Link: http');
    expect(mail).not.toMatch(/Verify|Welcome|Or open this link/);
    const verified = await post('/api/auth/verify-email', { token: tokenIn(mail, '/verify-email') });
    expect(verified.statusCode).toBe(200);
  });

  it('is else the first of the browser’s languages we have (Accept-Language), else English', async () => {
    const russian = await registerIn({}, { 'accept-language': 'nl-NL, ru-RU;q=0.9, en;q=0.8' });
    expect(russian.language).toBe('ru');
    expect(headerOf(russian.mail, 'Subject')).toBe(`Подтвердите адрес электронной почты для ${t.config.siteName}`);
    expect(russian.mail).toContain('Здравствуйте, Greta!');
    const english = await registerIn({}, { 'accept-language': 'it-IT, nl;q=0.5' });
    expect(english.language).toBe('en');
    expect(headerOf(english.mail, 'Subject')).toBe(`Verify your email for ${t.config.siteName}`);
    expect(english.mail).toContain('Hi Greta,');
  });

  it('refuses a language the site does not have', async () => {
    const res = await post('/api/auth/register', {
      name: 'A',
      email: uniqueEmail(),
      password: 'secret-pass',
      ageConfirmed: true,
      language: 'it',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('language must be one of: en, es, pt, fr, de, ru');
  });

  it('is the language of the password reset mail (the profile’s, as it is now)', async () => {
    const user = await makeUser(t);
    await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute();
    await post('/api/auth/forgot-password', { email: user.email });
    await t.app.mailer.drain();
    const mail = findMail(t.config.mail.outboxDir, user.email, '/reset-password')!;
    expect(headerOf(mail, 'Subject')).toBe(`Réinitialisez votre mot de passe ${t.config.siteName}`);
    expect(mail).toContain('Ce lien est valable 1 heure et ne fonctionne qu’une fois.');
    expect(mail).toContain('>Réinitialiser le mot de passe</a>');
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
    const time = async (payload: object) => {
      const start = performance.now();
      const res = await post('/api/auth/login', payload);
      return { res, ms: performance.now() - start };
    };
    await time({ email: uniqueEmail('warmup'), password: 'whatever' });
    // Medians of alternating tries: one pair of timings on a busy machine can differ threefold. Each
    // wrong password is for its own account, so no e-mail reaches the failure slowdown.
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { email } = await makeUser(t);
      const a = await time({ email: uniqueEmail('ghost'), password: 'whatever' });
      const b = await time({ email, password: 'wrong-password' });
      expect([a.res.statusCode, b.res.statusCode]).toEqual([401, 401]);
      expect(a.res.json()).toEqual(b.res.json());
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
    // Both pay for an argon2id verification.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it("cannot be locked out: 10 failures from rotating addresses, then the right password from the owner's address signs in", async () => {
    const victim = await makeUser(t);
    const admin = { email: t.config.admin.email, password: ADMIN_PASSWORD, ip: '10.99.0.1' };
    for (const target of [victim, admin]) {
      for (let i = 0; i < 10; i += 1) {
        const res = await post('/api/auth/login', { email: target.email, password: 'nope-nope' }, `172.16.${i}.9`);
        expect(res.statusCode).toBe(401);
      }
      const res = await post('/api/auth/login', { email: target.email, password: target.password }, target.ip);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ token: string }>().token).toEqual(expect.any(String));
    }
  });

  it('slows further tries for an e-mail that keeps failing, without refusing them', async () => {
    const { email } = await makeUser(t);
    const timings: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const start = performance.now();
      expect((await post('/api/auth/login', { email, password: 'nope-nope' })).statusCode).toBe(401);
      timings.push(performance.now() - start);
    }
    // 8 failures counted before the 9th: (8 - 5) × 200 ms of slowdown on top of the hash.
    expect(timings[8]! - Math.min(...timings.slice(0, 5))).toBeGreaterThan(450);
  });

  it('refuses an (e-mail, address) pair after 10 failures with 429 and Retry-After; other addresses still sign in', async () => {
    const user = await makeUser(t);
    const codes: number[] = [];
    let last = await post('/api/auth/login', { email: user.email, password: 'nope-nope' }, '172.17.0.1');
    codes.push(last.statusCode);
    for (let i = 0; i < 10; i += 1) {
      last = await post('/api/auth/login', { email: user.email, password: 'nope-nope' }, '172.17.0.1');
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    const own = await post('/api/auth/login', { email: user.email, password: user.password }, user.ip);
    expect(own.statusCode).toBe(200);
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

describe('whether an address has an account does not show in the time of an answer', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])(
    '%s answers before any per-account work: it answers while that work is stalled',
    async (url) => {
      const user = await makeUser(t);
      let release = () => {};
      const stalled = new Promise<void>((resolve) => (release = resolve));
      const enqueue = vi.spyOn(t.app.mailer, 'enqueue').mockImplementation(async () => {
        await stalled;
        return undefined as never;
      });
      try {
        const answer = t.app.inject({
          method: 'POST',
          url,
          payload: { email: user.email },
          remoteAddress: '10.21.0.1',
        });
        expect((await answeredWithin(answer)).statusCode).toBe(200);
        await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1)); // the work runs, after the answer
      } finally {
        release();
        await t.app.afterAnswer.drain();
        enqueue.mockRestore();
      }
    },
  );
});

describe('resend verification under attack', () => {
  it('cannot be blocked: 10 requests from rotating addresses, then the owner asks and verifies with the newest link', async () => {
    const { email } = await register();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/auth/resend-verification', { email }, `172.20.${i}.3`)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/resend-verification', { email }, '172.21.0.1')).statusCode).toBe(200);
    // The sign-up mail plus at most 5 resends an hour: the mailbox is not flooded.
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('kind', '=', 'verify')
      .where('to_address', '=', email)
      .execute();
    expect(queued.length).toBe(6);
    const token = await mailedToken(email, '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
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

  it('cannot be blocked: 10 requests from rotating addresses, then the owner asks and resets with the newest mailed link', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/auth/forgot-password', { email: user.email }, `172.18.${i}.7`)).statusCode).toBe(200);
    }
    const own = await post('/api/auth/forgot-password', { email: user.email }, user.ip);
    expect(own.statusCode).toBe(200);
    // The mailbox is not flooded: at most 5 reset mails an hour, and the newest link still works.
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('kind', '=', 'reset')
      .where('to_address', '=', user.email)
      .execute();
    expect(queued.length).toBe(5);
    const token = await mailedToken(user.email, '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'owner-got-in' })).statusCode).toBe(200);
  });

  it('refuses a 4th request for one e-mail from one address with 429', async () => {
    const user = await makeUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await post('/api/auth/forgot-password', { email: user.email }, '172.19.0.1')).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
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
