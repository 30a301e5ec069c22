import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { linkIn, tokenIn } from '../../test/mail-reader.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A loopback relay; `delayMs` makes it take that long to accept each message (a busy relay). */
function startSmtp(port = 0, delayMs = 0): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        setTimeout(() => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, delayMs);
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
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
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

      smtp = await startSmtp(port);
      // The retry is due later; bring it forward instead of waiting for the backoff.
      await t.database.db
        .updateTable('mail_queue')
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', queued.id)
        .execute();
      expect(await t.app.mailer.drain()).toBe(1);
      expect(smtp.inbox.some((m) => m.to.includes(email))).toBe(true);
    } finally {
      // The app first: it closes its pooled connections, which the server waits for.
      await t.close();
      if (smtp) await new Promise<void>((r) => smtp!.server.close(() => r()));
    }
  });
});

describe('with 300 bulk messages queued before it', () => {
  it('delivers a new verification mail within seconds, ahead of the backlog, and drains as fast as the relay accepts', async () => {
    // A relay that takes 60 ms per message: 300 messages one by one would take 18 s.
    const smtp = await startSmtp(0, 60);
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      for (let i = 0; i < 300; i += 1) {
        await t.app.mailer.enqueue({
          to: 'support@packdex.local',
          subject: `[Support #${i}] Flood`,
          text: 'Hello',
          html: '<p>Hello</p>',
          kind: 'support',
        });
      }
      const start = Date.now();
      t.app.mailer.kick();
      await new Promise((r) => setTimeout(r, 200));
      const email = uniqueEmail('urgent');
      const queuedAt = Date.now();
      await register(t, 'Newcomer', email);
      while (!smtp.inbox.some((m) => m.to.includes(email))) {
        if (Date.now() - queuedAt > 5000) throw new Error('the verification mail did not arrive within 5 s');
        await new Promise((r) => setTimeout(r, 20));
      }
      const waited = Date.now() - queuedAt;
      const position = smtp.inbox.findIndex((m) => m.to.includes(email));
      // Ahead of the backlog: delivered while most of it still waits.
      expect(waited).toBeLessThan(2000);
      expect(position).toBeLessThan(100);
      await t.app.mailer.drain();
      expect(smtp.inbox).toHaveLength(301);
      // 5 pooled connections in parallel: far faster than 20 per 30 s (or one at a time).
      expect(Date.now() - start).toBeLessThan(10_000);
      const unsent = await t.database.db.selectFrom('mail_queue').select('id').where('sent_at', 'is', null).execute();
      expect(unsent).toHaveLength(0);
    } finally {
      await t.close();
      await new Promise<void>((r) => smtp.server.close(() => r()));
    }
  });
});

describe('two instances draining one queue', () => {
  it('deliver each message exactly once', async () => {
    const smtp = await startSmtp(0, 5);
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    const other = await buildApp(t.config, { database: t.database, logger: false });
    try {
      for (let i = 0; i < 60; i += 1) {
        await t.app.mailer.enqueue({
          to: 'support@packdex.local',
          subject: `Message ${i}`,
          text: 'x',
          html: '<p>x</p>',
          kind: 'support',
        });
      }
      const sent = await Promise.all([t.app.mailer.drain(), other.mailer.drain()]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(60);
      const subjects = smtp.inbox.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
    } finally {
      await other.close();
      await t.close();
      await new Promise<void>((r) => smtp.server.close(() => r()));
    }
  });
});
