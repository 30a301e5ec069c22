import type { Generated, Insertable } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface ModelsTable {
  id: Generated<number>;
  model_id: string;
  slug: string;
  name: string;
  photo_url: string;
  /** The address the photo was given as (a fetched picture's URL), so the same address again changes nothing. */
  photo_source: string | null;
  /** The stored picture's description (JSON of `Picture`), copied from `pictures`; null for older photos. */
  photo_meta: string | null;
  views: Generated<number>;
  ethnicity: string | null;
  birth_date: string | null;
  age: number | null;
  place_of_birth: string | null;
  bio: string | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  bust_size: string | null;
  boobs_type: string | null;
  cup_size: string | null;
  height: number | null;
  weight: number | null;
  sexuality: string | null;
  /** Other names the model is known by: a JSON array of text ('[]' when none). */
  aliases: Generated<string>;
  search_text: string;
  hidden_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ModelTagsTable {
  model_id: number;
  tag: string;
}

/**
 * PostgreSQL only: what the popular order of models walks, kept equal to `models` by triggers
 * (migration 2026-11-29-0300, ADR 0021). Read it; never write it.
 */
export interface ModelRanksTable {
  model_id: number;
  views: number;
  visible: boolean;
}

export interface ModelsTables {
  models: ModelsTable;
  model_ranks: ModelRanksTable;
  model_tags: ModelTagsTable;
}

export type NewModel = Insertable<ModelsTable>;
