import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { linkIn, tokenIn } from '../../test/mail-reader.ts';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as net.AddressInfo).port, inbox }),
    ),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Registers an account through the API, which queues its verification mail. */
async function register(t: TestApp, name: string, email: string) {
  const res = await t.request('POST', '/api/auth/register', {
    body: { name, email, password: 'secret-pass', ageConfirmed: true },
  });
  expect(res.statusCode).toBe(201);
}

describe('mail over a real SMTP server on loopback', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'http://packdex.test' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  it('delivers the verification mail, and its link verifies the account', async () => {
    const email = uniqueEmail('smtp');
    await register(t, 'Mailee', email);
    await t.app.mailer.drain();
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Subject: Verify your email for Packdex/);
    const link = linkIn(mail!.raw, '/verify-email');
    expect(link).toMatch(/^http:\/\/packdex\.test\/verify-email\?token=/);
    const res = await t.request('POST', '/api/auth/verify-email', {
      body: { token: tokenIn(mail!.raw, '/verify-email') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email, isVerified: true } });
  });
});

describe('when the SMTP relay is down', () => {
  it('still creates the account and delivers the mail once the relay is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const email = uniqueEmail('retry');
      await register(t, 'Patient', email);
      expect(await t.app.mailer.drain()).toBe(0);
      const queued = await t.database.db
        .selectFrom('mail_queue')
        .selectAll()
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      expect(queued.sent_at).toBeNull();
      expect(queued.attempts).toBe(1);
      expect(queued.last_error).toBeTruthy();

      const smtp = await startSmtp(port);
      // The retry is due later; bring it forward instead of waiting for the backoff.
      await t.database.db
        .updateTable('mail_queue')
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', queued.id)
        .execute();
      expect(await t.app.mailer.drain()).toBe(1);
      expect(smtp.inbox.some((m) => m.to.includes(email))).toBe(true);
      await new Promise<void>((r) => smtp.server.close(() => r()));
    } finally {
      await t.close();
    }
  });
});
