import type { Timestamp } from './columns.ts';

export interface FollowsTable {
  user_id: number;
  model_id: number;
  created_at: Timestamp;
}

export interface FollowsTables {
  follows: FollowsTable;
}
