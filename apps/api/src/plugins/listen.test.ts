import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/build-test-app.ts';
import { ACCEPTORS, listen } from './listen.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

/** Resolves with the first line the server answers on a raw socket. */
const statusLine = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0]!));
    socket.once('error', reject);
  });

describe.skipIf(process.platform !== 'linux')(`the port's ${ACCEPTORS} listening sockets`, () => {
  it('accept a burst of connections in a few turns of the event loop, all served by the app', async () => {
    const t = await createTestApp();
    let sockets: net.Socket[] = [];
    try {
      await listen(t.app, { port: 0, host: '127.0.0.1' });
      let accepted = 0;
      t.app.server.on('connection', () => (accepted += 1));
      const burst = 4 * ACCEPTORS;
      sockets = Array.from({ length: burst }, () => net.connect(portOf(t.app.server), '127.0.0.1'));
      let turns = 0;
      while (accepted < burst && turns < 10 * burst) {
        await turn();
        turns += 1;
      }
      expect(accepted).toBe(burst);
      // One socket accepts one connection per turn: it would take `burst` turns.
      expect(turns).toBeLessThan(burst / 2);
      const answers = sockets.map(statusLine);
      for (const s of sockets) s.write('GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n');
      expect(new Set(await Promise.all(answers))).toEqual(new Set(['HTTP/1.1 200 OK']));
    } finally {
      for (const s of sockets) s.destroy();
      await t.close();
    }
  });

  it('refuse a port another server already listens on, instead of sharing its traffic', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    try {
      await listen(first.app, { port: 0, host: '127.0.0.1' });
      const port = portOf(first.app.server);
      await expect(listen(second.app, { port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(second.app.server.listening).toBe(false);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('all stop listening when the app closes', async () => {
    const t = await createTestApp();
    await listen(t.app, { port: 0, host: '127.0.0.1' });
    const port = portOf(t.app.server);
    expect(t.app.acceptors.size).toBe(ACCEPTORS - 1);
    await t.close();
    const refused = await Promise.all(
      Array.from(
        { length: 2 * ACCEPTORS },
        () =>
          new Promise<boolean>((resolve) => {
            const s = net.connect(port, '127.0.0.1');
            s.once('connect', () => {
              s.destroy();
              resolve(false);
            });
            s.once('error', () => resolve(true));
          }),
      ),
    );
    expect(refused.every(Boolean)).toBe(true);
  });

  it("answer a compressed, streamed answer on a reused connection without waiting on Nagle's delay", async () => {
    const t = await createTestApp();
    try {
      await listen(t.app, { port: 0, host: '127.0.0.1' });
      const port = portOf(t.app.server);
      // The OpenAPI document is large enough to be compressed as a stream: headers and body leave in
      // separate writes, and with Nagle's algorithm on the second waited for the client's delayed
      // acknowledgement of the first (about 40 ms) on every request after a connection's first.
      const fetchOnce = (agent: http.Agent) =>
        new Promise<number>((resolve, reject) => {
          const start = performance.now();
          http
            .get(
              { host: '127.0.0.1', port, path: '/api/docs/json', agent, headers: { 'accept-encoding': 'gzip' } },
              (res) => {
                expect(res.headers['content-encoding']).toBe('gzip');
                res.resume();
                res.on('end', () => resolve(performance.now() - start));
              },
            )
            .on('error', reject);
        });
      // Several connections, so most land on the extra sockets (the kernel spreads them). A
      // connection's first answer never waits (nothing is unacknowledged yet): each reused one is
      // compared with it, so the compression's own time, which varies with the machine's load, cancels.
      const waits: number[] = [];
      for (let c = 0; c < 8; c += 1) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const first = await fetchOnce(agent);
        const reused: number[] = [];
        for (let i = 0; i < 5; i += 1) reused.push(await fetchOnce(agent));
        agent.destroy();
        waits.push(Math.min(...reused) - first);
      }
      waits.sort((a, b) => a - b);
      // With the delay, every reused answer took about 40 ms more than its connection's first.
      expect(waits[waits.length / 2]).toBeLessThan(25);
    } finally {
      await t.close();
    }
  });
});
