import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A photo of a model's gallery (migration 2026-12-11-0200): a stored picture at a position. */
export interface ModelPhotosTable {
  id: Generated<number>;
  model_id: number;
  picture_id: number;
  position: number;
  created_at: Timestamp;
}

export interface ModelPhotosTables {
  model_photos: ModelPhotosTable;
}
