import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.ts';

// A client that closes its connection in the middle of a body is not a database outage (issue 34,
// low 7): it is logged as what it is, and the 503 counters and alerts stay for the database.
const lines: { msg?: string; level?: number }[] = [];
const app = Fastify({
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
        done();
      },
    }),
  },
});
registerErrorHandler(app);
app.post('/echo', async (request) => ({ got: request.body }));

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app.close());

describe('a request whose client went away before its body arrived', () => {
  it('is logged as a closed request, not as the database being unavailable', async () => {
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    await expect.poll(() => lines.some((l) => l.msg === 'client closed the request'), { timeout: 3000 }).toBe(true);
    expect(lines.filter((l) => l.msg === 'database unavailable')).toEqual([]);
  });
});
