import type { Generated, Insertable } from 'kysely';
import type { ContentType } from '@packdex/shared/constants';
import type { Timestamp } from './columns.ts';

export interface ContentsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  url: string;
  thumbnail_url: string | null;
  /** The address the thumbnail was given as (a fetched picture's URL). */
  thumbnail_source: string | null;
  /** The stored picture's description (JSON of `Picture`); null for older thumbnails. */
  thumbnail_meta: string | null;
  type: ContentType;
  model_id: number | null;
  views: Generated<number>;
  images: Generated<number>;
  videos: Generated<number>;
  size: Generated<number>;
  search_text: string;
  /** The id another catalogue knows the item by (an import's `external_id`), unique where set. */
  external_id: Generated<string | null>;
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

/** The distinct items an account has opened (the unverified-account limit counts these). */
export interface ContentAccessTable {
  user_id: number;
  content_id: number;
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

/**
 * PostgreSQL only: what the popular order of items walks, kept equal to `contents` by triggers
 * (migration 2026-11-29-0300, ADR 0021). Read it; never write it. `search_vector` is left out, as on
 * `contents`: raw SQL reads it.
 */
export interface ContentRanksTable {
  content_id: number;
  views: number;
  model_id: number | null;
  visible: boolean;
}

export interface ContentTables {
  contents: ContentsTable;
  content_ranks: ContentRanksTable;
  content_tags: ContentTagsTable;
  content_views: ContentViewsTable;
  content_access: ContentAccessTable;
  shares: SharesTable;
}

export type NewContent = Insertable<ContentsTable>;
