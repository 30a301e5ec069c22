import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { redactUrl } from './log-redaction.ts';

const t = useTestApp();

/** The app on the test database, logging at info into an array. */
async function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp(t.config, { database: t.database, logger: { level: 'info', stream } });
  return { app, text: () => lines.join('') };
}

describe('request logs', () => {
  it('never write an e-mail token, a query-string secret or the Authorization header', async () => {
    const { app, text } = await loggedApp();
    await app.inject({ url: '/reset-password?token=RESET-SECRET-1', headers: { accept: 'text/html' } });
    await app.inject({ url: '/verify-email?foo=1&token=VERIFY-SECRET-2', headers: { accept: 'text/html' } });
    await app.inject({ url: '/api/content?page=2&access_token=ACCESS-SECRET-3&limit=5' });
    await app.inject({ url: '/api/nope?Signature=SIGNED-SECRET-4&api_key=KEY-SECRET-5' });
    await app.inject({ url: '/api/auth/dashboard', headers: { authorization: 'Bearer BEARER-SECRET-6' } });
    await app.close();
    const logged = text();
    expect(logged).toContain('"msg":"request"');
    for (const secret of ['RESET', 'VERIFY', 'ACCESS', 'SIGNED', 'KEY', 'BEARER']) {
      expect(logged).not.toContain(`${secret}-SECRET`);
    }
    // What is not a secret stays readable.
    expect(logged).toContain('/reset-password?token=[redacted]');
    expect(logged).toContain('/api/content?page=2&access_token=[redacted]&limit=5');
  });

  it('never write the Authorization header or a password that a handler logs inside an object', async () => {
    const { app, text } = await loggedApp();
    app.post('/api/test-log', (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'body seen');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/test-log',
      headers: { authorization: 'Bearer super-secret-token' },
      payload: { password: 'hunter2-secret' },
    });
    await app.close();
    expect(text()).toContain('body seen');
    expect(text()).not.toContain('super-secret-token');
    expect(text()).not.toContain('hunter2-secret');
  });
});

describe('redactUrl', () => {
  it('keeps paths and ordinary parameters and replaces secret values, whatever their case or encoding', () => {
    expect(redactUrl('/api/content?page=2&search=a%20b')).toBe('/api/content?page=2&search=a%20b');
    expect(redactUrl('/x?TOKEN=a&b=c')).toBe('/x?TOKEN=[redacted]&b=c');
    expect(redactUrl('/x?%74oken=a')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/cb?code=abc&state=xyz')).toBe('/cb?code=[redacted]&state=xyz');
    expect(redactUrl('/x?password=p&new_password=q')).toBe('/x?password=[redacted]&new_password=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&token=z')).toBe('/x?%E0%A4%A=1&token=[redacted]');
    expect(redactUrl('/no-query')).toBe('/no-query');
  });
});
