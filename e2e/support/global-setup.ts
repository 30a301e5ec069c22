import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { stampProblem } from '../../apps/web/build-stamp.ts';
import { findChromium } from './chromium.ts';

export interface E2EContext {
  baseURL: string;
  /** The server's DATA_DIR: mail written without SMTP lands in DATA_DIR/outbox as .eml files. */
  dataDir: string;
  chromium: string;
  adminEmail: string;
  adminPassword: string;
  /** The seeded admin's TOTP secret (ADMIN_TOTP_SECRET): staff sign in with two factors. */
  adminTotpSecret: string;
  /** The link monetiser the server rewrites free visitors' file-host links through (a test key pair). */
  monetiser: { prefix: string; privateKey: string; fileHost: string };
  /** Who the legal pages name (OPERATOR_*): not the defaults, so a page showing them came from the server. */
  operator: { name: string; address: string; email: string; dmcaEmail: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2EContext | null;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_EMAIL = 'admin@packdex.local';
const ADMIN_PASSWORD = 'e2e-admin-password';
/** A fixed base32 secret (160 bits) the admin account is created with; the specs compute its codes. */
const ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** Neither host exists: the specs answer their requests in the browser (context.route). */
const MONETISER_PREFIX = 'https://go.monetiser.example/';
const FILE_HOST = 'files.packdex.example';
const OPERATOR = {
  name: 'Quayside Index Ltd.',
  address: '7 Harbour Row, Portsmouth PO1 3AA',
  email: 'legal@quayside.example',
  dmcaEmail: 'copyright@quayside.example',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready within 60 s:\n${log()}`);
}

/** Builds the web app, starts the real server on a free port with a temporary database, and stops it after. */
export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const message = 'No Chromium found (set CHROMIUM_PATH or apt-get install chromium): the browser suite is SKIPPED.';
    if (process.env.REQUIRE_E2E === '1') throw new Error(`${message} REQUIRE_E2E=1 makes this a failure.`);
    process.stderr.write(`\n${'!'.repeat(100)}\n!!! ${message}\n${'!'.repeat(100)}\n\n`);
    project.provide('e2e', null);
    return;
  }

  // The suite drives the build `npm start` serves: a production build of the current sources. The
  // runner's NODE_ENV=test must not reach the build (it once gave React's development build).
  const dist = path.join(ROOT, 'apps/web/dist');
  if (stampProblem(ROOT, dist)) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('Building the web app failed');
  }
  const problem = stampProblem(ROOT, dist);
  if (problem) throw new Error(`The web build cannot be tested: ${problem}.`);

  // E2E_PORT: a fixed port, for a machine where each run is given its own range.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-e2e-'));
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      PAYMENTS: 'sandbox',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys that span days (premium expiry, takedown restoration) move the server's clock.
      TEST_CLOCK: 'true',
      // No load shedding: Chromium, the builds and the journeys share two cores with the server,
      // whose event loop then runs behind for reasons that are not its own load.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // The suite registers its accounts through the API from one machine; each registration names
      // its own client address in X-Forwarded-For (see registerAccount), as a proxy in front would,
      // so the per-address sign-up limit is met by journeys that test it, not by the suite's size.
      TRUST_PROXY: '127.0.0.1',
      FILE_HOST_DOMAIN: FILE_HOST,
      MONETIZER_URL_TEMPLATE: `${MONETISER_PREFIX}{data}?r={rest}`,
      MONETIZER_PUBLIC_KEY: keys.publicKey,
      OPERATOR_NAME: OPERATOR.name,
      OPERATOR_ADDRESS: OPERATOR.address,
      OPERATOR_EMAIL: OPERATOR.email,
      DMCA_EMAIL: OPERATOR.dmcaEmail,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(baseURL, child, () => output);
  project.provide('e2e', {
    baseURL,
    dataDir,
    chromium,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    adminTotpSecret: ADMIN_TOTP_SECRET,
    monetiser: { prefix: MONETISER_PREFIX, privateKey: keys.privateKey, fileHost: FILE_HOST },
    operator: OPERATOR,
  });

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
