import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface RecommendationsTable {
  id: Generated<number>;
  user_id: number;
  model_id: number;
  description: string;
  created_at: Timestamp;
}

export interface RecommendationsTables {
  recommendations: RecommendationsTable;
}
