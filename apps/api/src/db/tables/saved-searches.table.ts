import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

/** An account's saved search (migration 2026-12-12-0301-saved-searches). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The normalised query as JSON text (savedSearchQueryOut). */
  query: string;
  /** The query's content type, when it has one (the alerts job's pre-filter). */
  type: string | null;
  /** 'none' | 'bell'. */
  notify: string;
  new_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  opened_at: Timestamp | null;
}

/** An item as it was published, for the alerts job (once) and the digests (by time). */
export interface SavedSearchItemsTable {
  content_id: number;
  published_at: Timestamp;
  matched: Generated<Flag>;
}

/** Who asked for the e-mail digest, and how often. */
export interface DigestPreferencesTable {
  user_id: number;
  /** 'off' | 'daily' | 'weekly'. */
  frequency: string;
  /** The start of the next digest's period: the last one's sending, or the opt-in. */
  since: Timestamp;
  next_due_at: Timestamp | null;
  last_sent_at: Timestamp | null;
}

export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable;
  saved_search_items: SavedSearchItemsTable;
  digest_preferences: DigestPreferencesTable;
}
