import type { FastifyInstance } from 'fastify';
import { createJobRunner, type ScheduledJob } from './lib/job-runner.ts';
import { type ApiModule, type Core, registerModules, type Schedule } from './lib/wiring.ts';
import { accountModule } from './modules/account/account.module.ts';
import { activityModule } from './modules/activity/activity.module.ts';
import { adminUsersModule } from './modules/admin-users/admin-users.module.ts';
import { agePolicyModule } from './modules/age-policy/age-policy.module.ts';
import { ageVerificationModule } from './modules/age-verification/age-verification.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { bannedTermsModule } from './modules/banned-terms/banned-terms.module.ts';
import { catalogueBulkModule } from './modules/catalogue-bulk/catalogue-bulk.module.ts';
import { collectionsModule } from './modules/collections/collections.module.ts';
import { commentsModule } from './modules/comments/comments.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { denylistModule } from './modules/denylist/denylist.module.ts';
import { dmcaModule } from './modules/dmca/dmca.module.ts';
import { followsModule } from './modules/follows/follows.module.ts';
import { importsModule } from './modules/imports/imports.module.ts';
import { insightsModule } from './modules/insights/insights.module.ts';
import { jobLeases } from './modules/jobs/job-leases.repository.ts';
import { likesModule } from './modules/likes/likes.module.ts';
import { linkHealthModule } from './modules/link-health/link-health.module.ts';
import { modelsModule } from './modules/models/models.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { pictureHashesModule } from './modules/picture-hashes/picture-hashes.module.ts';
import { picturesModule } from './modules/pictures/pictures.module.ts';
import { recommendationsModule } from './modules/recommendations/recommendations.module.ts';
import { removalRequestsModule } from './modules/removal-requests/removal-requests.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { reviewModule } from './modules/review/review.module.ts';
import { savedSearchesModule } from './modules/saved-searches/saved-searches.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { sessionsModule } from './modules/sessions/sessions.module.ts';
import { similarModule } from './modules/similar/similar.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { systemModule } from './modules/system/system.module.ts';
import { tagBlacklistModule } from './modules/tag-blacklist/tag-blacklist.module.ts';
import { tagsModule } from './modules/tags/tags.module.ts';
import { transparencyModule } from './modules/transparency/transparency.module.ts';
import { usersModule } from './modules/users/users.module.ts';

/**
 * The API's feature modules (docs/architecture.md#wiring). Each `<feature>.module.ts` provides what
 * the others use and registers its own routes, gauges and scheduled jobs; the scheduled jobs run in
 * this order.
 */
export const API_MODULES: readonly ApiModule[] = [
  systemModule,
  usersModule,
  auditModule,
  // The catalogue, and what it is made of.
  picturesModule,
  pictureHashesModule,
  contentModule,
  modelsModule,
  similarModule,
  tagsModule,
  tagBlacklistModule,
  searchModule,
  reviewModule,
  bannedTermsModule,
  denylistModule,
  linkHealthModule,
  catalogueBulkModule,
  importsModule,
  insightsModule,
  // What accounts do.
  savedSearchesModule,
  likesModule,
  commentsModule,
  notificationsModule,
  followsModule,
  collectionsModule,
  activityModule,
  recommendationsModule,
  // Accounts, sign-in and payments.
  sessionsModule,
  authModule,
  accountModule,
  ageVerificationModule,
  agePolicyModule,
  paymentsModule,
  supportModule,
  adminUsersModule,
  // Trust, safety and the law.
  reportsModule,
  dmcaModule,
  removalRequestsModule,
  transparencyModule,
];

type Deps = Omit<Core, 'db' | 'engine' | 'transact' | 'log' | 'schedule'> & {
  /** Scheduled jobs of the operation rather than a feature (scheduled backups), from the composition root. */
  operationsJobs: ScheduledJob[];
};

/**
 * Registers every module under /api, then the schedule: every instance runs it, and a job's lease
 * lets one of them run each job at a time.
 */
export function apiRoutes({ operationsJobs, ...deps }: Deps, modules: readonly ApiModule[] = API_MODULES) {
  return async (api: FastifyInstance) => {
    const { database, config, metrics, tracing } = deps;
    const jobs: ScheduledJob[] = [];
    const runner = createJobRunner(
      jobs,
      jobLeases(database.db),
      config.jobIntervalSeconds * 1000,
      api.log,
      (job, outcome, seconds) => {
        metrics.jobRuns.inc({ job, outcome });
        if (seconds !== undefined) metrics.jobDuration.observe({ job }, seconds);
      },
      tracing,
    );
    const schedule: Schedule = {
      add: (job) => void jobs.push(job),
      runOne: (job) => runner.runOne(job),
      names: () => jobs.map((job) => job.name),
    };
    const { db, engine, transact } = database;
    await registerModules(api, { ...deps, db, engine, transact, log: api.log, schedule }, modules);
    for (const job of operationsJobs) schedule.add(job);
    // JOBS=false: the schedule is made (its jobs can still be run one at a time) but never started.
    if (config.jobs) api.addHook('onReady', async () => runner.start());
    api.addHook('onClose', async () => runner.stop());
  };
}
