import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface LikesTable {
  id: Generated<number>;
  user_id: number;
  content_id: number | null;
  model_id: number | null;
  created_at: Timestamp;
}

export interface LikesTables {
  likes: LikesTable;
}
