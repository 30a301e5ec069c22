import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DB, Executor } from '../../db/schema.ts';

/**
 * Accounts' tag blacklists (issue 39, "Personal filters"): the tags whose items an account does not
 * want listed. The exclusion itself is `withoutBlacklistedTags` (db/tags.ts), applied by each list's
 * repository to the names `hiddenNames` reads.
 */
export function tagBlacklistRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Serialises the writes to one account's list until the transaction ends (the cap holds under races). */
    lock: (userId: number, trx: Executor) => lockForTransaction(engine, `tag-blacklist:${userId}`, trx),

    /** The account's hidden tags, A–Z by slug. */
    list: (userId: number, executor: Executor = db) =>
      executor
        .selectFrom('user_tag_blacklist')
        .innerJoin('tags', 'tags.id', 'user_tag_blacklist.tag_id')
        .select(['tags.id', 'tags.slug', 'tags.name'])
        .where('user_tag_blacklist.user_id', '=', userId)
        .orderBy('tags.slug')
        .execute(),

    /**
     * The names of the account's hidden tags and of all their descendants: hiding a tag hides its
     * children's items too, as a tag's page lists them (docs/product.md#hidden-tags).
     */
    async hiddenNames(userId: number): Promise<string[]> {
      const rows = await db
        .withRecursive('hidden(id, name)', (qb) =>
          qb
            .selectFrom('tags')
            .innerJoin('user_tag_blacklist', 'user_tag_blacklist.tag_id', 'tags.id')
            .select(['tags.id', 'tags.name'])
            .where('user_tag_blacklist.user_id', '=', userId)
            .union((u) =>
              u.selectFrom('tags').innerJoin('hidden', 'hidden.id', 'tags.parent_id').select(['tags.id', 'tags.name']),
            ),
        )
        .selectFrom('hidden')
        .select('name')
        .execute();
      return [...new Set(rows.map((r) => r.name))];
    },

    /** How many tags the account hides. */
    async count(userId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom('user_tag_blacklist')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Replaces the account's list. */
    async replace(userId: number, tagIds: readonly number[], at: string, executor: Executor): Promise<void> {
      await executor.deleteFrom('user_tag_blacklist').where('user_id', '=', userId).execute();
      if (tagIds.length)
        await executor
          .insertInto('user_tag_blacklist')
          .values([...new Set(tagIds)].map((tag_id) => ({ user_id: userId, tag_id, created_at: at })))
          .execute();
    },

    /** Adds a tag (already hidden: nothing changes). */
    async add(userId: number, tagId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('user_tag_blacklist')
        .values({ user_id: userId, tag_id: tagId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
        .execute();
    },

    /** Removes a tag; whether it was hidden. */
    async remove(userId: number, tagId: number, executor: Executor = db): Promise<boolean> {
      const r = await executor
        .deleteFrom('user_tag_blacklist')
        .where('user_id', '=', userId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** A tag merge: accounts hiding `from` hide `into` instead (once each), before `from` is deleted. */
    async moveTag(from: number, into: number, executor: Executor): Promise<void> {
      await executor
        .insertInto('user_tag_blacklist')
        .columns(['user_id', 'tag_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('user_tag_blacklist')
            .select(['user_id', eb.val(into).as('tag_id'), 'created_at'])
            .where('tag_id', '=', from),
        )
        .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
        .execute();
      await executor.deleteFrom('user_tag_blacklist').where('tag_id', '=', from).execute();
    },
  };
}

export type TagBlacklistRepository = ReturnType<typeof tagBlacklistRepository>;
