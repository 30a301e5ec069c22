// `npm run test:rehearsal`: the production layout of deploy/, run for real. PostgreSQL and Redis,
// the migration step, two instances of the built server, and Debian's nginx with
// deploy/nginx/packdex.conf in front on a high port; then, through nginx only, a visitor's and a
// member's journey (age gate, register, verify, like, comment, premium in the sandbox) and an
// admin's edit seen from the other instance, a check that per-address limits see each client's own
// address behind the proxy (and not one a client writes), 15 s of steady mixed reads, and a rolling upgrade onto a next release (bench/rehearsal-upgrade.ts). Fails on
// any failed step or request; writes bench/reports/rehearsal.{json,md}.
// Needs TEST_DATABASE_URL (PostgreSQL), Redis (TEST_REDIS_URL, else redis://127.0.0.1:6379) and nginx.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { RTA_LABEL } from '@packdex/shared/constants';
import { buildServer } from '../apps/api/build.ts';
import { waitForLink } from '../apps/api/test/mail-reader.ts';
import { freePort, type Started, startCommand, startProcess } from './processes.ts';
import { type Call, expectStatus, nginxClient, opened } from './rehearsal-http.ts';
import { startNginx } from './rehearsal-nginx.ts';
import { migrationStep, removeNextRelease, rollingUpgrade } from './rehearsal-upgrade.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOAD_SECONDS = Number(process.env.REHEARSAL_LOAD_SECONDS ?? 15);
const ADMIN_EMAIL = 'admin@packdex.local';
const ADMIN_PASSWORD = 'rehearsal-admin-pass-1';
/** Staff sign in with two factors: the admin is created enrolled with this secret (ADMIN_TOTP_SECRET). */
const ADMIN_TOTP_SECRET = new Secret({ size: 20 }).base32;
const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('npm run test:rehearsal needs TEST_DATABASE_URL (PostgreSQL)');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const work = mkdtempSync(path.join(tmpdir(), 'packdex-rehearsal-'));
const steps: { step: string; ok: boolean; detail: string }[] = [];
const children: ChildProcess[] = [];
let dropDatabase: () => Promise<void> = async () => undefined;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function step(name: string, run: () => Promise<string | void>): Promise<void> {
  try {
    const detail = (await run()) ?? '';
    steps.push({ step: name, ok: true, detail });
    log(`  ok    ${name}${detail ? `: ${detail}` : ''}`);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    steps.push({ step: name, ok: false, detail });
    log(`  FAIL  ${name}: ${detail}`);
    throw err;
  }
}

let nginxPort = 0;
/** Requests through nginx, once it listens. */
let call: Call = () => Promise.reject(new Error('nginx has not started'));

async function main() {
  log('== rehearsal: PostgreSQL + Redis + 2 instances + nginx');
  const web = spawnSync(process.execPath, ['scripts/ensure-web-build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (web.status !== 0) throw new Error('the web app did not build');
  await buildServer();

  // A database of its own, migrated by the migration step before any instance starts.
  const name = `packdex_rehearsal_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(base!);
  dbUrl.pathname = `/${name}`;
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const shared = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `rehearsal-${randomBytes(3).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    PAYMENTS: 'sandbox',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    ADMIN_TOTP_SECRET,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    JOB_INTERVAL_SECONDS: '5',
    // The load step's 20 connections come from one address: the per-address read limit (600 a
    // minute) would answer it 429. The limits step checks sign-in's per-address limit instead.
    READ_RATE_LIMIT: '0',
    // The demo's file host is fictional: checking its links only asks a resolver this machine has
    // no network for, on libuv's threads that compression and the file system share.
    LINK_CHECK: 'false',
  };
  await step('migration step (node src/db/cli.ts migrate)', () => {
    const applied = migrationStep('src/db/cli.ts', { ...shared, DATA_DIR: path.join(work, 'migrate') });
    return Promise.resolve(`${applied.length} migrations applied, the last ${applied.at(-1) ?? '—'}`);
  });

  // Two instances, started one after the other (the first seeds the demo catalogue).
  const start = startCommand();
  /** One instance of `script` (today's build, or the next release's) on `port`, ready. */
  const startInstance = (script: string, port: number, dataDir: string) =>
    startProcess(
      [...start.flags, script],
      { ...start.env, ...shared, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' },
      `http://127.0.0.1:${port}/api/ready`,
    );
  const instances: (Started & { port: number; dataDir: string })[] = [];
  for (const label of ['a', 'b']) {
    const port = await freePort();
    const dataDir = path.join(work, `instance-${label}`);
    mkdirSync(dataDir, { recursive: true });
    const started = await startInstance(start.script, port, dataDir);
    children.push(started.child);
    instances.push({ ...started, port, dataDir });
  }
  log(`  instances on ${instances.map((i) => i.port).join(' and ')}`);

  // nginx with the project's configuration, its ports and paths rewritten.
  const nginx = await startNginx(
    work,
    instances.map((i) => i.port),
  );
  children.push(nginx.child);
  nginxPort = nginx.port;
  call = nginxClient(nginxPort);
  log(`  nginx on 127.0.0.1:${nginxPort}`);

  await step('a visitor gets the age gate, compressed, with the RTA label', async () => {
    const page = await call('GET', '/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expectStatus(page, 200, 'GET /');
    const rating = String(page.headers.rating ?? 'none');
    if (rating !== RTA_LABEL) throw new Error(`Rating header: ${rating}`);
    const encoding = String(page.headers['content-encoding'] ?? 'none');
    if (encoding !== 'gzip') throw new Error(`content-encoding: ${encoding}`);
  });

  const email = `member-${randomBytes(4).toString('hex')}@example.test`;
  let token = '';
  let contentId = 0;
  await step('a visitor registers and verifies the address with the mailed link', async () => {
    expectStatus(
      await call('POST', '/api/auth/register', {
        body: { name: 'Rehearsal Member', email, password: 'member-pass-1', ageConfirmed: true },
        from: '127.0.0.4',
      }),
      201,
      'register',
    );
    // Mail is sent by whichever instance drains the shared queue first.
    const link = await Promise.any(
      instances.map((i) => waitForLink(path.join(i.dataDir, 'outbox'), email, '/verify-email', 30_000)),
    );
    const verified = await call('POST', '/api/auth/verify-email', {
      body: { token: new URL(link).searchParams.get('token') },
      from: '127.0.0.4',
    });
    expectStatus(verified, 200, 'verify-email');
    token = verified.json<{ token: string }>().token;
  });

  await step('the member likes and comments on a pack', async () => {
    const list = await opened<{ contents: { id: number }[] }>(
      await call('GET', '/api/content?page=1&limit=5', { token }),
    );
    contentId = list.contents[0]!.id;
    expectStatus(
      await call('POST', '/api/likes/toggle', { body: { contentId }, token, from: '127.0.0.4' }),
      200,
      'like',
    );
    expectStatus(
      await call('POST', '/api/comments', {
        body: { contentId, text: 'Lovely set, thank you' },
        token,
        from: '127.0.0.4',
      }),
      201,
      'comment',
    );
  });

  await step('the member becomes premium through the sandbox checkout', async () => {
    const purchase = await call('POST', '/api/purchase', { body: { email }, token, from: '127.0.0.4' });
    expectStatus(purchase, 200, 'purchase');
    const checkout = new URL(purchase.json<{ url: string }>().url);
    const paid = await call('POST', '/api/payments/sandbox/checkout', {
      form: { token: checkout.searchParams.get('token')! },
      from: '127.0.0.4',
    });
    expectStatus(paid, 303, 'sandbox checkout');
    const me = await call('GET', '/api/auth/dashboard', { token });
    if (!me.json<{ user: { isPremium: boolean } }>().user.isPremium) throw new Error('not premium after paying');
  });

  await step("an admin's edit is seen through either instance at once", async () => {
    const signIn = await call('POST', '/api/auth/login', {
      body: {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        code: new TOTP({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET) }).generate(),
      },
      from: '127.0.0.5',
    });
    expectStatus(signIn, 200, 'admin sign-in');
    const adminToken = signIn.json<{ token: string }>().token;
    const title = `Rehearsed ${randomBytes(3).toString('hex')}`;
    // Cached on both instances first, so the edit must drop both copies (Redis carries the drop).
    for (let i = 0; i < 4; i += 1) await call('GET', `/api/content/${contentId}`);
    const item = await opened<{
      url: string;
      thumbnailUrl: string | null;
      type: string;
      tags: string[];
      model_id: number;
      info: { images: number; videos: number; size: number };
    }>(await call('GET', `/api/content/${contentId}`, { token: adminToken }));
    const body = {
      title,
      url: item.url,
      thumbnailUrl: item.thumbnailUrl,
      type: item.type,
      tags: item.tags,
      model_id: item.model_id,
      info: item.info,
    };
    expectStatus(
      await call('PUT', `/api/content/${contentId}`, { body, token: adminToken, from: '127.0.0.5' }),
      200,
      'admin edit',
    );
    await new Promise((r) => setTimeout(r, 400));
    for (let i = 0; i < 4; i += 1) {
      const seen = await opened<{ title: string }>(await call('GET', `/api/content/${contentId}`));
      if (seen.title !== title) throw new Error(`read ${i + 1} still showed "${seen.title}"`);
    }
    // Both instances served the journey: nginx spread it.
    const served = readFileSync(nginx.accessLog, 'utf8').split('\n').filter(Boolean).length;
    return `${served} requests through nginx so far`;
  });

  await step('per-address limits see each client behind the proxy, not an address a client writes', async () => {
    // Sign-in allows 10 attempts per address in 15 minutes, counted in Redis across both instances.
    const attempt = (from: string, headers: Record<string, string> = {}) =>
      call('POST', '/api/auth/login', {
        body: { email: 'nobody@example.test', password: 'wrong-password' },
        from,
        headers,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt('127.0.0.2')).status);
    if (statuses.at(-1) !== 429) throw new Error(`the 11th attempt from one client answered ${statuses.at(-1)}`);
    const spoofed = await attempt('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' });
    if (spoofed.status !== 429)
      throw new Error(`a client writing X-Forwarded-For escaped its limit (${spoofed.status})`);
    const other = await attempt('127.0.0.3');
    if (other.status !== 401) throw new Error(`another client was limited too (${other.status})`);
    return '10 attempts then 429 for one client, its own X-Forwarded-For ignored, another client still answered';
  });

  let load = { requests: 0, failures: 0, p99: 0, rps: 0 };
  await step(`${LOAD_SECONDS} s of steady mixed reads through nginx, no failed request`, async () => {
    const paths = [
      '/api/content?page=1&limit=24',
      '/api/models?page=1&limit=24',
      `/api/content/${contentId}`,
      '/api/search/suggestions?q=su',
    ];
    let n = 0;
    const run = autocannon({
      url: `http://127.0.0.1:${nginxPort}`,
      connections: 20,
      duration: LOAD_SECONDS,
      requests: [
        {
          method: 'GET',
          path: '/',
          headers: { 'accept-encoding': 'br, gzip' },
          setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length]! }),
        },
      ],
    }) as unknown as autocannon.Instance;
    // Each failed request's error, by code: a reset connection, a refused one or a time-out.
    const kinds = new Map<string, number>();
    run.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    });
    // The instance is also the run's promise (autocannon/lib/init.js).
    const result = await (run as unknown as Promise<autocannon.Result>);
    load = {
      requests: result.requests.total,
      failures: result.errors + result.timeouts + result.non2xx,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
    };
    if (load.failures > 0) {
      // What failed, so a rare failure can be told apart: a connection error, a time-out or a status.
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([status, { count }]) => `${status}×${count ?? 0}`)
        .join(' ');
      throw new Error(
        `${load.failures} failed of ${load.requests} (errors ${result.errors} [${[...kinds].map(([k, c]) => `${k}×${c}`).join(' ')}], timeouts ${result.timeouts}, non-2xx ${result.non2xx}; statuses ${statuses})`,
      );
    }
    return `${load.requests} requests, ${load.rps} req/s, p99 ${load.p99} ms`;
  });

  await step(
    'rolling upgrade under steady reads and writes: the next release migrates, each instance restarts onto it, no failed request, no lost write',
    () =>
      rollingUpgrade({
        work,
        nginxPort,
        setDown: (ports) => nginx.setDown(ports),
        instances,
        restart: async (port, server) => {
          const instance = instances.find((i) => i.port === port)!;
          instance.child.kill('SIGTERM');
          const code = await instance.exit;
          if (code !== 0) throw new Error(`instance ${port} exited with ${code}: ${instance.output()}`);
          const next = await startInstance(server, port, instance.dataDir);
          children.splice(children.indexOf(instance.child), 1, next.child);
          Object.assign(instance, next);
        },
        env: shared,
        token,
        contentId,
      }),
  );

  return load;
}

function report(load: { requests: number; failures: number; p99: number; rps: number } | undefined) {
  const dir = path.join(ROOT, 'bench/reports');
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  writeFileSync(path.join(dir, 'rehearsal.json'), `${JSON.stringify({ at, steps, load }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, 'rehearsal.md'),
    [
      '# Production layout rehearsal',
      '',
      `${at} — \`npm run test:rehearsal\`: PostgreSQL, Redis, the migration step, two instances and nginx with`,
      '`deploy/nginx/packdex.conf` (docs/operations.md, "Production layout").',
      '',
      '| step | result | detail |',
      '| --- | --- | --- |',
      ...steps.map((s) => `| ${s.step} | ${s.ok ? 'pass' : 'FAIL'} | ${s.detail.replace(/\|/g, '\\|')} |`),
      '',
      load
        ? `Load through nginx: ${load.requests} requests, ${load.failures} failed, ${load.rps} req/s, p99 ${load.p99} ms.`
        : '',
      '',
    ].join('\n'),
  );
}

let load: Awaited<ReturnType<typeof main>> | undefined;
let failed = false;
try {
  load = await main();
} catch (err) {
  failed = true;
  if (!steps.some((s) => !s.ok)) log(`rehearsal failed: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await dropDatabase().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  removeNextRelease();
}
report(load);
log(failed ? 'rehearsal: FAILED' : 'rehearsal: passed');
process.exit(failed ? 1 : 0);
