import type { Kysely, Transaction } from 'kysely';
import type { AgePolicyTables } from './tables/age-policy.table.ts';
import type { AuditTables } from './tables/audit.table.ts';
import type { AuthTables } from './tables/auth.table.ts';
import type { BulkOperationsTables } from './tables/bulk-operations.table.ts';
import type { ComplianceTables } from './tables/compliance.table.ts';
import type { CollectionsTables } from './tables/collections.table.ts';
import type { CommentsTables } from './tables/comments.table.ts';
import type { ContentTables } from './tables/content.table.ts';
import type { DenylistTables } from './tables/denylist.table.ts';
import type { DmcaTables } from './tables/dmca.table.ts';
import type { FollowsTables } from './tables/follows.table.ts';
import type { ImportsTables } from './tables/imports.table.ts';
import type { HoldsTables } from './tables/holds.table.ts';
import type { JobsTables } from './tables/jobs.table.ts';
import type { LinkHealthTables } from './tables/link-health.table.ts';
import type { LikesTables } from './tables/likes.table.ts';
import type { MailTables } from './tables/mail.table.ts';
import type { ModelsTables } from './tables/models.table.ts';
import type { NotificationsTables } from './tables/notifications.table.ts';
import type { PicturesTables } from './tables/pictures.table.ts';
import type { ModelPhotosTables } from './tables/model-photos.table.ts';
import type { PaymentsTables } from './tables/payments.table.ts';
import type { RecommendationsTables } from './tables/recommendations.table.ts';
import type { ReportsTables } from './tables/reports.table.ts';
import type { ReviewTables } from './tables/review.table.ts';
import type { SavedSearchesTables } from './tables/saved-searches.table.ts';
import type { SessionsTables } from './tables/sessions.table.ts';
import type { SimilarTables } from './tables/similar.table.ts';
import type { SupportTables } from './tables/support.table.ts';
import type { UsersTables } from './tables/users.table.ts';
import type { TagsTables } from './tables/tags.table.ts';
import type { TagBlacklistTables } from './tables/tag-blacklist.table.ts';
import type { UserActivityTables } from './tables/user-activity.table.ts';

/**
 * The whole database as Kysely sees it, composed from the tables each feature owns
 * (`tables/<feature>.table.ts`). A feature's repository is the only code that queries its tables.
 */
export interface DB
  extends
    UsersTables,
    AuthTables,
    ModelsTables,
    ContentTables,
    DenylistTables,
    LikesTables,
    CommentsTables,
    NotificationsTables,
    FollowsTables,
    ReportsTables,
    RecommendationsTables,
    SupportTables,
    PaymentsTables,
    AuditTables,
    MailTables,
    UserActivityTables,
    DmcaTables,
    HoldsTables,
    ComplianceTables,
    JobsTables,
    ImportsTables,
    LinkHealthTables,
    SessionsTables,
    PicturesTables,
    CollectionsTables,
    BulkOperationsTables,
    ModelPhotosTables,
    ReviewTables,
    AgePolicyTables,
    TagsTables,
    SimilarTables,
    SavedSearchesTables,
    TagBlacklistTables {}

/** What a repository function runs on: the database, or the transaction its caller opened. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs `work` in one transaction: services open them, and pass `trx` to every repository call inside. */
export type Transact = <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;
