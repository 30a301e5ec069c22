import type { Executor } from '../../db/schema.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';

/** What the notice names of a newly published item. */
export interface Announced {
  id: number;
  title: string;
  slug: string;
  model: { id: number; name: string; slug: string };
}

/**
 * Tells of a new item, inside the caller's transaction: when the admin form adds it, or (review
 * before publication) when a reviewer publishes the draft, never before. The model's followers get
 * a notice; then those following one of its tags (or a parent of one) and not the model get one
 * too, once however many of its tags they follow. The item is also logged as published
 * (`published`), for the saved searches' alerts and the e-mail digests (docs/product.md#saved-searches).
 */
export function contentAnnouncer({
  follows,
  notifications,
  published = () => Promise.resolve(),
}: {
  follows: Pick<FollowsRepository, 'followerIds' | 'tagFollowerIds'>;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
  published?: (contentId: number, trx: Executor) => Promise<void>;
}) {
  return async ({ id, title, slug, model }: Announced, trx: Executor): Promise<void> => {
    const followers = await follows.followerIds(model.id, trx);
    const told = new Set(followers);
    const tagFollowers = (await follows.tagFollowerIds(id, trx)).filter((userId) => !told.has(userId));
    const data = { contentId: id, modelId: model.id, contentSlug: slug, modelSlug: model.slug };
    await notifications.insertMany(
      [
        ...followers.map((userId) => ({
          userId,
          type: 'model_follow' as const,
          title: `New from ${model.name}`,
          message: `${model.name} has a new pack: ${title}`,
          data,
        })),
        ...tagFollowers.map((userId) => ({
          userId,
          type: 'tag_follow' as const,
          title: 'New in a tag you follow',
          message: `${model.name} has a new pack: ${title}`,
          data,
        })),
      ],
      trx,
    );
    await published(id, trx);
  };
}
export type ContentAnnouncer = ReturnType<typeof contentAnnouncer>;
