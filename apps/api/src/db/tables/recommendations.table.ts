import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface RecommendationsTable {
  id: Generated<number>;
  user_id: number;
  model_id: number;
  description: string;
  created_at: Timestamp;
  /** 'new' until an admin marks it handled (INBOX_STATUSES). */
  status: Generated<string>;
  note: string | null;
  handled_at: Timestamp | null;
  handled_by: number | null;
}

export interface RecommendationsTables {
  recommendations: RecommendationsTable;
}
