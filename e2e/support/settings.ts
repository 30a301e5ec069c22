import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the specs know about the server under test (its address, its data folder, its seeded accounts…). */
export interface E2EContext {
  baseURL: string;
  port: number;
  /** The server's DATA_DIR: mail written without SMTP lands in DATA_DIR/outbox as .eml files. */
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** The seeded admin's TOTP secret (ADMIN_TOTP_SECRET): staff sign in with two factors. */
  adminTotpSecret: string;
  /** The link monetiser the server rewrites free visitors' file-host links through (a test key pair). */
  monetiser: { prefix: string; privateKey: string; publicKey: string; fileHost: string };
  /** Who the legal pages name (OPERATOR_*): not the defaults, so a page showing them came from the server. */
  operator: { name: string; address: string; email: string; dmcaEmail: string };
}

/** Where the run's settings travel from the runner to its workers (each loads the config again). */
const VARIABLE = 'PACKDEX_E2E';

/**
 * A port no server holds now, asked of the system by a child process (the config is loaded
 * synchronously). E2E_PORT pins one: runs sharing a machine keep to the ports they were given.
 */
function portFor(env: NodeJS.ProcessEnv): number {
  if (env.E2E_PORT) return Number(env.E2E_PORT);
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No free port found: ${probe.stderr}`);
  return port;
}

/**
 * The run's settings: made once by the runner (a temporary data folder, a port, a key pair) and read
 * back by every worker from the environment, so all of them talk to the same server.
 */
export function e2eSettings(env: NodeJS.ProcessEnv = process.env): E2EContext {
  const saved = env[VARIABLE];
  if (saved) return JSON.parse(saved) as E2EContext;
  const port = portFor(env);
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const settings: E2EContext = {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    dataDir: mkdtempSync(path.join(tmpdir(), 'packdex-e2e-')),
    adminEmail: 'admin@packdex.local',
    adminPassword: 'e2e-admin-password',
    // A fixed base32 secret (160 bits) the admin account is created with; the specs compute its codes.
    adminTotpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    // Neither host exists: the specs answer their requests in the browser (context.route).
    monetiser: {
      prefix: 'https://go.monetiser.example/',
      privateKey: keys.privateKey,
      publicKey: keys.publicKey,
      fileHost: 'files.packdex.example',
    },
    operator: {
      name: 'Quayside Index Ltd.',
      address: '7 Harbour Row, Portsmouth PO1 3AA',
      email: 'legal@quayside.example',
      dmcaEmail: 'copyright@quayside.example',
    },
  };
  env[VARIABLE] = JSON.stringify(settings);
  return settings;
}

/** The server's environment for a run: the demo catalogue on a temporary SQLite database, and what the specs drive. */
export function serverEnvironment(s: E2EContext): Record<string, string> {
  return {
    PORT: String(s.port),
    HOST: '127.0.0.1',
    DATA_DIR: s.dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    PAYMENTS: 'sandbox',
    ADMIN_EMAIL: s.adminEmail,
    ADMIN_PASSWORD: s.adminPassword,
    ADMIN_TOTP_SECRET: s.adminTotpSecret,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: s.baseURL,
    // Journeys that span days (premium expiry, takedown restoration) move the server's clock.
    TEST_CLOCK: 'true',
    // No load shedding: Chromium, the builds and the journeys share two cores with the server,
    // whose event loop then runs behind for reasons that are not its own load.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    // The suite registers its accounts through the API from one machine; each registration names
    // its own client address in X-Forwarded-For (see registerAccount), as a proxy in front would,
    // so the per-address sign-up limit is met by journeys that test it, not by the suite's size.
    TRUST_PROXY: '127.0.0.1',
    FILE_HOST_DOMAIN: s.monetiser.fileHost,
    MONETIZER_URL_TEMPLATE: `${s.monetiser.prefix}{data}?r={rest}`,
    MONETIZER_PUBLIC_KEY: s.monetiser.publicKey,
    OPERATOR_NAME: s.operator.name,
    OPERATOR_ADDRESS: s.operator.address,
    OPERATOR_EMAIL: s.operator.email,
    DMCA_EMAIL: s.operator.dmcaEmail,
  };
}
