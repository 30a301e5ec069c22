import type { Timestamp } from './columns.ts';

/** A tag an account hides from its lists (migration 2026-12-12-0201-tag-blacklist). */
export interface UserTagBlacklistTable {
  user_id: number;
  tag_id: number;
  created_at: Timestamp;
}

export interface TagBlacklistTables {
  user_tag_blacklist: UserTagBlacklistTable;
}
