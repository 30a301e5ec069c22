import { describe, expect, it, vi } from 'vitest';
import { answeredWithin } from '../../../test/answered-within.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, uniqueEmail } from '../../../test/factories.ts';
import { findMail, tokenIn } from '../../../test/mail-reader.ts';

// REGISTRATION_ANSWER=uniform (issue 34, medium 6): registration tells nobody whether an address has an account.
const t = useTestApp({ env: { REGISTRATION_ANSWER: 'uniform' } });

let address = 0;
const register = (email: string, password = 'secret-pass') =>
  t.request('POST', '/api/auth/register', {
    body: { name: 'Reader', email, password, ageConfirmed: true },
    ip: `10.34.${(address >> 8) & 255}.${(address += 1) & 255}`,
  });

describe('REGISTRATION_ANSWER=uniform', () => {
  it('answers a new address and a taken one with the same 202 and body, and no token', async () => {
    const taken = await makeUser(t);
    const fresh = await register(uniqueEmail('Fresh'));
    const again = await register(taken.email);
    expect(fresh.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({
      emailConfirmationRequired: true,
      message: 'Check your email to finish creating your account.',
    });
    await t.app.afterAnswer.drain();
  });

  it('creates the new account, whose mailed link signs it in', async () => {
    const email = uniqueEmail('Linked').toLowerCase();
    expect((await register(email)).statusCode).toBe(202);
    await t.app.afterAnswer.drain();
    await t.app.mailer.drain();
    const mail = findMail(t.config.mail.outboxDir, email, '/verify-email');
    expect(mail).toBeTruthy();
    const verified = await t.request('POST', '/api/auth/verify-email', {
      body: { token: tokenIn(mail!, '/verify-email') },
      ip: '10.34.255.1',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ user: { email: string; isVerified: boolean }; token: string }>()).toMatchObject({
      user: { email, isVerified: true },
      token: expect.any(String),
    });
  });

  it('tells the owner of a taken address by mail, with a reset link, and changes nothing of the account', async () => {
    const owner = await makeUser(t);
    expect((await register(owner.email, 'another-password')).statusCode).toBe(202);
    await t.app.afterAnswer.drain();
    await t.app.mailer.drain();
    const mail = findMail(t.config.mail.outboxDir, owner.email, '/reset-password');
    expect(mail).toContain('already has one');
    const signIn = await t.request('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'another-password' },
      ip: '10.34.255.2',
    });
    expect(signIn.statusCode).toBe(401);
    const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers before any per-account work: it answers while that work is stalled', async () => {
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const enqueue = vi.spyOn(t.app.mailer, 'enqueue').mockImplementation(async () => {
      await stalled;
      return undefined as never;
    });
    try {
      // Straight to the app: the test app's request helper waits for work after an answer.
      const answer = t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Reader', email: uniqueEmail('Stalled'), password: 'secret-pass', ageConfirmed: true },
        remoteAddress: '10.34.255.3',
      });
      expect((await answeredWithin(answer)).statusCode).toBe(202);
      await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1)); // the work runs, after the answer
    } finally {
      release();
      await t.app.afterAnswer.drain();
      enqueue.mockRestore();
    }
  });
});
