import { type Kysely, sql } from 'kysely';
import { notBlacklisted } from '../../db/tags.ts';
import type { DB } from '../../db/schema.ts';
import { contentColumns as columns } from './content-columns.ts';

/**
 * Reads of items by the tags they share (part of contentRepository): a pack's "More like this", and
 * which items of a list carry one of a viewer's hidden tags.
 */
export function contentSimilarRepository(db: Kysely<DB>) {
  return {
    /**
     * "More like this": up to `limit` visible items of other models (or of none) sharing the most of
     * `tags` with item `id`, then the newest. Bounded: each tag gives its `perTag` newest items (the
     * (tag, content_id) index), counted in one query. Items carrying a tag of `hiddenTags` (the
     * viewer's blacklist) are left out before the limit.
     */
    similarTo(
      item: { id: number; modelId: number | null; tags: readonly string[] },
      limit: number,
      perTag: number,
      hiddenTags?: readonly string[],
    ) {
      if (item.tags.length === 0) return Promise.resolve([]);
      // One branch per tag, each its own ordered, limited read of the index; SQLite wants each
      // limited select wrapped before a union.
      const branches = item.tags.map(
        (tag) =>
          sql`select content_id from (select content_id from content_tags where tag = ${tag} and content_id <> ${item.id} order by content_id desc limit ${perTag}) b`,
      );
      const shared = sql<{
        content_id: number;
        shared: number;
      }>`(select content_id, count(*) as shared from (${sql.join(branches, sql` union all `)}) c group by content_id)`;
      let q = db
        .selectFrom(shared.as('matches'))
        .innerJoin('contents', 'contents.id', 'matches.content_id')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .select(columns)
        .where('contents.hidden_at', 'is', null)
        .where((eb) => eb.or([eb('contents.model_id', 'is', null), eb('models.hidden_at', 'is', null)]));
      if (item.modelId !== null)
        q = q.where((eb) => eb.or([eb('contents.model_id', 'is', null), eb('contents.model_id', '!=', item.modelId)]));
      const visibleToViewer = notBlacklisted(hiddenTags);
      if (visibleToViewer) q = q.where(visibleToViewer);
      return q
        .orderBy(sql`matches.shared`, 'desc')
        .orderBy('contents.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Which of `ids` carry a tag named in `names` (suggestions leave out those the viewer hides). */
    async carryingAny(ids: readonly number[], names: readonly string[]): Promise<Set<number>> {
      if (ids.length === 0 || names.length === 0) return new Set();
      const rows = await db
        .selectFrom('content_tags')
        .select('content_id')
        .distinct()
        .where('content_id', 'in', [...ids])
        .where('tag', 'in', [...names])
        .execute();
      return new Set(rows.map((r) => r.content_id));
    },
  };
}
