import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { OVERLOADED, registerGoneClients, SHED_RETRY_AFTER_SECONDS } from './overload.ts';

const t = useTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '300' } });

/** Keeps the event loop busy for `ms`, as a burst of slow requests would. */
function block(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}
const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Sustained overload for `ms`: the loop is busy in 500 ms stretches with a short turn between them,
 * as under a flood of slow requests, so every sample of its delay is late (one long block among idle
 * samples averages out).
 */
async function overload(ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    block(500);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The list's status once the loop has caught up: the app's start (migrations) or a test kept it busy. */
async function whenCaughtUp(): Promise<number> {
  const until = Date.now() + 10_000;
  for (;;) {
    const status = (await t.request('GET', '/api/content?page=1&limit=5')).statusCode;
    if (status !== 503 || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('under overload (the event loop far behind)', () => {
  it('refuses nothing for the start-up work done before the app was ready', async () => {
    const app = await buildApp(t.config, { database: t.database, logger: false });
    // Start-up work between the plugins' registration and readiness (migrations, the renderer).
    await overload(1_500);
    await app.ready();
    try {
      await nextTimers();
      expect((await app.inject({ url: '/api/content?page=1&limit=5' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers new requests at once with 503 and Retry-After, health checks still, and recovers', async () => {
    expect(await whenCaughtUp()).toBe(200);
    // Armed two samples after the app is ready.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await overload(2_000);
    // The sampler's timer, overdue, runs first and sees the delay.
    await nextTimers();
    const shed = await t.request('GET', '/api/content?page=1&limit=5');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: OVERLOADED, code: 'OVERLOADED', requestId: shed.headers['x-request-id'] });
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
    // Idle again: the next samples find the loop on time.
    expect(await whenCaughtUp()).toBe(200);
  });
});

describe('a request whose client has gone by the time its handler would run', () => {
  it('runs no handler; a client that waits gets its answer', async () => {
    const app = Fastify();
    let handled = 0;
    // Stands in for the queue a loaded server makes a request wait in before its handler.
    let release: () => void = () => undefined;
    const queued = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    app.addHook('onRequest', async (request) => {
      if (request.url === '/slow') {
        arrived();
        await queued;
      }
    });
    registerGoneClients(app);
    app.get('/slow', async () => ({ handled: ++handled }));
    app.get('/fast', async () => ({ handled: ++handled }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const client = connect(port, '127.0.0.1');
      await new Promise((resolve) => client.once('connect', resolve));
      client.write('GET /slow HTTP/1.1\r\nhost: localhost\r\n\r\n');
      await reached;
      client.destroy();
      // The server reads the client's FIN and closes its side.
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(handled).toBe(0);
      const res = await fetch(`http://127.0.0.1:${port}/fast`);
      expect(await res.json()).toEqual({ handled: 1 });
    } finally {
      await app.close();
    }
  });
});
