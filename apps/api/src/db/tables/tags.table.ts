import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A tag (issue 39): `content_tags.tag` and `model_tags.tag` hold its name. */
export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  parent_id: number | null;
  /** Visible items and profiles carrying it, kept by triggers (migration 2026-12-11-0700-tags). */
  count: Generated<number>;
  created_at: Timestamp;
}

/** Another name of a tag: a search or a form using it finds the tag. */
export interface TagAliasesTable {
  id: Generated<number>;
  tag_id: number;
  name: string;
  slug: string;
}

export interface TagsTables {
  tags: TagsTable;
  tag_aliases: TagAliasesTable;
}
