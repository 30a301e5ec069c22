import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Flags are integers (0/1) on both engines so one query layer serves SQLite and
 * PostgreSQL; timestamps are written by the application as ISO 8601 text (SQLite) or
 * timestamptz (PostgreSQL) and read back through `toIso`.
 */
type Timestamp = string | Date;
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  language: Generated<string>;
  country: string | null;
  profile_photo: string | null;
  is_premium: Generated<Flag>;
  is_admin: Generated<Flag>;
  is_verified: Generated<Flag>;
  premium_expires_at: Timestamp | null;
  age_confirmed_at: Timestamp | null;
  token_version: Generated<number>;
  payment_customer_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ModelsTable {
  id: Generated<number>;
  model_id: string;
  slug: string;
  name: string;
  photo_url: string;
  views: Generated<number>;
  ethnicity: string | null;
  birth_date: string | null;
  age: number | null;
  place_of_birth: string | null;
  bio: string | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  bust_size: string | null;
  boobs_type: string | null;
  cup_size: string | null;
  height: number | null;
  weight: number | null;
  sexuality: string | null;
  search_text: string;
  hidden_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ModelTagsTable {
  model_id: number;
  tag: string;
}

export interface ContentsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  url: string;
  thumbnail_url: string | null;
  type: 'image' | 'video' | 'gallery';
  model_id: number | null;
  views: Generated<number>;
  images: Generated<number>;
  videos: Generated<number>;
  size: Generated<number>;
  search_text: string;
  hidden_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentTagsTable {
  content_id: number;
  tag: string;
}

export interface ContentViewsTable {
  id: Generated<number>;
  content_id: number;
  user_id: number | null;
  viewer_key: string;
  viewed_at: Timestamp;
}

export interface ContentAccessTable {
  user_id: number;
  content_id: number;
  created_at: Timestamp;
}

export interface LikesTable {
  id: Generated<number>;
  user_id: number;
  content_id: number | null;
  model_id: number | null;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  user_id: number | null;
  content_id: number | null;
  model_id: number | null;
  parent_id: number | null;
  text: string;
  likes: Generated<number>;
  hidden_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentLikesTable {
  user_id: number;
  comment_id: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  message: string;
  is_read: Generated<Flag>;
  data: string;
  created_at: Timestamp;
}

export interface FollowsTable {
  user_id: number;
  model_id: number;
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  status: Generated<string>;
  content_id: number | null;
  model_id: number | null;
  comment_id: number | null;
  reason: string;
  description: string | null;
  ip_address: string | null;
  reporter_user_id: number | null;
  admin_notes: string | null;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReportEventsTable {
  id: Generated<number>;
  report_id: number;
  admin_id: number | null;
  from_status: string;
  to_status: string;
  notes: string | null;
  created_at: Timestamp;
}

export interface RecommendationsTable {
  id: Generated<number>;
  user_id: number;
  model_id: number;
  description: string;
  created_at: Timestamp;
}

export interface SharesTable {
  id: Generated<number>;
  content_id: number | null;
  model_id: number | null;
  user_id: number | null;
  platform: string;
  created_at: Timestamp;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_address: string | null;
  emailed_at: Timestamp | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_customer_id: string | null;
  provider_subscription_id: string;
  status: string;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  details: string | null;
  created_at: Timestamp;
}

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface DB {
  mail_queue: MailQueueTable;
  users: UsersTable;
  email_tokens: EmailTokensTable;
  models: ModelsTable;
  model_tags: ModelTagsTable;
  contents: ContentsTable;
  content_tags: ContentTagsTable;
  content_views: ContentViewsTable;
  content_access: ContentAccessTable;
  likes: LikesTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  notifications: NotificationsTable;
  follows: FollowsTable;
  reports: ReportsTable;
  report_events: ReportEventsTable;
  recommendations: RecommendationsTable;
  shares: SharesTable;
  support_messages: SupportMessagesTable;
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
  admin_audit_log: AdminAuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ModelRow = Selectable<ModelsTable>;
export type NewModel = Insertable<ModelsTable>;
export type ContentRow = Selectable<ContentsTable>;
export type NewContent = Insertable<ContentsTable>;
