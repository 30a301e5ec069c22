import type { SavedSearchQuery } from '@packdex/shared/schemas';
import { now } from './lib/time.ts';
import type { Executor } from './db/schema.ts';

import type { FastifyInstance } from 'fastify';
import type { AfterAnswer } from './lib/after-answer.ts';
import type { StorageHealth } from './lib/storage-health.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Limiter } from './lib/limiter.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Tracing } from './lib/tracing.ts';
import type { Mailer } from './lib/mailer.ts';
import { createMonetiser, linkPolicy } from './lib/monetiser.ts';
import { pictureKeyOf } from './lib/pictures.ts';
import { targetFinder } from './lib/targets.ts';
import type { TokenSigner } from './lib/tokens.ts';
import { accountExportRoutes } from './modules/account/account-export.routes.ts';
import { accountExportService } from './modules/account/account-export.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { accountService } from './modules/account/account.service.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { activityService } from './modules/activity/activity.service.ts';
import { ageVerificationRoutes } from './modules/age-verification/age-verification.routes.ts';
import { ageVerificationService } from './modules/age-verification/age-verification.service.ts';
import { auditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditService } from './modules/audit/audit.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authService } from './modules/auth/auth.service.ts';
import { emailChangeService } from './modules/auth/email-change.service.ts';
import { twoFactorRepository } from './modules/auth/two-factor.repository.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { twoFactorService } from './modules/auth/two-factor.service.ts';
import { sessionsRepository } from './modules/sessions/sessions.repository.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { sessionsService } from './modules/sessions/sessions.service.ts';
import { collectionsRepository } from './modules/collections/collections.repository.ts';
import { tagsRepository } from './modules/tags/tags.repository.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { tagsService } from './modules/tags/tags.service.ts';
import { tagBlacklistRepository } from './modules/tag-blacklist/tag-blacklist.repository.ts';
import { tagBlacklistRoutes } from './modules/tag-blacklist/tag-blacklist.routes.ts';
import { tagBlacklistService } from './modules/tag-blacklist/tag-blacklist.service.ts';
import { collectionsRoutes } from './modules/collections/collections.routes.ts';
import { collectionsService } from './modules/collections/collections.service.ts';
import { commentsRepository } from './modules/comments/comments.repository.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { commentsService } from './modules/comments/comments.service.ts';
import { contentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentService } from './modules/content/content.service.ts';
import { contentAdminService } from './modules/content/content-admin.service.ts';
import { denylistRepository } from './modules/denylist/denylist.repository.ts';
import { denylistService } from './modules/denylist/denylist.service.ts';
import { followsRepository } from './modules/follows/follows.repository.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { followsService } from './modules/follows/follows.service.ts';
import { likesRepository } from './modules/likes/likes.repository.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { likesService } from './modules/likes/likes.service.ts';
import { modelsRepository } from './modules/models/models.repository.ts';
import { modelsRoutes } from './modules/models/models.routes.ts';
import { modelsAdminRoutes } from './modules/models/models-admin.routes.ts';
import { modelPhotosRepository } from './modules/models/model-photos.repository.ts';
import { modelPhotosRoutes } from './modules/models/model-photos.routes.ts';
import { modelPhotosService } from './modules/models/model-photos.service.ts';
import { modelsAdminService } from './modules/models/models-admin.service.ts';
import { modelsService } from './modules/models/models.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { createPayments } from './modules/payments/payment-providers.ts';
import { paymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentsService } from './modules/payments/payments.service.ts';
import { sandboxTokens } from './modules/payments/providers/sandbox.ts';
import { sandboxService } from './modules/payments/sandbox.service.ts';
import { recommendationsAdminRoutes } from './modules/recommendations/recommendations-admin.routes.ts';
import { recommendationsAdminService } from './modules/recommendations/recommendations-admin.service.ts';
import { recommendationsRepository } from './modules/recommendations/recommendations.repository.ts';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.ts';
import { recommendationsService } from './modules/recommendations/recommendations.service.ts';
import { reportsRepository } from './modules/reports/reports.repository.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reportsService } from './modules/reports/reports.service.ts';
import { trustSafetyService } from './modules/reports/trust-safety.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { supportAdminRoutes } from './modules/support/support-admin.routes.ts';
import { supportAdminService } from './modules/support/support-admin.service.ts';
import { supportRepository } from './modules/support/support.repository.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { supportService } from './modules/support/support.service.ts';
import { systemRepository } from './modules/system/system.repository.ts';
import { systemAdminRoutes, systemRoutes } from './modules/system/system.routes.ts';
import { systemStatusService } from './modules/system/system-status.service.ts';
import { systemService } from './modules/system/system.service.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { cachedCounts, cachedLookup, type PageCache } from './lib/page-cache.ts';
import { type AccountRows, forgettingWrites } from './modules/users/account-rows.ts';
import { insightsRepository } from './modules/insights/insights.repository.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { insightsService } from './modules/insights/insights.service.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { adminUsersService } from './modules/admin-users/admin-users.service.ts';
import { jobLeases } from './modules/jobs/job-leases.repository.ts';
import { createJobRunner, type ScheduledJob } from './lib/job-runner.ts';
import { catalogueExportService } from './modules/imports/catalogue-export.service.ts';
import { importsRepository } from './modules/imports/imports.repository.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { importsService } from './modules/imports/imports.service.ts';
import { outbound } from './lib/outbound.ts';
import { picturesRepository } from './modules/pictures/pictures.repository.ts';
import { pictureHashesRepository } from './modules/picture-hashes/picture-hashes.repository.ts';
import { pictureHashesRoutes } from './modules/picture-hashes/picture-hashes.routes.ts';
import { pictureHashesService } from './modules/picture-hashes/picture-hashes.service.ts';
import { transparencyRepository } from './modules/transparency/transparency.repository.ts';
import { transparencyRoutes } from './modules/transparency/transparency.routes.ts';
import { reportSections, transparencyService } from './modules/transparency/transparency.service.ts';
import { oldPicturesFromConfig, picturesFromConfig } from './modules/pictures/pictures.setup.ts';
import { oldPicturesRepository } from './modules/pictures/old-pictures.repository.ts';
import { fileHostAdapter, genericAdapter } from './modules/link-health/link-adapters.ts';
import { linkHealthRepository } from './modules/link-health/link-health.repository.ts';
import { linkHealthRoutes } from './modules/link-health/link-health.routes.ts';
import { linkHealthService, ROUND_MS } from './modules/link-health/link-health.service.ts';
import { dmcaRepository } from './modules/dmca/dmca.repository.ts';
import { dmcaRoutes } from './modules/dmca/dmca.routes.ts';
import { dmcaService } from './modules/dmca/dmca.service.ts';
import { dmcaCounterService } from './modules/dmca/dmca-counter.service.ts';
import { bulkOperationsRepository } from './modules/catalogue-bulk/bulk-operations.repository.ts';
import { catalogueBulkRoutes } from './modules/catalogue-bulk/catalogue-bulk.routes.ts';
import { catalogueBulkService } from './modules/catalogue-bulk/catalogue-bulk.service.ts';
import { bannedTermsRepository } from './modules/banned-terms/banned-terms.repository.ts';
import { bannedTermsRoutes } from './modules/banned-terms/banned-terms.routes.ts';
import { bannedTermsService } from './modules/banned-terms/banned-terms.service.ts';
import { removalRequestsRepository } from './modules/removal-requests/removal-requests.repository.ts';
import { removalRequestsRoutes } from './modules/removal-requests/removal-requests.routes.ts';
import { removalRequestsService } from './modules/removal-requests/removal-requests.service.ts';
import { ageAssuranceRoutes } from './modules/age-verification/age-assurance.routes.ts';
import { agePolicyRoutes } from './modules/age-policy/age-policy.routes.ts';
import type { AgePolicyService } from './modules/age-policy/age-policy.service.ts';
import type { AgeAssuranceService } from './modules/age-verification/age-assurance.service.ts';
import { contentAnnouncer } from './modules/content/content-announce.ts';
import { savedSearchAlerts } from './modules/saved-searches/saved-search-alerts.ts';
import { savedSearchDigest } from './modules/saved-searches/saved-search-digest.ts';
import { savedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { savedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { consentRepository } from './modules/review/consent.repository.ts';
import { consentRoutes } from './modules/review/consent.routes.ts';
import { consentService } from './modules/review/consent.service.ts';
import { reviewRepository } from './modules/review/review.repository.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { reviewService } from './modules/review/review.service.ts';
import { similarRepository } from './modules/similar/similar.repository.ts';
import { similarRoutes } from './modules/similar/similar.routes.ts';
import { similarService } from './modules/similar/similar.service.ts';

/** How long after a publish the saved searches' alerts run (its transaction has committed by then). */
const ALERTS_KICK_MS = 2000;

interface Deps {
  database: Database;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  limiter: Limiter;
  /** The session check's account rows: every account write here forgets the row it changes. */
  accountRows: Pick<AccountRows, 'forget'>;
  pageCache: PageCache;
  /** The provider's age checks (AGE_ASSURANCE=oidc): shared with the hook that withholds the catalogue. */
  ageAssurance: AgeAssuranceService;
  /** The regional age policy: shared with the hook that withholds the catalogue where it asks for a verified age. */
  agePolicy: AgePolicyService;
  /** Work a request does after its answer (the mail calls' per-account work). */
  later: AfterAnswer;
  /** Whether this instance can save (readiness). */
  storage: StorageHealth;
  /** The Prometheus registry: jobs, payments and the queues' gauges report here. */
  metrics: Metrics;
  /** Traces (OTEL_*): the link checker's requests and each job run are spans; a no-op when off. */
  tracing: Tracing;
  /** Scheduled jobs of the operation rather than a feature (scheduled backups), from the composition root. */
  operationsJobs: ScheduledJob[];
  /** Every migration this release knows (the admin System page). */
  migrations: string[];
}

/**
 * Composes every feature module under /api: one repository per feature over the shared database,
 * and each service given only the repositories (and other services) it uses.
 */
export function apiRoutes({
  database,
  config,
  mailer,
  tokens,
  limiter,
  accountRows,
  pageCache,
  ageAssurance,
  agePolicy,
  later,
  storage,
  metrics,
  tracing,
  operationsJobs,
  migrations,
}: Deps) {
  const { db, engine, transact } = database;
  const users = forgettingWrites(usersRepository(db), accountRows);
  const content = contentRepository(db, engine);
  const models = modelsRepository(db, engine);
  const gallery = modelPhotosRepository(db);
  const comments = commentsRepository(db, engine);
  const likes = likesRepository(db, engine);
  const follows = followsRepository(db, engine);
  const collections = collectionsRepository(db, engine);
  const tagsData = tagsRepository(db);
  const notifications = notificationsRepository(db);
  const savedSearchesData = savedSearchesRepository(db, engine);
  // Tells followers of a new item and logs it for the saved searches' alerts and digests.
  // The alerts run soon after a publish (its transaction has committed by then, or the schedule's
  // next run finds the item), not only on the schedule: one kick at a time.
  let alertsKick: NodeJS.Timeout | undefined;
  let runAlerts: () => Promise<unknown> = () => Promise.resolve();
  const alertsSoon = () => {
    alertsKick ??= setTimeout(() => {
      alertsKick = undefined;
      void runAlerts();
    }, ALERTS_KICK_MS).unref();
  };
  const logPublished = async (contentId: number, trx: Executor) => {
    await savedSearchesData.logPublished(contentId, now(), trx);
    alertsSoon();
  };
  const announce = contentAnnouncer({ follows, notifications, published: logPublished });
  // What likes, comments, follows and recommendations act on: looked up once per page-cache
  // lifetime (a report or admin change that hides it drops the copy with the pages).
  const counts = cachedCounts(pageCache);
  const findTarget = targetFinder({
    visibleContent: cachedLookup(pageCache, 'content', (id) => content.visibleRef(id)),
    visibleModel: cachedLookup(pageCache, 'model', (id) => models.findRef(id)),
  });
  const following = followsService({ transact, follows, findTarget, findTag: (slug) => tagsData.bySlug(slug) });
  const audit = auditService({ audit: auditRepository(db) });
  const hiddenTags = tagBlacklistRepository(db, engine);
  const tags = tagsService({ transact, tags: tagsData, audit, follows, blacklist: hiddenTags });
  // Personal filters (docs/product.md#hidden-tags): every list shown to an account leaves out what it hides.
  const blacklist = tagBlacklistService({
    transact,
    blacklist: hiddenTags,
    tags: tagsData,
    forgetAccount: (userId) => accountRows.forget(userId),
  });
  const links = linkPolicy(createMonetiser({ fileHostDomain: config.fileHostDomain, ...config.monetizer }));
  const paymentsData = paymentsRepository(db, engine);
  const sandboxSigner = sandboxTokens(config.jwtSecret);
  const paymentsSetup = createPayments(config, sandboxSigner);
  const payments = paymentsService({
    transact,
    payments: paymentsData,
    users,
    audit: auditRepository(db),
    provider: paymentsSetup.provider,
    onEvent: (provider, outcome) => metrics.paymentEvents.inc({ provider, outcome }),
  });
  const denylist = denylistService(denylistRepository(db));
  const bannedTerms = bannedTermsService({
    transact,
    terms: bannedTermsRepository(db),
    audit: auditRepository(db),
    cacheMs: config.bannedTermsCacheSeconds * 1000,
  });
  const downloadLinks = linkHealthRepository(db, engine);
  const system = systemRepository(db, engine);
  const removalRequests = removalRequestsRepository(db, engine);
  // Consent records and review before publication (docs/compliance.md).
  const consentRecords = consentRepository(db);
  const reviewItems = reviewRepository(db);
  const consent = consentService({
    transact,
    consent: consentRecords,
    models,
    audit,
    dir: config.review.consentDir,
  });
  const review = reviewService({
    transact,
    reviews: reviewItems,
    enabled: config.review.beforePublish,
    models,
    content,
    consent,
    bannedTerms,
    links: downloadLinks,
    audit,
    announce,
  });
  /** An admin model list's marks: the consent records' state and whether the model is a draft. */
  const modelMarks = async (ids: number[]) => {
    const [states, drafts] = await Promise.all([consent.states(ids), review.states('model', ids)]);
    return new Map(ids.map((id) => [id, { consent: states.get(id), review: drafts.get(id) ?? null }]));
  };
  /** Fetches the pictures given by address (a form's right after its answer, an import's on the schedule). */
  const picturesJob: ScheduledJob = { name: 'pictures.fetch', leaseMs: 15 * 60_000, run: () => fetchPictures() };
  let fetchPictures: () => Promise<unknown> = () => Promise.resolve();

  const pictureRows = picturesRepository(db);
  // Known-bad pictures: every picture stored is screened against the block list (docs/compliance.md#picture-hashes).
  const pictureHashes = pictureHashesService({
    transact,
    hashes: pictureHashesRepository(db),
    pictures: pictureRows,
    audit: auditRepository(db),
    mailer,
    staffEmails: removalRequests.staffEmails,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
  });

  return async (api: FastifyInstance) => {
    // Pictures given by address are fetched in the background; a landed one reaches the items showing it.
    const pictures = picturesFromConfig(
      config,
      pictureRows,
      async (url, meta) => {
        await models.setPhotoMeta(url, meta);
        await content.setThumbnailMeta(url, meta);
        await pageCache.invalidate();
      },
      {
        inUse: async (url) =>
          (await models.showingPhoto(url)) ||
          (await content.showingThumbnail(url)) ||
          (await gallery.showing(pictureKeyOf(url) ?? '')),
        screen: (phash, picture) => pictureHashes.screen(phash, picture),
        log: api.log,
      },
    );
    fetchPictures = () => pictures.fetchDue(20);
    const fetchQueued = () =>
      later.run('pictures.fetch', async () => {
        await jobs.runOne(picturesJob);
      });
    await api.register(systemRoutes(systemService(system, engine, storage), { testClock: config.testClock }));
    const catalogue = contentService({
      transact,
      content,
      models,
      links,
      counts,
      bannedTerms,
      downloadLinks,
      reviewStates: (ids) => review.states('content', ids),
      tags,
      blacklist,
    });
    const catalogueAdmin = contentAdminService({
      transact,
      content,
      catalogue,
      models,
      follows,
      notifications,
      announce,
      audit,
      denylist,
      bannedTerms,
      downloadLinks,
      pictures,
      fetchQueued,
      drafts: review,
    });
    await api.register(contentRoutes(catalogue, catalogueAdmin));
    await api.register(savedSearchesRoutes(savedSearchesService({ transact, searches: savedSearchesData })));
    const matchAmong = (query: SavedSearchQuery, ids: readonly number[]) => catalogue.matchingAmong(query, ids);
    const alerts = savedSearchAlerts({ transact, searches: savedSearchesData, notifications, matchAmong });
    const alertsJob: ScheduledJob = { name: 'saved_searches.alerts', leaseMs: 5 * 60_000, run: () => alerts.run() };
    runAlerts = () =>
      jobs.runOne(alertsJob).catch((err: unknown) => api.log.error({ err }, 'saved search alerts failed'));
    api.addHook('onClose', async () => clearTimeout(alertsKick));
    const digests = savedSearchDigest({
      transact,
      searches: savedSearchesData,
      mailer,
      matchAmong,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
    });
    await api.register(tagsRoutes(tags));
    await api.register(tagBlacklistRoutes(blacklist));
    await api.register(likesRoutes(likesService({ likes, findTarget })));
    await api.register(commentsRoutes(commentsService({ transact, comments, notifications, findTarget })));
    await api.register(notificationsRoutes(notificationsService(notifications)));
    await api.register(followsRoutes(following));
    await api.register(collectionsRoutes(collectionsService({ transact, collections, findTarget, links })));
    await api.register(activityRoutes(activityService({ likes, follows, content, models, links, blacklist })));
    const reports = reportsRepository(db, engine);
    // What people wait on, read when the metrics are scraped.
    metrics.gauge('packdex_mail_queue_depth', 'Messages waiting to be sent (with attempts left)', () => mailer.depth());
    metrics.gauge('packdex_reports_pending', 'Reports waiting for a moderator', () => reports.pendingCount());
    metrics.gauge('packdex_removal_requests_open', 'Removal requests waiting for a decision', () =>
      removalRequests.openCount(),
    );
    if (engine === 'postgres') {
      metrics.gauge('packdex_db_pool_clients', "PostgreSQL pool's open connections", () => database.pool()?.total ?? 0);
      metrics.gauge('packdex_db_pool_idle', "PostgreSQL pool's idle connections", () => database.pool()?.idle ?? 0);
      metrics.gauge(
        'packdex_db_pool_waiting',
        'Queries waiting for a PostgreSQL connection',
        () => database.pool()?.waiting ?? 0,
      );
    }
    const reportDeps = { transact, reports, users, audit: auditRepository(db), policy: config.reports };
    const linkHealth = linkHealthService({
      transact,
      links: downloadLinks,
      reports,
      audit: reportDeps.audit,
      http: outbound({
        allow: new Set(config.outboundAllow),
        userAgent: `PackdexLinkChecker/1.0 (+${config.publicUrl}; checks that indexed download links still work)`,
        tracing,
      }),
      adapters: [fileHostAdapter(config.fileHostDomain), genericAdapter()],
      settings: config.linkCheck,
      onVisibilityChange: () => pageCache.invalidate(),
    });
    await api.register(linkHealthRoutes(linkHealth));
    const reporting = reportsService({
      ...reportDeps,
      targets: { content, model: models, comment: comments },
      denylist,
      pictureHashes,
      // Checked after the answer: the reporter does not wait on a file host.
      onBrokenLink: (contentId) => {
        later.run('link-health.reported', () => linkHealth.reported(contentId));
        return Promise.resolve();
      },
    });
    await api.register(reportsRoutes(reporting, trustSafetyService({ ...reportDeps, hiding: reporting })));
    const recommendations = recommendationsRepository(db, engine);
    await api.register(recommendationsRoutes(recommendationsService({ transact, recommendations, findTarget })));
    await api.register(recommendationsAdminRoutes(recommendationsAdminService({ transact, recommendations, audit })));
    await api.register(
      modelsRoutes(
        modelsService({ models, gallery, follows: following, counts, bannedTerms, staffMarks: modelMarks, tags }),
      ),
    );
    // Similar models: computed by the `models.similar` job below, read in one query.
    const similar = similarService({ similar: similarRepository(db, engine), transact });
    await api.register(similarRoutes(similar));
    await api.register(searchRoutes(searchService({ models, contents: content, bannedTerms, blacklist })));
    await api.register(ageVerificationRoutes(ageVerificationService(users)));
    const emailTokens = authRepository(db);
    const sessions = sessionsRepository(db);
    const sessionsApi = sessionsService({ transact, sessions, users, tokens });
    await api.register(sessionsRoutes(sessionsApi));
    const twoFactor = twoFactorService({ transact, users, twoFactor: twoFactorRepository(db), limiter, audit, config });
    await api.register(twoFactorRoutes(twoFactor));
    await api.register(
      authRoutes(
        authService({ transact, users, emailTokens, sessions, tokens, mailer, limiter, config, later, twoFactor }),
        emailChangeService({ transact, users, emailTokens, audit: auditRepository(db), mailer, limiter, config }),
      ),
    );
    await api.register(
      accountRoutes(
        accountService({
          transact,
          users,
          activity: { content, likes, comments },
          tokens,
          sessions: sessionsApi,
          uploadsDir: config.uploadsDir,
          subscriptions: payments,
        }),
      ),
    );
    await api.register(
      paymentsRoutes({
        payments,
        sandbox:
          config.payments.mode === 'sandbox'
            ? sandboxService({ payments: paymentsData, users, service: payments, tokens: sandboxSigner })
            : null,
        stripe: paymentsSetup.stripe,
        verotel: paymentsSetup.verotel,
      }),
    );
    const messages = supportRepository(db, engine);
    await api.register(
      supportRoutes(supportService({ transact, messages, mailer, supportEmail: config.mail.supportEmail, limiter })),
    );
    await api.register(supportAdminRoutes(supportAdminService({ transact, messages, audit })));
    await api.register(
      accountExportRoutes(
        accountExportService({
          users,
          likes,
          comments,
          follows,
          collections,
          savedSearches: savedSearchesData,
          hiddenTags,
          content,
          reports,
          recommendations,
          support: messages,
          sessions,
          notifications,
          payments: paymentsData,
          siteName: config.siteName,
        }),
      ),
    );
    await api.register(auditRoutes(audit));
    await api.register(
      modelsAdminRoutes(
        modelsAdminService({
          transact,
          models,
          content,
          audit,
          uploadsDir: config.uploadsDir,
          pictures,
          gallery,
          fetchQueued,
          bannedTerms,
          drafts: review,
        }),
      ),
    );
    await api.register(consentRoutes(consent));
    await api.register(reviewRoutes(review));
    await api.register(
      modelPhotosRoutes(
        modelPhotosService({
          transact,
          photos: gallery,
          models,
          audit,
          pictures,
          fetchQueued,
          uploadsDir: config.uploadsDir,
        }),
      ),
    );
    await api.register(
      catalogueBulkRoutes(
        catalogueBulkService({
          transact,
          content,
          models,
          audit,
          uploadsDir: config.uploadsDir,
          bannedTerms,
          operations: bulkOperationsRepository(db),
          later,
          gallery,
          pictures,
        }),
      ),
    );
    await api.register(
      importsRoutes(
        importsService({
          transact,
          imports: importsRepository(db),
          catalogue: {
            models,
            content,
            denylist,
            links: downloadLinks,
            pictures,
            bannedTerms,
            drafts: review,
            published: logPublished,
          },
          audit,
          filesDir: config.imports.dir,
          log: api.log,
        }),
        catalogueExportService({ models, content, links: downloadLinks }),
        config.imports,
      ),
    );
    await api.register(insightsRoutes(insightsService({ insights: insightsRepository(db, engine), content, models })));
    await api.register(adminUsersRoutes(adminUsersService({ transact, users, audit })));
    const takedowns = dmcaService({
      transact,
      dmca: dmcaRepository(db, engine),
      targets: { content, model: models },
      findPage: async (kind, slug) => {
        if (kind === 'model') {
          const row = await models.findBySlug(slug);
          return row ? { id: row.id, modelId: row.id } : undefined;
        }
        const row = await content.findBySlug(slug);
        return row ? { id: row.id, modelId: row.model_id } : undefined;
      },
      audit: auditRepository(db),
      mailer,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      acknowledgementsHourly: config.dmcaAcknowledgementsHourly,
    });
    const counterNotices = dmcaCounterService({
      transact,
      dmca: dmcaRepository(db, engine),
      targets: { content, model: models },
      audit: auditRepository(db),
      mailer,
      siteName: config.siteName,
    });
    await api.register(dmcaRoutes(takedowns, counterNotices));
    await api.register(bannedTermsRoutes(bannedTerms));
    const removals = removalRequestsService({
      transact,
      requests: removalRequests,
      targets: { content, model: models },
      // Hidden pages too: a second person may name an item a first request already holds.
      findPage: async (kind, slug) =>
        kind === 'model' ? models.findBySlug(slug, true) : content.findBySlug(slug, true),
      contentCountOf: (modelId, trx) => content.countForModel(modelId, trx),
      denylist,
      audit: auditRepository(db),
      mailer,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      uploadsDir: config.uploadsDir,
      pictures,
      pictureHashes,
      gallery,
    });
    await api.register(removalRequestsRoutes(removals));
    await api.register(pictureHashesRoutes(pictureHashes));
    await api.register(
      transparencyRoutes(
        transparencyService(
          reportSections(transparencyRepository(db, engine), { consent: consentRecords, review: reviewItems }),
        ),
        config.siteName,
      ),
    );
    // Scheduled jobs: every instance runs the schedule; the lease lets one of them run each job.
    const scheduled: ScheduledJob[] = [
      // Pictures saved before the pipeline (PICTURE_CONVERT_OLD): before the fetch job, which then
      // fetches the addresses it queued in the same round.
      ...(config.pictures.convertOld
        ? [
            {
              name: 'pictures.convert',
              leaseMs: 15 * 60_000,
              run: async () => {
                const run = await oldPicturesFromConfig(
                  config,
                  oldPicturesRepository(db),
                  pictures,
                  api.log,
                ).convertDue();
                if (run.converted > 0) await pageCache.invalidate();
              },
            },
          ]
        : []),
      picturesJob,
      // Pictures stored before perceptual hashing began get their hash (a no-op once all have one).
      { name: 'pictures.hash_backfill', leaseMs: 15 * 60_000, run: () => pictures.backfillHashes() },
      {
        name: 'dmca.restorations',
        leaseMs: 5 * 60_000,
        // Items shown again change lists and their totals: drop the cached ones at once, as an
        // admin's change does (the job runs outside any request the page cache sees).
        run: async () => {
          const restored = await counterNotices.runDueRestorations();
          if (restored.length > 0) await pageCache.invalidate();
        },
      },
      ...operationsJobs,
      { name: 'sessions.prune', leaseMs: 5 * 60_000, run: () => sessionsApi.prune() },
      // Neighbours of the models that changed (triggers mark them) or were computed a day ago (likes).
      { name: 'models.similar', leaseMs: 10 * 60_000, run: () => similar.runDue() },
      // New items against the saved searches with an alert on, then the e-mail digests due.
      alertsJob,
      { name: 'saved_searches.digest', leaseMs: 10 * 60_000, run: () => digests.run() },
      { name: 'removal_requests.reminders', leaseMs: 5 * 60_000, run: () => removals.runReminders() },
      ...(config.linkCheck.enabled
        ? [{ name: 'link-health.check', leaseMs: ROUND_MS, run: () => linkHealth.round() }]
        : []),
    ];
    const jobs = createJobRunner(
      scheduled,
      jobLeases(db),
      config.jobIntervalSeconds * 1000,
      api.log,
      (job, outcome, seconds) => {
        metrics.jobRuns.inc({ job, outcome });
        if (seconds !== undefined) metrics.jobDuration.observe({ job }, seconds);
      },
      tracing,
    );
    api.addHook('onReady', async () => jobs.start());
    api.addHook('onClose', async () => jobs.stop());
    const status = systemStatusService({
      system,
      release: config.release,
      migrations,
      jobs: scheduled.map((job) => job.name),
      jobIntervalMs: config.jobIntervalSeconds * 1000,
      queues: {
        mail: () => mailer.depth(),
        reports: () => reports.pendingCount(),
        removalRequests: () => removalRequests.openCount(),
      },
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
    });
    api.addHook('onReady', async () => status.startHeartbeat((err) => api.log.warn({ err }, 'heartbeat not written')));
    api.addHook('onClose', async () => {
      await status.stopHeartbeat().catch((err: unknown) => api.log.warn({ err }, 'instance row not removed'));
    });
    await api.register(systemAdminRoutes(status));
    await api.register(ageAssuranceRoutes(ageAssurance, config.publicUrl.startsWith('https:')));
    await api.register(agePolicyRoutes(agePolicy));
  };
}
