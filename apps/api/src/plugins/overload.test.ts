import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
  it('answers new requests at once with 503 and Retry-After, health checks still, and recovers', async () => {
    expect(await whenCaughtUp()).toBe(200);
    block(1_500);
    // The sampler's timer, overdue, runs first and sees the delay.
    await nextTimers();
    const shed = await t.request('GET', '/api/content?page=1&limit=5');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: OVERLOADED, code: 'OVERLOADED' });
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
