import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

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

export interface CommentsTables {
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
}
