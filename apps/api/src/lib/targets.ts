import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { notFound } from './errors.ts';

export interface Target {
  contentId: number | null;
  modelId: number | null;
  /** Slug of the page the target lives on, for notification links. */
  contentSlug: string | null;
  modelSlug: string | null;
  title: string;
}

/** Resolves a like/comment/report target (content or model) that visitors can see, or 404. */
export async function findTarget(
  db: Kysely<DB>,
  ids: { contentId?: number | null | undefined; modelId?: number | null | undefined },
): Promise<Target> {
  if (ids.contentId != null) {
    const row = await db
      .selectFrom('contents')
      .select(['id', 'slug', 'title'])
      .where('id', '=', ids.contentId)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Content not found');
    return { contentId: row.id, modelId: null, contentSlug: row.slug, modelSlug: null, title: row.title };
  }
  if (ids.modelId != null) {
    const row = await db
      .selectFrom('models')
      .select(['id', 'slug', 'name'])
      .where('id', '=', ids.modelId)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Model not found');
    return { contentId: null, modelId: row.id, contentSlug: null, modelSlug: row.slug, title: row.name };
  }
  throw notFound('Nothing to act on');
}
