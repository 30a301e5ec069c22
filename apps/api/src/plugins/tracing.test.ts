import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../test/build-test-app.ts';
import { makeContent, makeUser } from '../../test/factories.ts';
import { itemWithLinks, zipFile } from '../../test/link-health-setup.ts';
import { otlpReceiver, type ReceivedSpan } from '../../test/otlp-receiver.ts';
import { killServers, startServer } from '../../test/server-process.ts';
import { SHUTDOWN_MS, startTracing } from '../lib/tracing.ts';
import { standInHost } from '../../test/stand-in-host.ts';

// Traces (lib/tracing.ts, plugins/tracing.ts) against a local OTLP/HTTP receiver: the request span
// by route and status, its database, Redis and outgoing HTTP children, job runs as traces of
// their own, nothing secret in any attribute, the protobuf encoding, and nothing at all when off.
afterAll(killServers);

const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;
const SECRET = 'zqxwv-secret-term';
const redisUrl = process.env.TEST_REDIS_URL;
const receiver = await otlpReceiver();
const files = await standInHost({ '/alive/': zipFile });
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
const traceEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_SERVICE_NAME: 'packdex-test',
  OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
  OUTBOUND_ALLOW: files.hostPort,
};
afterAll(async () => {
  await receiver.close();
  await files.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Every span of the trace `of` belongs to, below `of`. */
const childrenOf = (spans: ReceivedSpan[], of: ReceivedSpan) =>
  spans.filter((s) => s.traceId === of.traceId && s.parentSpanId === of.spanId);

describe('with an OTLP endpoint set', () => {
  let spans: ReceivedSpan[];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const t: TestApp = await createTestApp({
      env: {
        ...traceEnv,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `trace-${randomBytes(4).toString('hex')}:` } : {}),
      },
    });
    const admin = await makeUser(t, { admin: true });
    const item = await makeContent(t);
    const linked = await itemWithLinks(t, [`${files.origin}/alive/one.zip?key=${SECRET}`]);
    const send = async (name: string, ...args: Parameters<TestApp['request']>) => {
      ids[name] = `trace-test-${name}`;
      const [method, url, options = {}] = args;
      const res = await t.request(method, url, {
        ...options,
        headers: { ...options.headers, 'x-request-id': ids[name] },
      });
      return res.statusCode;
    };
    expect(await send('content', 'GET', `/api/content/${item.id}`)).toBe(200);
    expect(await send('search', 'GET', `/api/search/suggestions?q=${SECRET}`)).toBe(200);
    expect(await send('check', 'POST', `/api/content/${linked.id}/check`, { as: admin })).toBe(200);
    // A body: its parsing must not lose the request's context (the handler's queries nest all the same).
    const member = await makeUser(t, { verified: true });
    expect(
      await send('login', 'POST', '/api/auth/login', { body: { email: member.email, password: 'not-the-password-1' } }),
    ).toBe(401);
    // A registration: its e-mail address and password are in the body, and its mail goes over SMTP.
    expect(
      await send('register', 'POST', '/api/auth/register', {
        body: {
          name: 'Traced',
          email: 'traced-person@example.test',
          password: 'traced-password-1',
          ageConfirmed: true,
        },
      }),
    ).toBe(201);
    await t.app.mailer.drain();
    expect(await send('unknown', 'GET', '/api/no-such-route')).toBe(404);
    expect(
      await send('continued', 'GET', '/api/health', {
        headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      }),
    ).toBe(200);
    // Closing sends what is waiting (the jobs ran once at start).
    await t.close();
    spans = receiver.spans.filter((s) => s.service === 'packdex-test');
  }, 60_000);

  const requestSpan = (name: string) => {
    const found = spans.filter((s) => s.kind === SERVER && s.attributes['packdex.request_id'] === ids[name]);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('sends a span per request, named by method and route template, with its status', () => {
    const content = requestSpan('content');
    expect(content).toMatchObject({
      name: 'GET /api/content/:id',
      parentSpanId: undefined,
      attributes: { 'http.request.method': 'GET', 'http.route': '/api/content/:id', 'http.response.status_code': 200 },
    });
    expect(content.status).not.toBe(ERROR);
    // A path no route has: the method alone, no route, whatever was asked.
    const unknown = requestSpan('unknown');
    expect(unknown.name).toBe('GET');
    expect(unknown.attributes['http.route']).toBeUndefined();
    expect(unknown.attributes['http.response.status_code']).toBe(404);
    expect(JSON.stringify(unknown)).not.toContain('no-such-route');
  });

  it('puts the resource attributes on every span', async () => {
    const post = receiver.posts.find((p) => p.path === '/v1/traces')!;
    expect(post.contentType).toMatch(/^application\/json/);
    expect(post.body.toString()).toContain('"deployment.environment.name"');
  });

  it('nests each database query of a request under its span, as SQL with placeholders', () => {
    const system = ENGINE === 'postgres' ? 'postgresql' : 'sqlite';
    for (const name of ['content', 'search', 'login']) {
      const request = requestSpan(name);
      const queries = childrenOf(spans, request).filter((s) => s.attributes['db.system.name'] === system);
      expect(queries.length, name).toBeGreaterThan(0);
      for (const q of queries) {
        expect(q.kind).toBe(CLIENT);
        expect(q.name).toBe(`${String(q.attributes['db.operation.name'])} ${system}`);
        expect(q.attributes['db.query.text']).toMatch(/^\s*\(?\s*(select|insert|update|delete|with)\b/i);
        expect(q.startMs).toBeGreaterThanOrEqual(request.startMs - 1);
        expect(q.endMs).toBeLessThanOrEqual(request.endMs + 1);
      }
    }
    const search = childrenOf(spans, requestSpan('search'));
    expect(search.some((q) => /\$1|\?/.test(String(q.attributes['db.query.text'])))).toBe(true);
  });

  it.skipIf(!redisUrl)('nests the Redis commands of a request (the read limit) under its span', () => {
    const commands = childrenOf(spans, requestSpan('content')).filter(
      (s) => s.attributes['db.system.name'] === 'redis',
    );
    expect(commands.length).toBeGreaterThan(0);
    for (const c of commands) {
      expect(c.kind).toBe(CLIENT);
      expect(c.name).toMatch(/^[A-Z]+ redis$/);
      expect(Object.keys(c.attributes).sort()).toEqual(
        ['db.operation.name', 'db.system.name', 'server.address', 'server.port'].sort(),
      );
    }
  });

  it('nests an outgoing request (a link check) under the request span, with host and status but no path or query', () => {
    const check = requestSpan('check');
    const outgoing = childrenOf(spans, check).filter((s) => s.attributes['http.request.method'] !== undefined);
    expect(outgoing).toHaveLength(1);
    expect(outgoing[0]).toMatchObject({
      kind: CLIENT,
      attributes: {
        'server.address': '127.0.0.1',
        'server.port': Number(files.hostPort.split(':')[1]),
        'http.response.status_code': 200,
      },
    });
    expect(files.log.some((r) => r.path.includes(SECRET))).toBe(true);
  });

  it('sends a span for each message handed to the SMTP relay, with its host and port only', () => {
    const sends = spans.filter((s) => s.name === 'smtp send');
    expect(sends.length).toBeGreaterThan(0);
    expect(sends[0]).toMatchObject({
      kind: CLIENT,
      attributes: { 'server.address': '127.0.0.1', 'server.port': smtpPort },
    });
    expect(Object.keys(sends[0]!.attributes).sort()).toEqual(['server.address', 'server.port']);
  });

  it('makes each scheduled job run a trace of its own, with its queries inside', () => {
    const job = spans.find((s) => s.name === 'job sessions.prune');
    expect(job).toBeDefined();
    expect(job!.parentSpanId).toBeUndefined();
    expect(job!.attributes['packdex.job.name']).toBe('sessions.prune');
    expect(childrenOf(spans, job!).some((s) => s.attributes['db.query.text'] !== undefined)).toBe(true);
  });

  it('continues the trace of a caller that sends a traceparent', () => {
    const continued = requestSpan('continued');
    expect(continued.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(continued.parentSpanId).toBe('b7ad6b7169203331');
  });

  it('puts no secret in any span: no parameter values, no query strings, no e-mail addresses', () => {
    const text = JSON.stringify(spans);
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/@[a-z0-9-]+\.[a-z]/i);
    expect(text).not.toMatch(/authorization|bearer/i);
    expect(text).not.toContain('traced-password-1');
    expect(text).not.toContain('traced-person');
  });
});

describe('the protobuf encoding (the standard default)', () => {
  it('sends the spans as OTLP protobuf', async () => {
    const before = receiver.posts.length;
    const t = await createTestApp({
      env: { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.origin}/v1/traces`, OTEL_SERVICE_NAME: 'packdex-proto' },
    });
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
    await t.close();
    const posts = receiver.posts.slice(before).filter((p) => p.contentType === 'application/x-protobuf');
    expect(posts.length).toBeGreaterThan(0);
    // Strings travel as their UTF-8 bytes in protobuf: the service and the route are in there.
    const bytes = Buffer.concat(posts.map((p) => p.body)).toString('latin1');
    expect(bytes).toContain('packdex-proto');
    expect(bytes).toContain('GET /api/health');
  });
});

describe("Node's fetch (the OIDC provider's and Verotel's calls)", () => {
  it('makes a span of each fetch under a span, with host, port and status, and none outside', async () => {
    const tracing = await startTracing({
      url: `${receiver.origin}/v1/traces`,
      protocol: 'http/json',
      serviceName: 'packdex-fetch',
      resource: {},
      sampler: 'always_on',
      ratio: 1,
    });
    await tracing.span('caller', 'internal', {}, async () => {
      // The stand-in answers headers only: the status is all that is read.
      await (await fetch(`${files.origin}/alive/a.zip?key=${SECRET}`)).body?.cancel();
    });
    await (await fetch(`${files.origin}/alive/outside.zip`)).body?.cancel();
    await tracing.shutdown();
    const spans = receiver.spans.filter((s) => s.service === 'packdex-fetch');
    const caller = spans.find((s) => s.name === 'caller')!;
    expect(spans).toHaveLength(2);
    expect(childrenOf(spans, caller)).toEqual([
      expect.objectContaining({
        name: 'GET',
        kind: CLIENT,
        attributes: {
          'http.request.method': 'GET',
          'server.address': '127.0.0.1',
          'server.port': Number(files.hostPort.split(':')[1]),
          'url.scheme': 'http',
          'http.response.status_code': 200,
        },
      }),
    ]);
    expect(JSON.stringify(spans)).not.toContain(SECRET);
  });
});

describe('with the receiver down', () => {
  it('answers as usual, and closes within SHUTDOWN_MS without an error', async () => {
    const closed = await otlpReceiver();
    await closed.close();
    const t = await createTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: closed.origin } });
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_MS + 3000);
    await t.close();
  });
});

describe('switched off', () => {
  it('adds no hook when no OTLP endpoint is set, or when OTEL_SDK_DISABLED says so', async () => {
    // Fastify keeps the root's hooks under a symbol of its own (not public API; a test of "no hook added").
    const hooks = (app: TestApp['app']) => {
      const key = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.hooks')!;
      const all = (app as unknown as Record<symbol, Record<string, unknown[]>>)[key]!;
      return { onRequest: all.onRequest!.length, onResponse: all.onResponse!.length };
    };
    const before = receiver.posts.length;
    const on = await createTestApp({ env: traceEnv });
    const off = await createTestApp();
    const disabled = await createTestApp({ env: { ...traceEnv, OTEL_SDK_DISABLED: 'true' } });
    try {
      expect(hooks(on.app).onRequest).toBe(hooks(off.app).onRequest + 1);
      expect(hooks(on.app).onResponse).toBe(hooks(off.app).onResponse + 1);
      expect(hooks(disabled.app)).toEqual(hooks(off.app));
      expect((await off.request('GET', '/api/health')).statusCode).toBe(200);
      expect((await disabled.request('GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await off.close();
      await disabled.close();
      await on.close();
    }
    // Only the app with traces on sent anything (its jobs' runs at start).
    const services = receiver.posts.slice(before).map((p) => p.body.toString('latin1'));
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((body) => body.includes('"packdex-test"'))).toBe(true);
  });

  // One server process on SQLite whatever the engine of the run: the same test twice would add nothing.
  it.skipIf(ENGINE === 'postgres')(
    'loads the SDK only when traces are on (a server process, as started in production)',
    async () => {
      const HOOK = path.resolve(import.meta.dirname, '../../test/loaded-packages.ts');
      const loaded = async (env: Record<string, string>) => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'packdex-otel-')), 'packages.txt');
        const server = await startServer({ NODE_OPTIONS: `--import=${HOOK}`, LOADED_PACKAGES_FILE: file, ...env });
        expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
        server.child.kill('SIGTERM');
        await server.exit;
        return readFileSync(file, 'utf8').split('\n');
      };
      const before = receiver.posts.length;
      const plain = await loaded({});
      expect(plain).toContain('fastify');
      // prom-client itself loads the API package (no-op without an SDK); nothing of the SDK is loaded.
      expect(plain.filter((name) => name.startsWith('@opentelemetry/') && name !== '@opentelemetry/api')).toEqual([]);
      expect(receiver.posts.length).toBe(before);
      // The same process with an endpoint does load it, and its spans arrive.
      const traced = await loaded({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.origin,
        OTEL_SERVICE_NAME: 'packdex-process',
      });
      expect(traced).toEqual(
        expect.arrayContaining(['@opentelemetry/sdk-trace', '@opentelemetry/exporter-trace-otlp-proto']),
      );
      const sent = receiver.posts.slice(before).map((p) => p.body.toString('latin1'));
      expect(sent.some((body) => body.includes('packdex-process') && body.includes('GET /api/health'))).toBe(true);
    },
    60_000,
  );
});
