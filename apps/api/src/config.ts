import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Bucket } from './lib/s3.ts';
import { parseAllowList } from './lib/outbound.ts';
import { parseResourceAttributes, tracesUrl, type TracingSettings } from './lib/tracing.ts';
import type { MonetiserPadding } from './lib/monetiser.ts';
import { PREMIUM_PRICE_CENTS } from '@packdex/shared/constants';
import { configProblems } from './config-checks.ts';
import { envSchema } from './config-variables.ts';

export { DEV_ENVELOPE_KEY } from './config-schemas.ts';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redis: { url: string | undefined; prefix: string };
  jwtSecret: string;
  envelope: { enabled: boolean; key: string };
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string; outboxDir: string };
  admin: { email: string; password: string | undefined; totpSecret?: string | undefined };
  seed: { demo: boolean; seed: number };
  payments: {
    mode: 'sandbox' | 'verotel' | 'stripe' | 'off';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripePriceId: string | undefined;
    /** Where the Stripe SDK sends requests (stripe-mock or a test server); unset = api.stripe.com. */
    stripeApiBase: string | undefined;
    verotel: {
      shopId: string | undefined;
      signatureKey: string | undefined;
      baseUrl: string;
      /** The Control Center API user, when Verotel enabled the API (server-side cancellation). */
      controlCenter: { baseUrl: string; user: string; password: string } | null;
    };
    /** What a subscription costs and how long one period lasts (docs/product.md#constants: $12.00 per month). */
    price: { amount: string; currency: 'USD'; period: 'P30D' };
  };
  fileHostDomain: string;
  /** `host:port` pairs outgoing requests may reach although not public (lib/outbound.ts); tests and stand-ins only. */
  outboundAllow: string[];
  /** The link checker (docs/link-health.md). */
  linkCheck: { enabled: boolean; batch: number; hostConcurrency: number; hostRate: number; deadAfter: number };
  /** Who runs the site, as the Terms of Service and Privacy Policy name them (sent to the web app). */
  operator: { name: string; address: string; email: string; dmcaEmail: string };
  monetizer: { urlTemplate: string | undefined; publicKey: string | undefined; padding: MonetiserPadding };
  logLevel: string;
  /** false, a number of proxy hops, or the proxies' addresses/CIDR ranges (never "any"). */
  trustProxy: false | number | string[];
  /** API reads (GET) allowed per address per minute; 0 = no limit. */
  readRateLimit: number;
  /**
   * How long a client has to send a whole request (headers and body), and how many connections one
   * address (an IPv6 /64) may hold open at once when the server is not behind a proxy (0 = no cap);
   * docs/security.md, "Connections".
   */
  connections: { requestTimeoutMs: number; maxPerAddress: number };
  /** Prometheus metrics (plugins/metrics.ts): the token for /metrics on the site's port, and a port of their own. */
  metrics: { token: string | undefined; port: number | undefined };
  /** OpenTelemetry traces (lib/tracing.ts), or null when off: no OTLP endpoint, or turned off. */
  tracing: TracingSettings | null;
  /** Event-loop delay (ms, its mean over a second) past which new requests get a fast 503 (plugins/overload.ts); 0 = never. */
  shedEventLoopDelayMs: number;
  /** Whole-page cache by audience (lib/page-cache.ts): how long a page is served, and its memory budget. */
  pageCache: { ttlMs: number; maxBytes: number };
  /** How long a list's total and walk are kept (lib/list-memo.ts); 0 = counted on every request. */
  listTotalsTtlMs: number;
  /** Ids of the catalogue (so at most this many pages) one sitemap file covers (modules/feeds). */
  sitemapUrlsPerFile: number;
  uploadsDir: string;
  /** Scheduled backups (BACKUP_*), or null when BACKUP_DIR is unset. */
  backups: { dir: string; everyHours: number; keep: number; s3: BackupBucket | null } | null;
  /** Catalogue imports (docs/catalogue-operations.md): the largest upload, and where files wait for their import. */
  imports: { maxBytes: number; dir: string };
  /** Stored pictures (docs/catalogue-operations.md#images): the largest taken, and where originals are kept (not served). */
  pictures: {
    maxBytes: number;
    originalsDir: string;
    /** PICTURES_S3_*: pictures are kept in this bucket instead of the uploads and originals folders. */
    s3: S3Bucket | null;
    /** PICTURES_PUBLIC_URL: where the bucket's `pictures/` keys are served from; null: the server streams them. */
    publicUrl: string | null;
    /** PICTURE_CONVERT_OLD: the scheduled job takes pictures saved before the pipeline through it. */
    convertOld: boolean;
  };
  webDist: string;
  siteName: string;
  /** The release this instance runs (RELEASE, else the API package's version): the admin System page lists it per instance. */
  release: string;
  /** Browser tests only: POST /api/test/clock moves the server's clock. */
  testClock: boolean;
  /** Severe-report policy (docs/trust-and-safety.md). */
  reports: {
    /** Distinct reporters within 24 h that hide a target when none of them is credible. */
    hideThreshold: number;
    /** Severe reports one reporter (account or network) may file per 24 h; trusted flaggers are exempt. */
    severePerReporterDaily: number;
    /** Severe reports from reporters who are not credible, site-wide, per hour. */
    severeGlobalHourly: number;
    /** Severe reports per hour at which the dashboard raises an alert. */
    spikeHourly: number;
  };
  /**
   * Acknowledgements of new DMCA notices mailed per hour, site-wide: the form mails an address
   * anyone types, so a flood from many addresses must not make the site a relay. Past it a notice
   * is still filed (its number is in the answer); only the mail is not sent.
   */
  dmcaAcknowledgementsHourly: number;
  /** Whether this instance runs the scheduled jobs (JOBS). */
  jobs: boolean;
  /** Seconds between runs of the scheduled jobs (DMCA restorations); they also run once at start. */
  jobIntervalSeconds: number;
  /** Seconds another instance's change to the banned terms may take to be seen here. */
  bannedTermsCacheSeconds: number;
  /**
   * What registration answers: the spec's session for a new account (409 for a taken address), or the
   * same 202 for every address, which tells nobody whether an address has an account.
   */
  registrationAnswer: 'session' | 'uniform';
  /**
   * Review before publication and consent records (docs/compliance.md): whether new models and items
   * start as drafts, and where consent documents are kept (under DATA_DIR, never under the uploads).
   */
  review: { beforePublish: boolean; consentDir: string };
  /**
   * How the age gate checks age: the spec's self-declaration, or an OpenID Connect provider
   * (authorization code + PKCE) whose ID token or userinfo carries an over-18 claim.
   */
  ageAssurance:
    { mode: 'self' } | { mode: 'oidc'; issuer: string; clientId: string; clientSecret: string; redirectUri: string };
  /** Regional age assurance (docs/compliance.md#regional-age-assurance). */
  agePolicy: {
    /** AGE_POLICY: whether visitors' regions are looked up. */
    enabled: boolean;
    /** The level of a region no rule names (AGE_POLICY_DEFAULT); unset: `verified` with a provider, else `self`. */
    unlisted?: 'self' | 'verified' | undefined;
    cacheSeconds: number;
  };
}

/** S3-compatible storage scheduled backups are uploaded to (BACKUP_S3_*; db/backup-s3.ts). */
export interface BackupBucket extends S3Bucket {
  prefix: string;
}

/** Raised when the environment is invalid; `problems` has one line per bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The API package's version, the release an instance reports when RELEASE is unset. */
const apiVersion = () =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8')) as { version: string }).version;

/** Reads the JWT secret from DATA_DIR, creating it once, so restarts keep sessions valid. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (parsed.jwtSecret) return parsed.jwtSecret;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }), { mode: 0o600 });
  return jwtSecret;
}

/** Traces are on when an OTLP endpoint is set, unless `OTEL_SDK_DISABLED` or `OTEL_TRACES_EXPORTER=none` says no. */
function tracingSettings(e: ReturnType<typeof envSchema.parse>): TracingSettings | null {
  const url = tracesUrl(e.OTEL_EXPORTER_OTLP_ENDPOINT, e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (!url || e.OTEL_SDK_DISABLED || e.OTEL_TRACES_EXPORTER === 'none') return null;
  return {
    url,
    protocol: e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
    serviceName: e.OTEL_SERVICE_NAME,
    resource: parseResourceAttributes(e.OTEL_RESOURCE_ATTRIBUTES),
    sampler: e.OTEL_TRACES_SAMPLER,
    ratio: e.OTEL_TRACES_SAMPLER_ARG,
  };
}

/**
 * Parses the environment once. Relative DATA_DIR is taken from where the command was started
 * (npm's INIT_CWD), so `npm start` at the repository root writes to ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = env.INIT_CWD ?? process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = result.data;
  const problems = configProblems(e);
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  const outboxDir = path.join(dataDir, 'outbox');
  mkdirSync(uploadsDir, { recursive: true });
  mkdirSync(outboxDir, { recursive: true });

  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'packdex.db') },
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir),
    envelope: { enabled: e.ENVELOPE, key: e.ENVELOPE_KEY.toLowerCase() },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL, outboxDir },
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, totpSecret: e.ADMIN_TOTP_SECRET },
    seed: { demo: e.SEED_DEMO, seed: e.SEED },
    payments: {
      mode: e.PAYMENTS,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripePriceId: e.STRIPE_PRICE_ID,
      stripeApiBase: e.STRIPE_API_BASE,
      verotel: {
        shopId: e.VEROTEL_SHOP_ID,
        signatureKey: e.VEROTEL_SIGNATURE_KEY,
        baseUrl: (e.VEROTEL_BASE_URL ?? 'https://secure.verotel.com').replace(/\/$/, ''),
        controlCenter:
          e.VEROTEL_API_USER && e.VEROTEL_API_PASSWORD
            ? {
                baseUrl: (e.VEROTEL_API_BASE ?? 'https://controlcenter.verotel.com/api').replace(/\/$/, ''),
                user: e.VEROTEL_API_USER,
                password: e.VEROTEL_API_PASSWORD,
              }
            : null,
      },
      price: { amount: (PREMIUM_PRICE_CENTS / 100).toFixed(2), currency: 'USD', period: 'P30D' },
    },
    fileHostDomain: e.FILE_HOST_DOMAIN.toLowerCase(),
    outboundAllow: [...parseAllowList(e.OUTBOUND_ALLOW)],
    linkCheck: {
      enabled: e.LINK_CHECK,
      batch: e.LINK_CHECK_BATCH,
      hostConcurrency: e.LINK_CHECK_HOST_CONCURRENCY,
      hostRate: e.LINK_CHECK_HOST_RATE,
      deadAfter: e.LINK_DEAD_AFTER,
    },
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL,
      dmcaEmail: e.DMCA_EMAIL ?? e.OPERATOR_EMAIL,
    },
    monetizer: {
      urlTemplate: e.MONETIZER_URL_TEMPLATE || undefined,
      publicKey: e.MONETIZER_PUBLIC_KEY || undefined,
      padding: e.MONETIZER_PADDING,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    readRateLimit: e.READ_RATE_LIMIT,
    connections: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, maxPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS },
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    tracing: tracingSettings(e),
    pageCache: { ttlMs: e.PAGE_CACHE_TTL_MS, maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024 },
    listTotalsTtlMs: e.LIST_TOTALS_TTL_MS,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    uploadsDir,
    imports: { maxBytes: e.IMPORT_MAX_MB * 1024 * 1024, dir: path.join(dataDir, 'imports') },
    pictures: {
      maxBytes: e.PICTURE_MAX_MB * 1024 * 1024,
      originalsDir: path.join(dataDir, 'originals'),
      s3: e.PICTURES_S3_ENDPOINT
        ? {
            endpoint: e.PICTURES_S3_ENDPOINT,
            bucket: e.PICTURES_S3_BUCKET!,
            region: e.PICTURES_S3_REGION,
            accessKeyId: e.PICTURES_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.PICTURES_S3_SECRET_ACCESS_KEY!,
            pathStyle: e.PICTURES_S3_PATH_STYLE,
          }
        : null,
      publicUrl: e.PICTURES_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
      convertOld: e.PICTURE_CONVERT_OLD,
    },
    review: { beforePublish: e.REVIEW_BEFORE_PUBLISH, consentDir: path.join(dataDir, 'consent') },
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    siteName: 'Packdex',
    release: e.RELEASE ?? apiVersion(),
    testClock: e.TEST_CLOCK,
    reports: {
      hideThreshold: e.REPORT_HIDE_THRESHOLD,
      severePerReporterDaily: e.REPORT_SEVERE_PER_REPORTER_DAILY,
      severeGlobalHourly: e.REPORT_SEVERE_GLOBAL_HOURLY,
      spikeHourly: e.REPORT_SPIKE_HOURLY,
    },
    dmcaAcknowledgementsHourly: e.DMCA_ACKNOWLEDGEMENTS_HOURLY,
    jobs: e.JOBS,
    jobIntervalSeconds: e.JOB_INTERVAL_SECONDS,
    backups: e.BACKUP_DIR
      ? {
          dir: path.resolve(cwd, e.BACKUP_DIR),
          everyHours: e.BACKUP_EVERY_HOURS,
          keep: e.BACKUP_KEEP,
          s3: e.BACKUP_S3_ENDPOINT
            ? {
                endpoint: e.BACKUP_S3_ENDPOINT,
                bucket: e.BACKUP_S3_BUCKET!,
                region: e.BACKUP_S3_REGION,
                prefix: e.BACKUP_S3_PREFIX,
                accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID!,
                secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY!,
                pathStyle: e.BACKUP_S3_PATH_STYLE,
              }
            : null,
        }
      : null,
    bannedTermsCacheSeconds: e.BANNED_TERMS_CACHE_SECONDS,
    registrationAnswer: e.REGISTRATION_ANSWER,
    agePolicy: {
      enabled: e.AGE_POLICY === 'on',
      unlisted: e.AGE_POLICY_DEFAULT,
      cacheSeconds: e.AGE_POLICY_CACHE_SECONDS,
    },
    ageAssurance:
      e.AGE_ASSURANCE === 'oidc'
        ? {
            mode: 'oidc',
            issuer: e.AGE_ASSURANCE_ISSUER!.replace(/\/$/, ''),
            clientId: e.AGE_ASSURANCE_CLIENT_ID!,
            clientSecret: e.AGE_ASSURANCE_CLIENT_SECRET!,
            redirectUri: e.AGE_ASSURANCE_REDIRECT!,
          }
        : { mode: 'self' },
  };
}
