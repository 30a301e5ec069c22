import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeUser } from '../../test/factories.ts';

const t = useTestApp();

/** The app on the test database, logging at info into parsed lines. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  const app = await buildApp(t.config, { database: t.database, logger: { level: 'info', stream } });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request: its id, route, status, time and the account’s id, never its e-mail', async () => {
    const user = await makeUser(t, { verified: true });
    const { app, lines } = await loggedApp();
    const res = await app.inject({
      url: '/api/auth/dashboard',
      headers: { authorization: user.auth.authorization, 'x-request-id': 'quoted-id-1' },
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ url: '/api/content/123456' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      reqId: 'quoted-id-1',
      route: '/api/auth/dashboard',
      status: 200,
      userId: user.id,
      req: { method: 'GET', url: '/api/auth/dashboard' },
    });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({ route: '/api/content/:id', status: 404, userId: null });
    // Fastify's own pair of lines is off.
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain(user.email);
  });

  it('gives a 5xx answer the request’s id, as its log lines have it', async () => {
    const { app, lines } = await loggedApp();
    app.get('/api/test-crash', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ url: '/api/test-crash' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const body = res.json<{ requestId: string }>();
    expect(body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
      requestId: res.headers['x-request-id'],
    });
    expect(lines.find((l) => l.msg === 'unhandled error')?.reqId).toBe(body.requestId);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ reqId: body.requestId, status: 500, level: 40 });
  });
});
