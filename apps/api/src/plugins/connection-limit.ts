import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { addressKey } from './read-limit.ts';

/**
 * At most `max` open connections per client address (an IPv6 /64, as every limit counts them):
 * one more is closed as it arrives, before anything of it is read. About 17,000 sockets from one
 * address, each sending a byte every 20 s, once filled the heap (issue 34); with this cap and the
 * request timeout (app.ts) one client holds its share and no more, and the others are answered.
 * Behind a proxy every connection comes from the proxy, which caps its clients itself: the cap is
 * for a server that faces the Internet directly, as the README's quick start does. The count of an
 * address goes when its last connection closes: the map is never larger than the open connections.
 */
export function registerConnectionLimit(app: FastifyInstance, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
