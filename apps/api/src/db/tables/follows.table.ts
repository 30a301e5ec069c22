import type { Timestamp } from './columns.ts';

export interface FollowsTable {
  user_id: number;
  model_id: number;
  created_at: Timestamp;
}

/** Who follows which tag (migration 2026-12-11-0800-tag-follows). */
export interface TagFollowsTable {
  user_id: number;
  tag_id: number;
  created_at: Timestamp;
}

export interface FollowsTables {
  follows: FollowsTable;
  tag_follows: TagFollowsTable;
}
