import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

interface NewSavedSearch {
  user_id: number;
  name: string;
  query: string;
  type: string | null;
  notify: string;
  at: string;
}

/**
 * The saved searches' tables: the searches, the log of published items the alerts and digests read,
 * and the digest preferences. It reads (never writes) the catalogue and follows to build a digest.
 */
export function savedSearchesRepository(db: Kysely<DB>, engine: Engine) {
  const columns = ['id', 'user_id', 'name', 'query', 'notify', 'new_count', 'created_at', 'opened_at'] as const;
  return {
    /** Serialises one account's saves on PostgreSQL, so two at once cannot both pass the cap. */
    lockOwner: (userId: number, trx: Executor) => lockForTransaction(engine, `saved_searches:${userId}`, trx),

    count: (userId: number, executor: Executor = db) =>
      countOf(executor.selectFrom('saved_searches').where('user_id', '=', userId)),

    async create(row: NewSavedSearch, executor: Executor = db): Promise<number> {
      const { id } = await executor
        .insertInto('saved_searches')
        .values({
          user_id: row.user_id,
          name: row.name,
          query: row.query,
          type: row.type,
          notify: row.notify,
          created_at: row.at,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The account's saved searches, newest first (the cap keeps them few). */
    mine: (userId: number) =>
      db
        .selectFrom('saved_searches')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    byId: (id: number) => db.selectFrom('saved_searches').select(columns).where('id', '=', id).executeTakeFirst(),

    async update(
      id: number,
      patch: Partial<{ name: string; query: string; type: string | null; notify: string; new_count: number }> & {
        opened_at?: string;
        updated_at: string;
      },
    ): Promise<void> {
      await db.updateTable('saved_searches').set(patch).where('id', '=', id).execute();
    },

    async remove(id: number, userId: number): Promise<boolean> {
      const res = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** Logs an item as published (inside the publishing transaction); once per item. */
    async logPublished(contentId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('saved_search_items')
        .values({ content_id: contentId, published_at: at })
        .onConflict((oc) => oc.column('content_id').doNothing())
        .execute();
    },

    /** The next published items the alerts job has not matched yet, oldest first, with their type. */
    dueItems: (limit: number) =>
      db
        .selectFrom('saved_search_items')
        .innerJoin('contents', 'contents.id', 'saved_search_items.content_id')
        .select(['saved_search_items.content_id as id', 'contents.type', 'contents.title', 'contents.slug'])
        .where('saved_search_items.matched', '=', 0)
        .orderBy('saved_search_items.content_id')
        .limit(limit)
        .execute(),

    /**
     * One page of the searches with an alert on that an item of `types` may match (their type is
     * one of those, or they have none), by id after `afterId`.
     */
    alertCandidates: (types: string[], afterId: number, limit: number) =>
      db
        .selectFrom('saved_searches')
        .select(['id', 'user_id', 'name', 'query'])
        .where('notify', '=', 'bell')
        .where((eb) => eb.or([eb('type', 'is', null), eb('type', 'in', types)]))
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Who already hears of these items from a follow: the model's followers, and the followers of
     * one of an item's tags or their parents (content-announce.ts), as `user:content` keys.
     */
    async followedPairs(contentIds: number[]): Promise<Set<string>> {
      if (contentIds.length === 0) return new Set();
      const models = await db
        .selectFrom('contents')
        .innerJoin('follows', 'follows.model_id', 'contents.model_id')
        .select(['follows.user_id', 'contents.id as content_id'])
        .where('contents.id', 'in', contentIds)
        .execute();
      const tags = await db
        .selectFrom('content_tags')
        .innerJoin('tags', 'tags.name', 'content_tags.tag')
        .innerJoin('tag_follows', (join) =>
          join.on((eb) =>
            eb.or([
              eb('tag_follows.tag_id', '=', eb.ref('tags.id')),
              eb('tag_follows.tag_id', '=', eb.ref('tags.parent_id')),
            ]),
          ),
        )
        .select(['tag_follows.user_id', 'content_tags.content_id'])
        .where('content_tags.content_id', 'in', contentIds)
        .execute();
      return new Set([...models, ...tags].map((r) => `${r.user_id}:${r.content_id}`));
    },

    /** Marks items matched; how many were not yet (another run that got there first leaves fewer). */
    async markMatched(contentIds: number[], executor: Executor = db): Promise<number> {
      if (contentIds.length === 0) return 0;
      const res = await executor
        .updateTable('saved_search_items')
        .set({ matched: 1 })
        .where('content_id', 'in', contentIds)
        .where('matched', '=', 0)
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    /** Adds to each search's count of new items (search id → how many). */
    async addNewCounts(counts: Map<number, number>, executor: Executor = db): Promise<void> {
      for (const [id, n] of counts)
        await executor
          .updateTable('saved_searches')
          .set((eb) => ({ new_count: eb('new_count', '+', n) }))
          .where('id', '=', id)
          .execute();
    },

    /** Log rows older than `before` and already matched: no digest reaches back that far. */
    async prune(before: string): Promise<void> {
      await db.deleteFrom('saved_search_items').where('published_at', '<', before).where('matched', '=', 1).execute();
    },

    preference: (userId: number) =>
      db.selectFrom('digest_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    async setPreference(userId: number, frequency: string, since: string, nextDueAt: string | null): Promise<void> {
      await db
        .insertInto('digest_preferences')
        .values({ user_id: userId, frequency, since, next_due_at: nextDueAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency, since, next_due_at: nextDueAt }))
        .execute();
    },

    /** Accounts whose digest is due, with what a mail to them needs, the longest overdue first. */
    dueDigests: (at: string, limit: number) =>
      db
        .selectFrom('digest_preferences')
        .innerJoin('users', 'users.id', 'digest_preferences.user_id')
        .select([
          'digest_preferences.user_id',
          'digest_preferences.frequency',
          'digest_preferences.since',
          'users.email',
          'users.name',
          'users.language',
          'users.suspended_at',
        ])
        .where('digest_preferences.next_due_at', '<=', at)
        .orderBy('digest_preferences.next_due_at')
        .limit(limit)
        .execute(),

    async markDigested(
      userId: number,
      at: string,
      nextDueAt: string,
      sent: boolean,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .updateTable('digest_preferences')
        .set({ since: at, next_due_at: nextDueAt, ...(sent ? { last_sent_at: at } : {}) })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Items published in (since, until], newest first, at most `limit`. */
    async publishedBetween(since: string, until: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('saved_search_items')
        .select('content_id')
        .where('published_at', '>', since)
        .where('published_at', '<=', until)
        .orderBy('published_at', 'desc')
        .orderBy('content_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.content_id);
    },

    /** Which of `ids` are public items of a model the account follows. */
    async ofFollowedModels(userId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('contents')
        .innerJoin('follows', 'follows.model_id', 'contents.model_id')
        .select('contents.id')
        .where('follows.user_id', '=', userId)
        .where('contents.id', 'in', ids)
        .where('contents.hidden_at', 'is', null)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Which of `ids` are public items carrying a tag the account follows (or a child of one). */
    async ofFollowedTags(userId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('contents')
        .innerJoin('content_tags', 'content_tags.content_id', 'contents.id')
        .innerJoin('tags', 'tags.name', 'content_tags.tag')
        .innerJoin('tag_follows', (join) =>
          join.on((eb) =>
            eb.or([
              eb('tag_follows.tag_id', '=', eb.ref('tags.id')),
              eb('tag_follows.tag_id', '=', eb.ref('tags.parent_id')),
            ]),
          ),
        )
        .select('contents.id')
        .distinct()
        .where('tag_follows.user_id', '=', userId)
        .where('contents.id', 'in', ids)
        .where('contents.hidden_at', 'is', null)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The public items of `ids` with what a digest line names: title, slug and model. */
    itemsFor: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('contents')
            .leftJoin('models', 'models.id', 'contents.model_id')
            .select(['contents.id', 'contents.title', 'contents.slug', 'models.name as modelName'])
            .where('contents.id', 'in', ids)
            .where('contents.hidden_at', 'is', null)
            .execute(),
  };
}
export type SavedSearchesRepository = ReturnType<typeof savedSearchesRepository>;
