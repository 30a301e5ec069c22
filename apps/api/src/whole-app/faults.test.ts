// Faults: the database goes away and comes back. The app talks to PostgreSQL through a
// TCP proxy this test stops, black-holes and restarts, as a network or a database restart would.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp, ENGINE, type TestApp } from '../../test/build-test-app.ts';
import { CONNECT_TIMEOUT_MS } from '../db/database.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';

/** A TCP proxy to PostgreSQL that can refuse (down), accept and never answer (black hole), or forward (up). */
function pgProxy(target: { host: string; port: number }) {
  let mode: 'up' | 'down' | 'blackhole' = 'up';
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        track(client);
        if (mode === 'blackhole') return;
        const upstream = net.connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => (client.destroy(), upstream.destroy());
        client.on('close', end);
        upstream.on('close', end);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };
  return {
    start: listen,
    get port() {
      return port;
    },
    /** Closes the listener and every connection: connecting is refused. */
    async down() {
      mode = 'down';
      await cut();
    },
    /** Drops every connection and accepts new ones that never answer. */
    async blackhole() {
      await cut();
      mode = 'blackhole';
      await listen();
    },
    async up() {
      await cut();
      mode = 'up';
      await listen();
    },
    stop: cut,
  };
}

describe('error classification', () => {
  it('calls connection failures "unavailable", and bugs not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});

describe.skipIf(ENGINE !== 'postgres')('PostgreSQL unreachable', () => {
  let t: TestApp;
  let proxy: ReturnType<typeof pgProxy>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const url = new URL(created.url);
    proxy = pgProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({ env: { DATABASE_URL: url.toString(), READ_RATE_LIMIT: '0' } });
  });
  afterAll(async () => {
    await proxy?.up();
    await t?.close();
    await proxy?.stop();
    await drop?.();
  });

  const timed = async (url: string) => {
    const start = performance.now();
    const res = await t.request('GET', url);
    return { res, ms: performance.now() - start };
  };

  it('says so on /api/ready, answers 503 fast, and recovers by itself when the database returns', async () => {
    expect((await t.request('GET', '/api/ready')).statusCode).toBe(200);
    expect((await t.request('GET', '/api/models')).statusCode).toBe(200);

    for (const fault of ['down', 'blackhole'] as const) {
      await proxy[fault]();
      for (const url of ['/api/ready', '/api/models', '/api/content?page=1']) {
        const { res, ms } = await timed(url);
        expect(res.statusCode, `${fault} ${url}`).toBe(503);
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: expect.any(String) });
        // Fails fast: at most the connect timeout, never a hang.
        expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
      }
      const write = await t.request('POST', '/api/auth/login', {
        body: { email: 'someone@example.test', password: 'whatever-1' },
        ip: '10.200.0.1',
      });
      expect(write.statusCode).toBe(503);

      await proxy.up();
      const deadline = Date.now() + 10_000;
      let ready = 0;
      while (Date.now() < deadline) {
        ready = (await t.request('GET', '/api/ready')).statusCode;
        if (ready === 200) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(ready, `recovered after ${fault}`).toBe(200);
      expect((await t.request('GET', '/api/models')).statusCode).toBe(200);
    }
  }, 60_000);
});
