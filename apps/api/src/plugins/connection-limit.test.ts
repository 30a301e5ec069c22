import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { listen } from './listen.ts';

const portOf = (t: TestApp) => (t.app.server.address() as net.AddressInfo).port;

/** A connection to the app from `localAddress` (any address of 127.0.0.0/8 is this machine's). */
function connect(t: TestApp, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: portOf(t), host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the server does with a socket next: answers (its status line), or closes it without a word. */
function outcome(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0]!));
    socket.once('close', () => resolve('closed'));
    socket.once('error', () => resolve('closed'));
  });
}

const HEALTH = 'GET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n';
/** The start of a request whose body never comes whole: it holds its connection. */
const SLOW =
  'POST /api/support/messages HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{';

describe.skipIf(process.platform !== 'linux')('connections a client may hold', () => {
  it('caps the open connections of one address, closing one more at once, while other addresses are answered', async () => {
    const t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3', REQUEST_TIMEOUT_MS: '30000' } });
    const sockets: net.Socket[] = [];
    try {
      // Through the server's 16 listening sockets, as in production (plugins/listen.ts).
      await listen(t.app, { port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 3; i += 1) {
        const socket = await connect(t);
        socket.write(SLOW);
        sockets.push(socket);
      }
      const fourth = await connect(t);
      sockets.push(fourth);
      const refused = outcome(fourth);
      fourth.write(HEALTH);
      expect(await refused).toBe('closed');

      // Another client is answered meanwhile.
      const other = await connect(t, '127.0.0.2');
      sockets.push(other);
      const answered = outcome(other);
      other.write(HEALTH);
      expect(await answered).toBe('HTTP/1.1 200 OK');

      // The address's share frees when one of its connections closes.
      const freed = new Promise((resolve) => sockets[0]!.once('close', resolve));
      sockets[0]!.destroy();
      await freed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await connect(t);
      sockets.push(again);
      const served = outcome(again);
      again.write(HEALTH);
      expect(await served).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const s of sockets) s.destroy();
      await t.close();
    }
  });

  it('ends a request that does not arrive whole within the request timeout, with 408', async () => {
    const t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    const sockets: net.Socket[] = [];
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await connect(t);
      sockets.push(socket);
      const ended = outcome(socket);
      const started = Date.now();
      socket.write(SLOW);
      // One byte of the body every 300 ms: never whole, never idle long.
      const drip = setInterval(() => socket.writable && socket.write(' '), 300);
      const result = await ended;
      clearInterval(drip);
      expect(result).toBe('HTTP/1.1 408 Request Timeout');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await t.close();
    }
  });

  it('leaves the cap to the proxy when the server is behind one (every connection is the proxy’s)', async () => {
    const t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '1', TRUST_PROXY: '1' } });
    const sockets: net.Socket[] = [];
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 3; i += 1) sockets.push(await connect(t));
      const answers = sockets.map(outcome);
      for (const s of sockets) s.write(HEALTH);
      expect(await Promise.all(answers)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    } finally {
      for (const s of sockets) s.destroy();
      await t.close();
    }
  });
});
