import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.ts';

export interface CollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  slug: string;
  is_public: Generated<Flag>;
  /** The account's "Saved" collection, made on first use (one per account). */
  is_default: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CollectionItemsTable {
  collection_id: number;
  content_id: number;
  added_at: Timestamp;
}

export interface CollectionsTables {
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
}
