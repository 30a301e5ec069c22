import type { Generated, Insertable } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface ModelsTable {
  id: Generated<number>;
  model_id: string;
  slug: string;
  name: string;
  photo_url: string;
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
  search_text: string;
  hidden_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ModelTagsTable {
  model_id: number;
  tag: string;
}

export interface ModelsTables {
  models: ModelsTable;
  model_tags: ModelTagsTable;
}

export type NewModel = Insertable<ModelsTable>;
