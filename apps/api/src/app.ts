import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_MAX_BYTES } from '@packdex/shared/constants';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { REDACTED_PATHS, serializeRequest } from './lib/log-redaction.ts';
import { afterAnswer, type AfterAnswer } from './lib/after-answer.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { tokenSigner, type TokenSigner } from './lib/tokens.ts';
import { registerAuth } from './plugins/auth.ts';
import { createRedis } from './lib/redis.ts';
import { createLimiter } from './lib/limiter.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { createPageCache } from './lib/page-cache.ts';
import { COMPRESS_THRESHOLD, registerPageCache } from './plugins/page-cache.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerGoneClients, registerLoadShedding } from './plugins/overload.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerTracing } from './plugins/tracing.ts';
import { NO_TRACING, startTracing, type Tracing } from './lib/tracing.ts';
import { createMetrics } from './lib/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { readBudget, registerReadLimit } from './plugins/read-limit.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { storageHealth } from './lib/storage-health.ts';
import { registerDrain } from './plugins/shutdown.ts';
import { firstAnswersFor } from './plugins/first-answers.ts';
import { registerWeb } from './plugins/web.ts';
import { registerAgeAssured } from './plugins/age-assured.ts';
import { ageAssuranceRepository } from './modules/age-verification/age-assurance.repository.ts';
import { ageAssuranceService, assuranceCookie } from './modules/age-verification/age-assurance.service.ts';
import { agePolicyRepository } from './modules/age-policy/age-policy.repository.ts';
import { agePolicyService } from './modules/age-policy/age-policy.service.ts';
import { ipRegions } from './modules/age-policy/ip-regions.ts';
import { auditRepository } from './modules/audit/audit.repository.ts';
import type { AgeAssessment } from '@packdex/shared/schemas';
import { registerConnectionLimit } from './plugins/connection-limit.ts';
import { INLINE_SCRIPT_SOURCES } from './plugins/document-scripts.ts';
import { apiRoutes } from './routes.ts';
import { scheduledBackupJob } from './db/backup-schedule.ts';
import { MIGRATION_NAMES } from './db/migrate.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { feedsRepository } from './modules/feeds/feeds.repository.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { feedsService } from './modules/feeds/feeds.service.ts';
import { tagsRepository } from './modules/tags/tags.repository.ts';
import { linkPreviewsService } from './modules/link-previews/link-previews.service.ts';
import { modelsRepository } from './modules/models/models.repository.ts';
import { mailQueueRepository } from './modules/mail/mail-queue.repository.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { usersService } from './modules/users/users.service.ts';
import { sessionsRepository } from './modules/sessions/sessions.repository.ts';
import { accountRows } from './modules/users/account-rows.ts';

interface BuildOptions {
  /** An already opened database (tests, CLI); otherwise one is opened from the config. */
  database?: Database;
  /** The given database is closed with the app (server.ts); one opened here always is. */
  closesDatabase?: boolean;
  /** Pino options; `false` silences logging. */
  logger?: boolean | Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mailer: Mailer;
    /** Work requests started after their answer (lib/after-answer.ts); tests wait for it. */
    afterAnswer: AfterAnswer;
    tokens: TokenSigner;
  }
}

/**
 * Fastify 5 ignores a bare hop count (it cannot check who the nearest peer is), so a count becomes
 * the rule it used to mean: the socket peer and the next n-1 forwarded entries are proxies, the
 * entry before them is the client. Safe only when the site is reachable through those proxies alone
 * (documented with TRUST_PROXY); a list of addresses checks every hop.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole application as a Fastify instance without listening (tests use inject). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger =
    options.logger === false
      ? false
      : {
          level: config.logLevel,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          serializers: { req: serializeRequest },
          ...(typeof options.logger === 'object' ? options.logger : {}),
        };

  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request must arrive whole within this time (headers and body); a client dribbling bytes to
    // hold the connection gets 408 and is closed (docs/security.md, "Connections").
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(20_000, config.connections.requestTimeoutMs),
      // How often Node looks for requests past their time (its default, 30 s, would double the timeout).
      connectionsCheckingInterval: Math.max(250, Math.min(15_000, Math.floor(config.connections.requestTimeoutMs / 4))),
    },
    // Draining is ours (plugins/shutdown.ts): its 503 has the API's { error, code } shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Traces (OTEL_* variables): the SDK is loaded only when they are on, and the request span's hook
  // comes first, so everything a request does is inside it. Off, nothing is added.
  const tracing: Tracing = config.tracing ? await startTracing(config.tracing) : NO_TRACING;
  if (tracing.enabled) registerTracing(app, tracing);
  // Whether this instance can save (disk full): the error handler reports, readiness reads it.
  const storage = storageHealth(config.dataDir);
  registerErrorHandler(app, storage);
  registerDrain(app);

  const database = options.database ?? createDatabase(config);
  app.decorate('database', database);
  app.decorate('config', config);
  // Registered before any module's: onClose hooks run last-registered first, so the database closes
  // after the modules' own (the heartbeat's row removed, the job runner stopped). Registered after
  // them, it closed first and the instance's row stayed behind.
  if (!options.database || options.closesDatabase) app.addHook('onClose', () => database.close());
  if (tracing.enabled) database.traceQueries((sql, ms, failed) => tracing.query(database.engine, sql, ms, failed));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // A server behind a proxy sees the proxy's address on every connection: the proxy caps its clients.
  if (config.trustProxy === false) registerConnectionLimit(app, config.connections.maxPerAddress);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same promise as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
  });
  registerNoStore(app);
  registerRequestLog(app);
  const metrics = createMetrics();
  await registerMetrics(app, metrics, { ...config.metrics, host: config.host });
  if (config.metrics.token || config.metrics.port !== undefined)
    database.onQuery((ms, failed) =>
      metrics.queryDuration.observe({ engine: database.engine, outcome: failed ? 'error' : 'ok' }, ms / 1000),
    );
  // Before the rate limits and the auth hook: a shed request costs no lookup.
  await registerLoadShedding(app, config.shedEventLoopDelayMs, () => metrics.shed.inc());
  registerGoneClients(app);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD });
  // Shared state (rate limits, per-e-mail limits) lives in Redis when configured, so several
  // instances agree; otherwise in this process.
  const redis = config.redis.url ? createRedis(config.redis.url, config.redis.prefix) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  if (redis && tracing.enabled) tracing.watchRedis(redis);
  const limiter = createLimiter(redis);
  // Before the auth hook, so a flood is turned away before any token is looked up.
  registerReadLimit(app, limiter, config.readRateLimit);
  // Per-route limits are declared by the routes that need them (auth, writes).
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rate:' } : {}) });
  await app.register(fastifyMultipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 } });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Packdex API',
        version: '0.1.0',
        description: 'Responses of /models* and /content* are AES-256-GCM envelopes.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  if (config.envelope.enabled) registerEnvelope(app, config.envelope.key);
  // After the envelope, so pages are stored (and served) enveloped; shared invalidation through Redis.
  const pageCache = createPageCache({ ...config.pageCache, redis, log: app.log });
  registerPageCache(app, pageCache);
  app.addHook('onReady', async () => pageCache.start());
  app.addHook('onClose', async () => pageCache.stop());

  const { db, engine } = database;
  const tokens = tokenSigner(config.jwtSecret);
  const mailer = createMailer(config, mailQueueRepository(db), app.log, tracing);
  app.decorate('tokens', tokens);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  // One cache of account rows for the session check and every account write (which forgets rows).
  const users = usersRepository(db);
  const rows = accountRows(users);
  registerAuth(app, usersService(users, rows, sessionsRepository(db)), tokens);

  // Work a request does after its answer; waited for before the database closes.
  const later = afterAnswer(app.log);
  app.decorate('afterAnswer', later);
  app.addHook('preClose', () => later.drain());

  const ageAssurance = ageAssuranceService({
    states: ageAssuranceRepository(db),
    settings: config.ageAssurance,
    jwtSecret: config.jwtSecret,
  });
  // Where a verified age is needed (everyone with a provider and no regions; the regions whose law
  // asks for it otherwise), nothing of the catalogue is answered before the provider has said the
  // visitor is an adult (docs/compliance.md#regional-age-assurance).
  const oidc = config.ageAssurance.mode === 'oidc';
  const regions = config.agePolicy.enabled ? ipRegions() : null;
  const agePolicy = agePolicyService({
    transact: database.transact,
    policies: agePolicyRepository(db),
    audit: auditRepository(db),
    enabled: config.agePolicy.enabled,
    // Unset: as before regions were looked up, a provider's check for everyone when there is one.
    unlisted: config.agePolicy.unlisted ?? (oidc ? 'verified' : 'self'),
    provider: oidc,
    regionOf: (ip) => regions?.regionOf(ip) ?? null,
    cacheMs: config.agePolicy.cacheSeconds * 1000,
  });
  // Asked once per request (the hook and the document both need it).
  const assessments = new WeakMap<FastifyRequest, Promise<AgeAssessment>>();
  const assessmentOf = (request: FastifyRequest) => {
    let found = assessments.get(request);
    if (!found) assessments.set(request, (found = agePolicy.assess(request.ip)));
    return found;
  };
  const requirementOf = async (request: FastifyRequest) => (await assessmentOf(request)).requirement;
  const gated = oidc || config.agePolicy.enabled;
  if (gated) registerAgeAssured(app, (cookie) => ageAssurance.isAdult(cookie), requirementOf);

  await app.register(
    apiRoutes({
      database,
      config,
      mailer,
      tokens,
      limiter,
      accountRows: rows,
      pageCache,
      ageAssurance,
      agePolicy,
      later,
      storage,
      metrics,
      tracing,
      operationsJobs: config.backups ? [scheduledBackupJob(config, config.backups, app.log)] : [],
      migrations: [...MIGRATION_NAMES],
    }),
    { prefix: '/api' },
  );

  // At the site's root, beside the pages they describe (modules/feeds).
  await app.register(
    feedsRoutes(
      feedsService({
        feeds: feedsRepository(db),
        tags: tagsRepository(db),
        publicUrl: config.publicUrl,
        siteName: config.siteName,
        urlsPerFile: config.sitemapUrlsPerFile,
        changedAt: () => pageCache.changedAt(),
      }),
    ),
  );

  const previews = linkPreviewsService({
    content: contentRepository(db, engine),
    models: modelsRepository(db, engine),
    tags: tagsRepository(db),
    siteName: config.siteName,
  });
  await registerWeb(app, config, {
    preview: previews,
    withinBudget: readBudget(limiter, config.readRateLimit),
    firstAnswers: (pagePath, ip, cookie) =>
      firstAnswersFor(app, config.envelope.key, pagePath, ip, gated ? assuranceCookie(cookie) : undefined),
    ...(gated
      ? {
          assessment: assessmentOf,
          isAdult: async (request) => {
            const needed = await requirementOf(request);
            return needed === 'self' || (needed === 'verified' && (await ageAssurance.isAdult(request.headers.cookie)));
          },
        }
      : {}),
  });
  // Last, so the spans of whatever closes before it (jobs, mail, the database) are still sent.
  if (tracing.enabled) app.addHook('onClose', () => tracing.shutdown());
  return app;
}
