import type { Timestamp } from './columns.ts';

/** A model's computed neighbour (migration 2026-12-12-0100-similar-models): rank 1 is the closest. */
export interface ModelSimilarTable {
  model_id: number;
  similar_id: number;
  score: number;
  rank: number;
}

/** When a model's neighbours are next due; triggers make it due at once on a change, counting `version`. */
export interface ModelSimilarDueTable {
  model_id: number;
  due_at: Timestamp;
  version: number;
}

export interface SimilarTables {
  model_similar: ModelSimilarTable;
  model_similar_due: ModelSimilarDueTable;
}
