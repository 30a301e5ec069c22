import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/2026-11-21-0001-initial.ts';
import * as payments from './migrations/2026-11-22-0100-payments.ts';
import * as adminCatalogue from './migrations/2026-11-22-0200-admin-catalogue.ts';
import * as adminInsights from './migrations/2026-11-22-0300-admin-insights.ts';
import * as trustAndSafety from './migrations/2026-11-22-0400-trust-and-safety.ts';
import * as mailPriority from './migrations/2026-11-22-0500-mail-priority.ts';
import * as dmca from './migrations/2026-11-22-0600-dmca.ts';
import * as subscriptionNotices from './migrations/2026-11-22-0700-subscription-notices.ts';
import * as dmcaLanguage from './migrations/2026-11-25-0100-dmca-language.ts';
import * as hiddenIndex from './migrations/2026-11-26-0100-hidden-index.ts';
import * as recordView from './migrations/2026-11-27-0100-record-view.ts';
import * as toggleLike from './migrations/2026-11-27-0200-toggle-like.ts';
import * as searchIndexUpkeep from './migrations/2026-11-28-0100-search-index-upkeep.ts';
import * as counterTablesAutovacuum from './migrations/2026-11-28-0200-counter-tables-autovacuum.ts';
import * as recordViews from './migrations/2026-11-28-0300-record-views.ts';
import * as toggleLikes from './migrations/2026-11-29-0100-toggle-likes.ts';
import * as addComments from './migrations/2026-11-29-0200-add-comments.ts';
import * as popularOrderTables from './migrations/2026-11-29-0300-popular-order-tables.ts';
import * as holds from './migrations/2026-12-06-0100-holds.ts';
import * as dmcaFiledIndex from './migrations/2026-12-06-0200-dmca-filed-index.ts';
import * as paymentCheckouts from './migrations/2026-12-06-0300-payment-checkouts.ts';
import * as adminInboxes from './migrations/2026-12-07-0100-admin-inboxes.ts';
import * as activityIndexes from './migrations/2026-12-08-0100-activity-indexes.ts';
import * as paymentHistory from './migrations/2026-12-08-0100-payment-history.ts';
import * as linkHealth from './migrations/2026-12-09-0100-link-health.ts';
import * as catalogueImports from './migrations/2026-12-09-0200-catalogue-imports.ts';
import * as compliance from './migrations/2026-12-09-0300-compliance.ts';
import * as sessions from './migrations/2026-12-09-0501-sessions.ts';
import * as sessionsLastSeen from './migrations/2026-12-09-0502-sessions-last-seen.ts';
import * as pictures from './migrations/2026-12-10-0100-pictures.ts';
import * as modelAliases from './migrations/2026-12-10-0200-model-aliases.ts';
import * as linkFalsePositives from './migrations/2026-12-10-0300-link-false-positives.ts';
import * as staffRoles from './migrations/2026-12-10-0400-staff-roles.ts';
import * as collections from './migrations/2026-12-10-0500-collections.ts';
import * as systemStatus from './migrations/2026-12-10-0600-system-status.ts';
import * as modelPhotos from './migrations/2026-12-11-0200-model-photos.ts';
import * as contentExternalId from './migrations/2026-12-11-0300-content-external-id.ts';
import * as bulkOperations from './migrations/2026-12-11-0301-bulk-operations.ts';
import * as consentReview from './migrations/2026-12-11-0401-consent-review.ts';
import * as pictureHashes from './migrations/2026-12-11-0501-picture-hashes.ts';
import * as monthlyReportIndexes from './migrations/2026-12-11-0502-monthly-report-indexes.ts';
import * as agePolicy from './migrations/2026-12-11-0600-age-policy.ts';
import * as tags from './migrations/2026-12-11-0700-tags.ts';
import * as tagFollows from './migrations/2026-12-11-0800-tag-follows.ts';
import * as dropSupersededFunctions from './migrations/2026-12-12-0001-drop-superseded-functions.ts';
import * as similarModels from './migrations/2026-12-12-0100-similar-models.ts';
import * as tagBlacklist from './migrations/2026-12-12-0201-tag-blacklist.ts';
import * as savedSearches from './migrations/2026-12-12-0301-saved-searches.ts';
import type { DB } from './schema.ts';

// A static list (not a folder scan) so migrations load the same under Node, Vitest and bundlers.
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-22-0100-payments': payments,
  '2026-11-22-0200-admin-catalogue': adminCatalogue,
  '2026-11-22-0300-admin-insights': adminInsights,
  '2026-11-22-0400-trust-and-safety': trustAndSafety,
  '2026-11-22-0500-mail-priority': mailPriority,
  '2026-11-22-0600-dmca': dmca,
  '2026-11-22-0700-subscription-notices': subscriptionNotices,
  '2026-11-25-0100-dmca-language': dmcaLanguage,
  '2026-11-26-0100-hidden-index': hiddenIndex,
  '2026-11-27-0100-record-view': recordView,
  '2026-11-27-0200-toggle-like': toggleLike,
  '2026-11-28-0100-search-index-upkeep': searchIndexUpkeep,
  '2026-11-28-0200-counter-tables-autovacuum': counterTablesAutovacuum,
  '2026-11-28-0300-record-views': recordViews,
  '2026-11-29-0100-toggle-likes': toggleLikes,
  '2026-11-29-0200-add-comments': addComments,
  '2026-11-29-0300-popular-order-tables': popularOrderTables,
  '2026-12-06-0100-holds': holds,
  '2026-12-06-0200-dmca-filed-index': dmcaFiledIndex,
  '2026-12-06-0300-payment-checkouts': paymentCheckouts,
  '2026-12-07-0100-admin-inboxes': adminInboxes,
  '2026-12-08-0100-activity-indexes': activityIndexes,
  '2026-12-08-0100-payment-history': paymentHistory,
  '2026-12-09-0100-link-health': linkHealth,
  '2026-12-09-0200-catalogue-imports': catalogueImports,
  '2026-12-09-0300-compliance': compliance,
  '2026-12-09-0501-sessions': sessions,
  '2026-12-09-0502-sessions-last-seen': sessionsLastSeen,
  '2026-12-10-0100-pictures': pictures,
  '2026-12-10-0200-model-aliases': modelAliases,
  '2026-12-10-0300-link-false-positives': linkFalsePositives,
  '2026-12-10-0400-staff-roles': staffRoles,
  '2026-12-10-0500-collections': collections,
  '2026-12-10-0600-system-status': systemStatus,
  '2026-12-11-0200-model-photos': modelPhotos,
  '2026-12-11-0300-content-external-id': contentExternalId,
  '2026-12-11-0301-bulk-operations': bulkOperations,
  '2026-12-11-0401-consent-review': consentReview,
  '2026-12-11-0501-picture-hashes': pictureHashes,
  '2026-12-11-0502-monthly-report-indexes': monthlyReportIndexes,
  '2026-12-11-0600-age-policy': agePolicy,
  '2026-12-11-0700-tags': tags,
  '2026-12-11-0800-tag-follows': tagFollows,
  '2026-12-12-0001-drop-superseded-functions': dropSupersededFunctions,
  '2026-12-12-0100-similar-models': similarModels,
  '2026-12-12-0201-tag-blacklist': tagBlacklist,
  '2026-12-12-0301-saved-searches': savedSearches,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Every migration this release knows, in order (the admin System page names those not applied yet). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

/** Brings the schema to `name`'s version, up or down (tests of a migration's data steps). */
export async function migrateTo(db: Kysely<DB>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('A migration failed', { cause: error });
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('A migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
