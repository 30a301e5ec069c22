// Every environment variable the server reads, each with its rule, its default and its meaning in one
// place: loadConfig (config.ts) parses them, docs/configuration.md is written from them.
import { z } from 'zod';
import { LANGUAGES } from '@packdex/shared/constants';
import { bool, count, DEV_ENVELOPE_KEY, optionalUrl, trustProxy, variable } from './config-schemas.ts';
import { FICTIONAL_OPERATOR } from './operator-check.ts';
import { TRACE_SAMPLERS } from './lib/tracing.ts';

const otlpProtocol = (name: string) =>
  z
    .enum(['http/protobuf', 'http/json'], {
      error: `${name} must be http/protobuf or http/json (traces are sent over HTTP; gRPC is not supported)`,
    })
    .optional();

/** Every environment variable the server reads, with its rule and its documentation (docs/configuration.md). */
export const envSchema = z.object({
  PORT: variable(
    z
      .string()
      .default('3000')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) < 65536, {
        error: 'PORT must be a whole number between 0 and 65535',
      })
      .transform(Number),
    'HTTP port',
  ),
  HOST: variable(z.string().min(1).default('0.0.0.0'), 'Interface to listen on'),
  PUBLIC_URL: variable(
    optionalUrl('PUBLIC_URL', /^(http:|https:)$/),
    'Base of links in e-mails and of the address the site names itself by (payments return here): the address people type, as sessions are kept per address. The log warns at start when it is a loopback address and `HOST` takes every interface, and at the first page asked for at another host',
    '`http://localhost:$PORT`',
  ),
  DATA_DIR: variable(
    z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
    'Everything the site writes: SQLite file, mail outbox, uploads, generated secrets',
  ),
  DATABASE_URL: variable(
    optionalUrl('DATABASE_URL', /^(postgres:|postgresql:)$/),
    '`postgres://…` selects PostgreSQL',
    'unset (SQLite in `DATA_DIR`)',
  ),
  REDIS_URL: variable(
    optionalUrl('REDIS_URL', /^(redis:|rediss:)$/),
    'Shared rate limits across instances',
    'unset (in-process)',
  ),
  REDIS_PREFIX: variable(z.string().min(1).default('packdex:'), 'Prefix of every Redis key'),
  JWT_SECRET: variable(
    z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
    'Token signing secret (≥ 32 chars); required in production',
    'generated into `DATA_DIR/secrets.json`',
  ),
  ENVELOPE: variable(bool('ENVELOPE', true), 'Encrypt `/api/models*` and `/api/content*` answers'),
  ENVELOPE_KEY: variable(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'ENVELOPE_KEY must be 64 hex characters (a 256-bit key)' })
      .default(DEV_ENVELOPE_KEY),
    '64 hex characters (AES-256); the key ships to every browser, so it is obfuscation, not secrecy',
    'development key `000102…1e1f`',
  ),
  SMTP_URL: variable(
    optionalUrl('SMTP_URL', /^(smtp:|smtps:)$/),
    '`smtp://` or `smtps://` relay for real mail',
    'unset (write to `DATA_DIR/outbox`)',
  ),
  MAIL_FROM: variable(z.string().min(3).default('Packdex <no-reply@packdex.local>'), 'Sender of e-mails'),
  SUPPORT_EMAIL: variable(
    z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' }).default('support@packdex.local'),
    'Where contact-form messages go',
  ),
  ADMIN_EMAIL: variable(
    z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).default('admin@packdex.local'),
    'The admin account created on first start',
  ),
  ADMIN_PASSWORD: variable(
    z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' }).optional(),
    'The password of that account (≥ 8 chars)',
    'generated and printed once',
  ),
  ADMIN_TOTP_SECRET: variable(
    z
      .string()
      .transform((v) => v.replace(/\s/g, '').toUpperCase())
      .pipe(
        z.string().regex(/^[A-Z2-7]{26,}=*$/, {
          error: 'ADMIN_TOTP_SECRET must be a base32 TOTP secret of at least 128 bits (26 characters A–Z, 2–7)',
        }),
      )
      .optional(),
    'The two-factor (TOTP) secret that account is created with, for an operator who put it in an authenticator app beforehand; staff must sign in with two-factor codes ([security](security.md#two-factor-sign-in))',
    'unset (the admin sets up two-factor sign-in at the first sign-in)',
  ),
  SEED_DEMO: variable(bool('SEED_DEMO', true), 'Seed the demo catalogue into an empty database'),
  SEED: variable(
    z.string().regex(/^\d+$/, { error: 'SEED must be a whole number' }).default('20261121').transform(Number),
    'Seed of the deterministic demo data',
  ),
  PAYMENTS: variable(
    z
      .enum(['sandbox', 'verotel', 'stripe', 'off'], { error: 'PAYMENTS must be sandbox, verotel, stripe or off' })
      // Off unless named: the sandbox grants premium without payment, so only the demo names it.
      .default('off'),
    '`sandbox` (built-in, grants premium without payment: only when named, never in production), `verotel` (adult-approved), `stripe` or `off`; see [payments](payments.md)',
    '`off` (`npm start` and `npm run dev`: `sandbox`)',
  ),
  STRIPE_SECRET_KEY: variable(z.string().optional(), 'Required when `PAYMENTS=stripe`'),
  STRIPE_WEBHOOK_SECRET: variable(z.string().optional(), 'Required when `PAYMENTS=stripe`'),
  STRIPE_PRICE_ID: variable(z.string().optional(), 'Required when `PAYMENTS=stripe`'),
  STRIPE_API_BASE: variable(
    optionalUrl('STRIPE_API_BASE', /^(http:|https:)$/),
    'Where the Stripe SDK sends requests (stripe-mock or a test stand-in)',
    'unset (`https://api.stripe.com`)',
  ),
  VEROTEL_SHOP_ID: variable(
    z.string().regex(/^\d+$/, { error: 'VEROTEL_SHOP_ID must be the numeric shop ID' }).optional(),
    'Required when `PAYMENTS=verotel`: FlexPay shop ID and signature key (price $12.00, period P30D)',
  ),
  VEROTEL_SIGNATURE_KEY: variable(
    z.string().optional(),
    'Required when `PAYMENTS=verotel`: FlexPay shop ID and signature key (price $12.00, period P30D)',
  ),
  VEROTEL_BASE_URL: variable(
    optionalUrl('VEROTEL_BASE_URL', /^(https:)$/),
    "The FlexPay brand's address (start order and cancel-subscription pages)",
    '`https://secure.verotel.com`',
  ),
  VEROTEL_API_USER: variable(
    z.string().optional(),
    'Optional (both or neither): a "read and write" Control Center API user, which Verotel support enables per account; with it, deleting an account cancels its Verotel sale from the server, without it the member cancels on Verotel\'s page first',
  ),
  VEROTEL_API_PASSWORD: variable(
    z.string().optional(),
    'Optional (both or neither): a "read and write" Control Center API user, which Verotel support enables per account; with it, deleting an account cancels its Verotel sale from the server, without it the member cancels on Verotel\'s page first',
  ),
  VEROTEL_API_BASE: variable(
    optionalUrl('VEROTEL_API_BASE', /^(http:|https:)$/),
    'The Control Center API (`https://controlcenter.verotel.com/api`) of another FlexPay brand, or a test stand-in',
    "Verotel's",
  ),
  OPERATOR_NAME: variable(
    z
      .string()
      .trim()
      .min(2, { error: 'OPERATOR_NAME must name the person or company that runs the site' })
      .max(200)
      .default(FICTIONAL_OPERATOR.name),
    'Who runs the site (a person or company), named as the operator and data controller on the Terms of Service and Privacy Policy pages (`/terms`, `/privacy`); the default is fictional: set it before going live',
  ),
  OPERATOR_ADDRESS: variable(
    z
      .string()
      .trim()
      .min(5, { error: 'OPERATOR_ADDRESS must be a postal address' })
      .max(300)
      .default(FICTIONAL_OPERATOR.address),
    "The operator's postal address, on the same pages (one line, parts separated by commas)",
  ),
  OPERATOR_EMAIL: variable(
    z.email({ error: 'OPERATOR_EMAIL must be an e-mail address' }).default(FICTIONAL_OPERATOR.email),
    'Where questions about the terms and privacy requests (access, correction, deletion) go, on the same pages',
  ),
  DMCA_EMAIL: variable(
    z.email({ error: 'DMCA_EMAIL must be an e-mail address' }).optional(),
    "The designated agent's address for copyright notices, shown on the DMCA page (`/dmca`) and in its notice steps",
    '`OPERATOR_EMAIL`',
  ),
  FILE_HOST_DOMAIN: variable(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: 'FILE_HOST_DOMAIN must be a host name such as files.example.com' })
      .default('files.packdex.example'),
    'The file host whose links are indexed',
  ),
  OUTBOUND_ALLOW: variable(
    z.string().default(''),
    'For tests and local stand-ins only: comma-separated `host:port` pairs that outgoing requests to addresses users or admins chose (link checks, pictures fetched by address) may reach although they are not public addresses (loopback, private, link-local…); empty in production',
    'empty',
  ),
  LINK_CHECK: variable(
    bool('LINK_CHECK', true),
    'Run the scheduled link checker (docs/link-health.md); admins can still check an item now when it is off',
  ),
  LINK_CHECK_BATCH: variable(
    count('LINK_CHECK_BATCH', '1000', 1),
    'Download links the link checker claims per run (docs/link-health.md); with the job interval this is its pace',
  ),
  LINK_CHECK_HOST_CONCURRENCY: variable(
    count('LINK_CHECK_HOST_CONCURRENCY', '4', 1),
    'Link checks open at once against one host, per instance',
  ),
  LINK_CHECK_HOST_RATE: variable(
    count('LINK_CHECK_HOST_RATE', '10', 1),
    'Link checks started per second against one host, per instance',
  ),
  LINK_DEAD_AFTER: variable(
    count('LINK_DEAD_AFTER', '3', 1),
    'Consecutive failed checks (not host outages) after which a download link is dead and its item is held (`link_dead`)',
  ),
  MONETIZER_URL_TEMPLATE: variable(
    z.string().optional(),
    'Link monetisation for free visitors and accounts (both or neither): `{data}` gets the first 70 bytes of a file-host URL RSA-encrypted, `{rest}` the rest, e.g. `https://go.example/{data}?r={rest}`',
  ),
  MONETIZER_PUBLIC_KEY: variable(
    z.string().optional(),
    'Link monetisation for free visitors and accounts (both or neither): `{data}` gets the first 70 bytes of a file-host URL RSA-encrypted, `{rest}` the rest, e.g. `https://go.example/{data}?r={rest}`',
  ),
  MONETIZER_PADDING: variable(
    z
      .enum(['oaep', 'pkcs1'], { error: 'MONETIZER_PADDING must be oaep (OAEP-SHA256) or pkcs1 (PKCS#1 v1.5)' })
      .default('oaep'),
    'RSA padding of `{data}`: `oaep` (OAEP with SHA-256) or `pkcs1` (PKCS#1 v1.5)',
  ),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'pino level (`silent` to mute)',
  ),
  TRUST_PROXY: variable(
    trustProxy,
    "Which `X-Forwarded-For` entries to believe: the proxies' addresses or CIDR ranges, comma-separated (`10.0.0.0/8,127.0.0.1`; also `loopback`, `uniquelocal`), or a hop count (`1`) when the site is reachable only through its proxies. `true` is refused: it would let any client choose its address",
    'unset (no proxy)',
  ),
  READ_RATE_LIMIT: variable(
    z
      .string()
      .regex(/^\d+$/, { error: 'READ_RATE_LIMIT must be a whole number of requests per minute (0 turns it off)' })
      .default('600')
      .transform(Number),
    'API reads (GET) per client address per minute, shared by lists, search and suggestions (IPv6 counted per /64); then 429 with `Retry-After`. `0` turns it off (benchmarks, load tests); raise it when many people share one address',
  ),
  REQUEST_TIMEOUT_MS: variable(
    count('REQUEST_TIMEOUT_MS', '60000', 1000),
    'How long a client has to send a whole request (headers within 20 s); then 408 and the connection closes (docs/security.md, Connections)',
  ),
  MAX_CONNECTIONS_PER_ADDRESS: variable(
    count('MAX_CONNECTIONS_PER_ADDRESS', '256', 0),
    'Open connections one client address (an IPv6 /64) may hold when the server is not behind a proxy (`TRUST_PROXY` unset); one more is closed at once. `0` turns the cap off',
  ),
  SHED_EVENT_LOOP_DELAY_MS: variable(
    count('SHED_EVENT_LOOP_DELAY_MS', '1000', 0),
    'Load shedding: when the event loop runs this many ms behind (its mean delay over the last second), new requests get an immediate 503 with `Retry-After` instead of waiting behind work their clients would time out on (health checks are always answered). `0` turns it off',
  ),
  PAGE_CACHE_TTL_MS: variable(
    count('PAGE_CACHE_TTL_MS', '5000', 0),
    'How long a whole list page (per audience: visitor, free, premium/admin) is served from memory; the bound on view and like counters shown late. Admin writes and reports drop pages at once (on every instance within 250 ms through Redis). `0` turns the cache off',
  ),
  PAGE_CACHE_MAX_MB: variable(count('PAGE_CACHE_MAX_MB', '32', 1), 'Memory the page cache may use per process'),
  LIST_TOTALS_TTL_MS: variable(
    count('LIST_TOTALS_TTL_MS', '300000', 0),
    'How long a list’s total, and the anchors its deep pages seek from, are kept in each process (at most 5,000 lists). Any catalogue change drops them at once, as it drops pages (views and likes do not move them); this bounds a change made outside a request (a restore, the command line). Independent of `PAGE_CACHE_TTL_MS`: a page computed again still finds its list’s total. `0` counts on every request',
  ),
  SITEMAP_URLS_PER_FILE: variable(
    count('SITEMAP_URLS_PER_FILE', '6000', LANGUAGES.length).refine((v) => v <= 50_000, {
      error: 'SITEMAP_URLS_PER_FILE must be at most 50000 (the sitemap protocol’s limit)',
    }),
    `Addresses one file of \`/sitemaps/\` lists at most (the protocol allows 50,000; at least ${LANGUAGES.length}). Each address carries its page's ${LANGUAGES.length + 1} alternates (about 750 bytes), so 6,000 make a file of about 4.5 MB, which the page cache can hold (at 50,000 a file is near 40 MB, over PAGE_CACHE_MAX_MB, and is built afresh on every read). Each page is listed once per interface language (${LANGUAGES.length}), so each file covers this number divided by ${LANGUAGES.length} ids of the catalogue and lists no more addresses than this`,
  ),
  IMPORT_MAX_MB: variable(
    count('IMPORT_MAX_MB', '200', 1),
    'Largest catalogue import file an admin may upload (docs/catalogue-operations.md); it is streamed to `DATA_DIR/imports` and kept there until its import ends, so a crashed import can resume',
  ),
  PICTURE_MAX_MB: variable(
    count('PICTURE_MAX_MB', '15', 1),
    'Largest picture the site fetches from an address an admin or an import gave (docs/catalogue-operations.md#images); a fetch past it stops and the picture is marked failed. Uploads stay at 5 MB',
  ),
  PICTURES_S3_ENDPOINT: variable(
    optionalUrl('PICTURES_S3_ENDPOINT', /^(http:|https:)$/),
    'S3-compatible storage stored pictures are kept in instead of the uploads folder (docs/catalogue-operations.md#storage), for example `https://s3.eu-central-1.amazonaws.com` or a MinIO, R2 or B2 address; set with the bucket and keys, or not at all',
    'unset (pictures in `DATA_DIR/uploads/pictures`, originals in `DATA_DIR/originals`)',
  ),
  PICTURES_S3_BUCKET: variable(z.string().trim().optional(), 'The bucket stored pictures are kept in'),
  PICTURES_S3_REGION: variable(
    z.string().trim().min(1, { error: 'PICTURES_S3_REGION must not be empty' }).default('us-east-1'),
    'The region requests to the pictures bucket are signed for (AWS Signature V4); most other providers take `us-east-1` or `auto`',
  ),
  PICTURES_S3_ACCESS_KEY_ID: variable(z.string().trim().optional(), 'Access key id for the pictures bucket'),
  PICTURES_S3_SECRET_ACCESS_KEY: variable(
    z.string().optional(),
    'Secret access key for the pictures bucket; never logged',
  ),
  PICTURES_S3_PATH_STYLE: variable(
    bool('PICTURES_S3_PATH_STYLE', false),
    '`true`: address the pictures bucket as `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted stores); `false`: as `<bucket>.<endpoint host>/<key>` (AWS)',
  ),
  PICTURES_PUBLIC_URL: variable(
    optionalUrl('PICTURES_PUBLIC_URL', /^(http:|https:)$/),
    "With `PICTURES_S3_*`: the public address the bucket's `pictures/` keys are served from (a CDN or the bucket's website, for example `https://cdn.example.com`); `/uploads/pictures/…` then redirects there. Originals (`originals/`) must stay private",
    'unset (the server streams pictures from the bucket under `/uploads/pictures/`)',
  ),
  PICTURE_CONVERT_OLD: variable(
    bool('PICTURE_CONVERT_OLD', false),
    'Runs the `pictures.convert` job on the schedule: models and items saved before the image pipeline (plain URLs, uploads without variants) are taken through it in batches (docs/catalogue-operations.md#pictures-saved-before-the-pipeline); `npm run pictures:convert` does the same once',
  ),
  WEB_DIST: variable(z.string().optional(), 'The built web app to serve', '`apps/web/dist`'),
  REPORT_HIDE_THRESHOLD: variable(
    count('REPORT_HIDE_THRESHOLD', '3', 1),
    'Distinct reporters (accounts, or visitor networks: IPv4 /24, IPv6 /64) whose child-safety or consent reports within 24 h hide an item when none of them is a trusted flagger or a verified account in good standing (docs/trust-and-safety.md)',
  ),
  REPORT_SEVERE_PER_REPORTER_DAILY: variable(
    count('REPORT_SEVERE_PER_REPORTER_DAILY', '5', 1),
    'Child-safety and consent reports one account or visitor network may file per 24 h (trusted flaggers exempt); then 429',
  ),
  REPORT_SEVERE_GLOBAL_HOURLY: variable(
    count('REPORT_SEVERE_GLOBAL_HOURLY', '30', 1),
    'Such reports accepted per hour site-wide from reporters who are not credible; then 429 until the hour passes (credible reporters are still heard)',
  ),
  REPORT_SPIKE_HOURLY: variable(
    count('REPORT_SPIKE_HOURLY', '10', 1),
    'Such reports per hour at which `GET /api/reports/alerts` raises the dashboard alert',
  ),
  DMCA_ACKNOWLEDGEMENTS_HOURLY: variable(
    count('DMCA_ACKNOWLEDGEMENTS_HOURLY', '100', 0),
    'Acknowledgements of new DMCA notices mailed per hour, site-wide (the form mails any address typed into it); past it a notice is still filed and its number answered, without the mail',
  ),
  BANNED_TERMS_CACHE_SECONDS: variable(
    count('BANNED_TERMS_CACHE_SECONDS', '60', 0),
    'Seconds an instance keeps its in-memory copy of the banned terms: a change is seen at once by the instance that made it, by the others within this time',
  ),
  REVIEW_BEFORE_PUBLISH: variable(
    bool('REVIEW_BEFORE_PUBLISH', false),
    'Review before publication (docs/compliance.md#review-before-publication): new models and items, from the admin forms or an import, start as hidden drafts in the review queue until a reviewer (another staff account, when the site has more than one) publishes them; a model needs a current consent record to be published. Off: the admin form publishes at once',
  ),
  TEST_CLOCK: variable(
    bool('TEST_CLOCK', false),
    "Browser tests only: `POST /api/test/clock` moves the server's clock (premium expiry, takedown deadlines); refused in production",
  ),
  JOBS: variable(
    bool('JOBS', true),
    'Run the scheduled jobs on this instance (every instance may: a database lease lets one run each job at a time); off for an instance that only answers requests, or while a migration test moves the schema',
  ),
  JOB_INTERVAL_SECONDS: variable(
    count('JOB_INTERVAL_SECONDS', '60', 1),
    'Seconds between runs of the scheduled jobs (DMCA restorations, scheduled backups); they also run once at start, one instance at a time (database lease)',
  ),
  BACKUP_DIR: variable(
    z.string().trim().optional(),
    'Where scheduled backups go, one folder per backup named by its time (docs/operations.md#scheduled-backups); relative to the working directory. Unset: no scheduled backups',
  ),
  BACKUP_EVERY_HOURS: variable(
    count('BACKUP_EVERY_HOURS', '24', 1),
    'Hours between scheduled backups (a backup is taken when the newest finished one is this old)',
  ),
  BACKUP_KEEP: variable(
    count('BACKUP_KEEP', '7', 1),
    'Finished scheduled backups kept; older ones are removed after each new backup',
  ),
  BACKUP_S3_ENDPOINT: variable(
    optionalUrl('BACKUP_S3_ENDPOINT', /^(http:|https:)$/),
    'S3-compatible storage that every scheduled backup is also uploaded to (docs/operations.md#scheduled-backups), for example `https://s3.eu-central-1.amazonaws.com`, a MinIO, R2 or B2 address; set with `BACKUP_DIR` and the bucket and keys, or not at all',
    'unset (backups stay in `BACKUP_DIR`)',
  ),
  BACKUP_S3_BUCKET: variable(z.string().trim().optional(), 'The bucket scheduled backups are uploaded to'),
  BACKUP_S3_REGION: variable(
    z.string().trim().min(1, { error: 'BACKUP_S3_REGION must not be empty' }).default('us-east-1'),
    'The region requests are signed for (AWS Signature V4); most other providers take `us-east-1` or `auto`',
  ),
  BACKUP_S3_PREFIX: variable(
    z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || (!v.startsWith('/') && !v.includes('//')), {
        error: 'BACKUP_S3_PREFIX must not start with / or contain //',
      }),
    'Prefix of the keys in the bucket: a backup is stored under `<prefix><backup folder name>/…` (end it with `/` for a folder)',
    'empty (backups at the top of the bucket)',
  ),
  BACKUP_S3_ACCESS_KEY_ID: variable(z.string().trim().optional(), 'Access key id for the bucket'),
  BACKUP_S3_SECRET_ACCESS_KEY: variable(z.string().optional(), 'Secret access key for the bucket; never logged'),
  BACKUP_S3_PATH_STYLE: variable(
    bool('BACKUP_S3_PATH_STYLE', false),
    '`true`: address the bucket as `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted stores); `false`: as `<bucket>.<endpoint host>/<key>` (AWS)',
  ),
  REGISTRATION_ANSWER: variable(
    z
      .enum(['session', 'uniform'], {
        error: 'REGISTRATION_ANSWER must be session (the spec) or uniform (the same answer for every address)',
      })
      .default('session'),
    "`session`: the spec's answer (a new account signed in at once, 409 for a taken address); `uniform`: the same 202 for every address, the mailed link signing a new account in and the owner of a taken one told by mail ([security](security.md#account-enumeration))",
  ),
  AGE_ASSURANCE: variable(
    z
      .enum(['self', 'oidc'], { error: 'AGE_ASSURANCE must be self (self-declaration) or oidc (a provider)' })
      .default('self'),
    "`self`: the age gate's self-declaration; `oidc`: an OpenID Connect age-verification provider (docs/trust-and-safety.md#age-assurance)",
  ),
  AGE_ASSURANCE_ISSUER: variable(
    optionalUrl('AGE_ASSURANCE_ISSUER', /^(http:|https:)$/),
    "The provider's issuer URL (discovery at `/.well-known/openid-configuration`); required with `oidc`",
  ),
  AGE_ASSURANCE_CLIENT_ID: variable(
    z.string().optional(),
    "This site's client id at the provider; required with `oidc`",
  ),
  AGE_ASSURANCE_CLIENT_SECRET: variable(
    z.string().optional(),
    'Its client secret (sent server-to-server only); required with `oidc`',
  ),
  AGE_ASSURANCE_REDIRECT: variable(
    optionalUrl('AGE_ASSURANCE_REDIRECT', /^(http:|https:)$/),
    'The registered redirect URI, `<PUBLIC_URL>/api/age-assurance/callback`; required with `oidc`',
  ),
  AGE_POLICY: variable(
    z.enum(['on', 'off'], { error: 'AGE_POLICY must be on or off' }).default('on'),
    "`on`: each visitor's region (a local IP database, behind `TRUST_PROXY`) decides whether the age gate or the provider's check applies, per the admins' age policy table (docs/compliance.md#regional-age-assurance); a region that needs the provider when none is configured is refused (451). A visitor on this machine has no region. `off`: `AGE_ASSURANCE` alone decides",
  ),
  AGE_POLICY_DEFAULT: variable(
    z.enum(['self', 'verified'], { error: 'AGE_POLICY_DEFAULT must be self or verified' }).optional(),
    'The level of a region no rule names, and of a visitor whose region is unknown: `self` (the age gate) or `verified` (the provider)',
    '`verified` with `AGE_ASSURANCE=oidc` (everyone checked, as without regions), else `self`',
  ),
  AGE_POLICY_CACHE_SECONDS: variable(
    count('AGE_POLICY_CACHE_SECONDS', '60', 0),
    "Seconds an instance keeps a region's rule in memory: a change is seen at once by the instance that made it, by the others within this time",
  ),
  RELEASE: variable(
    z.string().trim().min(1).max(64).optional(),
    'The release this instance runs (a tag or a commit), shown per instance on the admin System page; deploy scripts set it',
    "the API package's version",
  ),
  METRICS_TOKEN: variable(
    z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    "Prometheus metrics at `/metrics` on the site's port for a request with `Authorization: Bearer <token>` (docs/operations.md, Metrics); unset, `/metrics` answers 404",
  ),
  METRICS_PORT: variable(
    z
      .string()
      .regex(/^\d+$/, { error: 'METRICS_PORT must be a port number' })
      .refine((v) => Number(v) > 0 && Number(v) < 65536, { error: 'METRICS_PORT must be between 1 and 65535' })
      .optional()
      .transform((v) => (v === undefined ? undefined : Number(v))),
    'Also serve `/metrics`, without a token, on this port of `HOST` (a scraper on a private network; keep the port closed to the public)',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', /^(http:|https:)$/),
    'OpenTelemetry traces (docs/operations.md, Traces): the OTLP/HTTP receiver, spans go to `<url>/v1/traces`. Set (or the next), traces are on',
    'unset (no traces; the SDK is not loaded)',
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: variable(
    optionalUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', /^(http:|https:)$/),
    'The full URL spans are sent to, used as given; wins over `OTEL_EXPORTER_OTLP_ENDPOINT`',
  ),
  OTEL_EXPORTER_OTLP_PROTOCOL: variable(
    otlpProtocol('OTEL_EXPORTER_OTLP_PROTOCOL'),
    '`http/protobuf` or `http/json` (gRPC is not supported)',
    '`http/protobuf`',
  ),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: variable(
    otlpProtocol('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'),
    "The traces' own protocol; wins over `OTEL_EXPORTER_OTLP_PROTOCOL`",
  ),
  OTEL_SDK_DISABLED: variable(bool('OTEL_SDK_DISABLED', false), '`true` turns traces off even with an endpoint set'),
  OTEL_TRACES_EXPORTER: variable(
    z.enum(['otlp', 'none'], { error: 'OTEL_TRACES_EXPORTER must be otlp or none' }).default('otlp'),
    '`none` turns traces off even with an endpoint set',
  ),
  OTEL_SERVICE_NAME: variable(z.string().trim().min(1).default('packdex'), "The traces' `service.name`"),
  OTEL_RESOURCE_ATTRIBUTES: variable(
    z.string().optional(),
    'More resource attributes on every span, `key=value,…` (e.g. `deployment.environment.name=production`)',
  ),
  OTEL_TRACES_SAMPLER: variable(
    z
      .enum(TRACE_SAMPLERS, { error: `OTEL_TRACES_SAMPLER must be one of ${TRACE_SAMPLERS.join(', ')}` })
      .default('parentbased_always_on'),
    'Which traces are kept: `parentbased_traceidratio` with `OTEL_TRACES_SAMPLER_ARG=0.1` keeps one request in ten (and follows the caller’s choice when it sends a `traceparent`)',
  ),
  OTEL_TRACES_SAMPLER_ARG: variable(
    z
      .string()
      .optional()
      .refine((v) => v === undefined || (v.trim() !== '' && Number(v) >= 0 && Number(v) <= 1), {
        error: 'OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1',
      })
      .transform((v) => (v === undefined ? 1 : Number(v))),
    'The ratio of the `traceidratio` samplers, 0 to 1',
    '`1`',
  ),
  NODE_ENV: variable(z.string().optional(), '`production` enforces `JWT_SECRET` and refuses the payments sandbox'),
});

export type Env = z.input<typeof envSchema>;
