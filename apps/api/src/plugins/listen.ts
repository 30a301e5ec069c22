import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Listening sockets on the site's port. Node accepts one connection per listening socket per turn
 * of the event loop (libuv stopped accepting in a loop), and under load a turn takes about 100 ms:
 * 200 clients connecting at once waited up to 20 s to be accepted, past the stress test's 10 s
 * timeout, while the connections already open were answered in 200 ms. With SO_REUSEPORT the
 * kernel spreads new connections over several sockets bound to the same port, each accepting one
 * per turn; every one of them hands its connections to the same HTTP server.
 */
export const ACCEPTORS = 16;

declare module 'fastify' {
  interface FastifyInstance {
    /** The extra listening sockets next to `server` (plugins/listen.ts); draining closes them with it. */
    acceptors: Set<net.Server>;
  }
}

/** SO_REUSEPORT as Node offers it (server.listen's `reusePort`); elsewhere one socket. */
const REUSE_PORT = process.platform === 'linux';

/**
 * Hands a connection accepted on an extra socket to the HTTP server, counted as one of its own.
 * The server's close (and so Fastify's, and the process's exit after SIGTERM) waits until its
 * connections are gone; uncounted, a request still in flight on an extra socket was cut off when the
 * process exited. Node keeps that count in `_connections` and checks it in `_emitCloseIfDrained`.
 */
function handOver(server: net.Server, socket: net.Socket): void {
  const counted = server as net.Server & { _connections: number; _emitCloseIfDrained: () => void };
  counted._connections += 1;
  socket.once('close', () => {
    counted._connections -= 1;
    counted._emitCloseIfDrained();
  });
  server.emit('connection', socket);
}

/**
 * Fails with EADDRINUSE when another process already listens on the port. SO_REUSEPORT would
 * otherwise let a second server started by mistake share the port, and its traffic, silently: a
 * socket bound without the option is refused by one bound with it.
 */
function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Listens like `app.listen`, with `count` sockets on the port on Linux. Resolves with the address
 * of the first. Registered with the drain (plugins/shutdown.ts), which stops all of them at once.
 */
export async function listen(
  app: FastifyInstance,
  { port, host, count = ACCEPTORS }: { port: number; host: string; count?: number },
): Promise<string> {
  if (REUSE_PORT && count > 1) await ensurePortFree(port, host);
  const address = await app.listen({ port, host, ...(REUSE_PORT && count > 1 ? { reusePort: true } : {}) });
  if (!REUSE_PORT) return address;
  const bound = (app.server.address() as net.AddressInfo).port;
  for (let i = 1; i < count; i += 1) {
    // Without Nagle's delay, as Node's HTTP server sets its own sockets: a plain net.Server leaves it
    // on, and an answer written in two parts (headers, then a compressed body) waited about 40 ms on
    // a reused connection for the client's delayed acknowledgement of the first part.
    const acceptor = net.createServer({ noDelay: true }, (socket) => handOver(app.server, socket));
    await new Promise<void>((resolve, reject) => {
      acceptor.once('error', reject);
      acceptor.listen({ port: bound, host, reusePort: true }, () => {
        acceptor.off('error', reject);
        resolve();
      });
    });
    app.acceptors.add(acceptor);
  }
  return address;
}
