import type { Kysely } from 'kysely';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { withoutBlacklistedTags } from '../../db/tags.ts';
import { contentColumns } from './content-columns.ts';

/**
 * Content as one account's activity reads it (part of contentRepository): its viewing history, the
 * new packs of the models it follows, the items its likes point to, and the packs it has opened.
 * Hidden items are never listed (docs/product.md#my-activity).
 */
export function contentActivityRepository(db: Kysely<DB>) {
  /** The account's visible viewed packs, one row each with its latest view. */
  const viewed = (userId: number) =>
    db
      .selectFrom('content_views')
      .innerJoin('contents', 'contents.id', 'content_views.content_id')
      .where('content_views.user_id', '=', userId)
      .where('contents.hidden_at', 'is', null);

  /** The visible packs of the visible models the account follows. */
  const followed = (userId: number) =>
    db
      .selectFrom('contents')
      .innerJoin('follows', 'follows.model_id', 'contents.model_id')
      .innerJoin('models', 'models.id', 'contents.model_id')
      .where('follows.user_id', '=', userId)
      .where('contents.hidden_at', 'is', null)
      .where('models.hidden_at', 'is', null);

  /** The visible packs carrying a tag the account follows (of a visible model, or of none). */
  const taggedFollowed = (userId: number) =>
    db
      .selectFrom('contents')
      .leftJoin('models', 'models.id', 'contents.model_id')
      .where('contents.hidden_at', 'is', null)
      .where((eb) => eb.or([eb('contents.model_id', 'is', null), eb('models.hidden_at', 'is', null)]))
      .where('contents.id', 'in', (eb) =>
        eb
          .selectFrom('content_tags')
          .select('content_tags.content_id')
          .where('content_tags.tag', 'in', (tags) =>
            tags
              .selectFrom('tag_follows')
              .innerJoin('tags', 'tags.id', 'tag_follows.tag_id')
              .select('tags.name')
              .where('tag_follows.user_id', '=', userId),
          ),
      );

  return {
    /**
     * The account's viewing history: each visible pack once, by its latest view, most recent first.
     * A view is recorded once a day per pack, so the same pack opened on two days has two view rows;
     * grouped here (`content_views_user_content_idx`), it is listed once.
     */
    async history(userId: number, page: PageRequest) {
      const latest = pageOf(
        viewed(userId)
          .select((eb) => ['content_views.content_id', eb.fn.max('content_views.viewed_at').as('last_viewed')])
          .groupBy('content_views.content_id')
          .orderBy('last_viewed', 'desc')
          .orderBy('content_views.content_id', 'desc'),
        page,
      );
      const rows = await db
        .selectFrom(latest.as('seen'))
        .innerJoin('contents', 'contents.id', 'seen.content_id')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .select(contentColumns)
        .select('seen.last_viewed')
        .orderBy('seen.last_viewed', 'desc')
        .orderBy('contents.id', 'desc')
        .execute();
      const { n } = await viewed(userId)
        .select((eb) => eb.fn.count<number>('content_views.content_id').distinct().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },

    /**
     * The new packs of the models the account follows, newest first: each followed model's packs
     * through `contents_model_created_idx`, its follows through their primary key.
     */
    async followingFeed(userId: number, page: PageRequest, hiddenTags?: readonly string[]) {
      const feed = () => withoutBlacklistedTags(followed(userId), hiddenTags);
      const rows = await pageOf(
        feed().select(contentColumns).orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(feed()) };
    },

    /**
     * The new packs carrying the tags the account follows, newest first (My activity); without those
     * carrying a tag of `hiddenTags` (the account's tag blacklist), in this feed as in every other.
     */
    async followedTagsFeed(userId: number, page: PageRequest, hiddenTags?: readonly string[]) {
      const feed = () => withoutBlacklistedTags(taggedFollowed(userId), hiddenTags);
      const rows = await pageOf(
        feed().select(contentColumns).orderBy('contents.created_at', 'desc').orderBy('contents.id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(feed()) };
    },

    /** The visible items among `ids`, in no particular order (the packs of a page of likes). */
    async visibleByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('contents')
        .leftJoin('models', 'models.id', 'contents.model_id')
        .select(contentColumns)
        .where('contents.id', 'in', ids)
        .where('contents.hidden_at', 'is', null)
        .execute();
    },

    /** The slugs of the distinct items the account has opened (the unverified limit), oldest first. */
    async openedSlugs(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('content_access')
        .innerJoin('contents', 'contents.id', 'content_access.content_id')
        .select('contents.slug')
        .where('content_access.user_id', '=', userId)
        .orderBy('content_access.created_at')
        .orderBy('content_access.content_id')
        .execute();
      return rows.map((r) => r.slug);
    },
  };
}
