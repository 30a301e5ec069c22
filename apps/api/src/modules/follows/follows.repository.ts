import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

/** Who follows which model, and which tag. */
export function followsRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Serialises one user's toggles of one model until the transaction ends: two at once run one after another. */
    lockToggle: (userId: number, modelId: number, trx: Executor) =>
      lockForTransaction(engine, `follow:${userId}:${modelId}`, trx),

    /** Removes the follow; false when there was none. */
    async remove(userId: number, modelId: number, executor: Executor = db): Promise<boolean> {
      const res = await executor
        .deleteFrom('follows')
        .where('user_id', '=', userId)
        .where('model_id', '=', modelId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async add(userId: number, modelId: number, at: string, executor: Executor = db): Promise<void> {
      // The primary key (user, model) keeps one follow even if two toggles race.
      await executor
        .insertInto('follows')
        .values({ user_id: userId, model_id: modelId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    countFollowers: (modelId: number) => countOf(db.selectFrom('follows').where('model_id', '=', modelId)),

    async isFollowing(userId: number, modelId: number): Promise<boolean> {
      const row = await db
        .selectFrom('follows')
        .select('user_id')
        .where('model_id', '=', modelId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * A page of the models the account follows that are not hidden, most recently followed first
     * (`follows_user_created_idx`); the models' rows are read by the caller.
     */
    async followedBy(userId: number, page: PageRequest) {
      const visible = db
        .selectFrom('follows')
        .innerJoin('models', 'models.id', 'follows.model_id')
        .where('follows.user_id', '=', userId)
        .where('models.hidden_at', 'is', null);
      const rows = await pageOf(
        visible
          .select(['follows.model_id', 'follows.created_at'])
          .orderBy('follows.created_at', 'desc')
          .orderBy('follows.model_id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(visible) };
    },
    /** The models the account follows (the account's data export). */
    exportFor: (userId: number) =>
      db
        .selectFrom('follows')
        .innerJoin('models', 'models.id', 'follows.model_id')
        .select(['follows.model_id', 'models.slug', 'models.name', 'follows.created_at'])
        .where('follows.user_id', '=', userId)
        .orderBy('follows.created_at')
        .orderBy('follows.model_id')
        .execute(),

    /** Serialises one user's toggles of one tag, as lockToggle does for a model. */
    lockTagToggle: (userId: number, tagId: number, trx: Executor) =>
      lockForTransaction(engine, `tag-follow:${userId}:${tagId}`, trx),

    /** Removes the tag follow; false when there was none. */
    async removeTag(userId: number, tagId: number, executor: Executor = db): Promise<boolean> {
      const res = await executor
        .deleteFrom('tag_follows')
        .where('user_id', '=', userId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async addTag(userId: number, tagId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('tag_follows')
        .values({ user_id: userId, tag_id: tagId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    countTagFollowers: (tagId: number) => countOf(db.selectFrom('tag_follows').where('tag_id', '=', tagId)),

    async isFollowingTag(userId: number, tagId: number): Promise<boolean> {
      const row = await db
        .selectFrom('tag_follows')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * A page of the tags the account follows, most recently followed first
     * (`tag_follows_user_created_idx`), each with its count and its parent's slug.
     */
    async followedTagsBy(userId: number, page: PageRequest) {
      const mine = db.selectFrom('tag_follows').where('tag_follows.user_id', '=', userId);
      const rows = await pageOf(
        mine
          .innerJoin('tags', 'tags.id', 'tag_follows.tag_id')
          .select(['tags.slug', 'tags.name', 'tags.count', 'tag_follows.tag_id', 'tag_follows.created_at'])
          .select((eb) =>
            eb
              .selectFrom('tags as parent')
              .select('parent.slug')
              .whereRef('parent.id', '=', 'tags.parent_id')
              .as('parent_slug'),
          )
          .orderBy('tag_follows.created_at', 'desc')
          .orderBy('tag_follows.tag_id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(mine) };
    },

    /** A merged tag's followers follow the tag it became (one follow each); its rows go with the tag. */
    async moveTagFollows(fromId: number, intoId: number, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('tag_follows')
        .columns(['user_id', 'tag_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('tag_follows')
            .select(['user_id', eb.val(intoId).as('tag_id'), 'created_at'])
            .where('tag_id', '=', fromId),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** The tags the account follows (the account's data export). */
    exportTagsFor: (userId: number) =>
      db
        .selectFrom('tag_follows')
        .innerJoin('tags', 'tags.id', 'tag_follows.tag_id')
        .select(['tags.slug', 'tags.name', 'tag_follows.created_at'])
        .where('tag_follows.user_id', '=', userId)
        .orderBy('tag_follows.created_at')
        .orderBy('tag_follows.tag_id')
        .execute(),

    async followerIds(modelId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom('follows').select('user_id').where('model_id', '=', modelId).execute();
      return rows.map((r) => r.user_id);
    },

    /**
     * Who follows a tag an item carries, or the parent of one (a tag's page lists its children's
     * items too), each account once.
     */
    async tagFollowerIds(contentId: number, executor: Executor = db): Promise<number[]> {
      const carried = executor
        .selectFrom('content_tags')
        .innerJoin('tags', 'tags.name', 'content_tags.tag')
        .where('content_tags.content_id', '=', contentId);
      const rows = await executor
        .selectFrom('tag_follows')
        .select('tag_follows.user_id')
        .distinct()
        .where((eb) =>
          eb.or([
            eb('tag_follows.tag_id', 'in', carried.select('tags.id')),
            eb('tag_follows.tag_id', 'in', carried.select('tags.parent_id').where('tags.parent_id', 'is not', null)),
          ]),
        )
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}
export type FollowsRepository = ReturnType<typeof followsRepository>;
