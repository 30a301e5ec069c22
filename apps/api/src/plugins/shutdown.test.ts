import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { killServers, startServer } from '../../test/server-process.ts';

afterAll(killServers);

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** Sends the start of a POST now and returns a function that sends the rest and awaits the answer. */
function startSlowPost(port: number, agent: http.Agent, path: string, body: string) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // Marked handled here; the caller awaits it after the signal.
  answered.catch(() => undefined);
  req.write(body.slice(0, 5));
  return () => {
    req.end(body.slice(5));
    return answered;
  };
}

/** One request on a keep-alive agent; resolves with the (now idle) socket it used. */
function getOnAgent(port: number, agent: http.Agent, path: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const socket = res.socket;
        res.resume();
        res.on('end', () => resolve(socket));
      })
      .on('error', reject);
  });
}

const closedWithin = (socket: net.Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('graceful shutdown under keep-alive traffic', () => {
  it('finishes 40 in-flight requests, closes idle sockets at once, answers new ones 503 and exits 0', async () => {
    const pgDb = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
    try {
      const s = await startServer({ LOG_LEVEL: 'info', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
      // Spread over four loopback addresses so the per-address write limit is not what is measured.
      const agents = Array.from(
        { length: 56 },
        (_, i) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${2 + (i % 4)}` }),
      );
      // 16 clients hold an idle keep-alive connection; 40 more reuse theirs for a request still in flight.
      const sockets = await Promise.all(agents.map((a) => getOnAgent(s.port, a, '/api/health')));
      const idle = sockets.slice(0, 16);
      const pending = agents
        .slice(16)
        .map((agent) => startSlowPost(s.port, agent, '/api/age-verification/confirm', '{"confirmed":true}'));
      // A client that has sent half of a request's head when the signal comes.
      const raw = net.connect(s.port, '127.0.0.1');
      await new Promise<void>((resolve) => raw.once('connect', () => resolve()));
      raw.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      let rawAnswer = '';
      raw.on('data', (c: Buffer) => (rawAnswer += c.toString()));
      const rawClosed = new Promise<void>((resolve) => raw.on('close', () => resolve()));
      await new Promise((r) => setTimeout(r, 300));

      const signalledAt = Date.now();
      s.child.kill('SIGTERM');
      const idleClosed = await Promise.all(idle.map((socket) => closedWithin(socket, 1000)));
      expect(idleClosed.every(Boolean)).toBe(true);

      raw.write('\r\n');
      const answers = await Promise.all(pending.map((finish) => finish()));
      await rawClosed;
      const code = await s.exit;
      const took = Date.now() - signalledAt;

      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(JSON.parse(a.body)).toEqual({ ageConfirmed: true });
        expect(a.connection).toBe('close');
      }
      expect(rawAnswer).toMatch(/^HTTP\/1\.1 503 /);
      expect(rawAnswer.toLowerCase()).toContain('connection: close');
      expect(rawAnswer).toContain('"code":"SERVICE_UNAVAILABLE"');
      expect(code).toBe(0);
      expect(took).toBeLessThan(5000);
      // The database closes after the modules' own closing work: the instance's heartbeat row removed.
      expect(s.output()).not.toContain('instance row not removed');
      for (const a of agents) a.destroy();
    } finally {
      await pgDb?.drop();
    }
  });

  // The drain's steps are timed by the event loop (a turn that finds the accept queue empty, 100 ms to
  // settle): on a 2-core runner that other test files load to 9-12, a run now and then sees a reset
  // (10 of 10 passed alone). Retried there; a drain that resets requests fails every attempt.
  it(
    'resets no request of 40 busy keep-alive clients: each gets an answer, or is refused before sending',
    { retry: 2 },
    async () => {
      const pgDb = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
      try {
        const s = await startServer({ READ_RATE_LIMIT: '0', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
        const outcomes: string[] = [];
        let signalled = false;
        const client = async (i: number) => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          for (;;) {
            const outcome = await new Promise<string>((resolve) => {
              const req = http.get(
                { host: '127.0.0.1', port: s.port, agent, path: i % 2 ? '/api/content?search=pack' : '/api/health' },
                (res) => {
                  res.resume();
                  res.on('end', () => resolve(String(res.statusCode)));
                },
              );
              req.on('error', (err: NodeJS.ErrnoException) =>
                resolve(`${err.code}:${req.reusedSocket ? 'reused' : 'new'}`),
              );
            });
            if (signalled) outcomes.push(outcome);
            if (outcome.startsWith('ECONNREFUSED')) break;
          }
          agent.destroy();
        };
        const clients = Array.from({ length: 40 }, (_, i) => client(i));
        await new Promise((r) => setTimeout(r, 1000));
        signalled = true;
        s.child.kill('SIGTERM');
        await Promise.all(clients);
        expect(await s.exit).toBe(0);
        const failures = outcomes.filter((o) => !/^(200|503|ECONNREFUSED:new)$/.test(o));
        expect(failures).toEqual([]);
        expect(outcomes).toContain('503');
      } finally {
        await pgDb?.drop();
      }
    },
  );
});
