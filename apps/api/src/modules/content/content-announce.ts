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
 * Tells a model's followers of a new item, inside the caller's transaction: when the admin form
 * adds it, or (review before publication) when a reviewer publishes the draft, never before.
 */
export function contentAnnouncer({
  follows,
  notifications,
}: {
  follows: Pick<FollowsRepository, 'followerIds'>;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
}) {
  return async ({ id, title, slug, model }: Announced, trx: Executor): Promise<void> => {
    const followers = await follows.followerIds(model.id, trx);
    await notifications.insertMany(
      followers.map((userId) => ({
        userId,
        type: 'model_follow' as const,
        title: `New from ${model.name}`,
        message: `${model.name} has a new pack: ${title}`,
        data: { contentId: id, modelId: model.id, contentSlug: slug, modelSlug: model.slug },
      })),
      trx,
    );
  };
}
export type ContentAnnouncer = ReturnType<typeof contentAnnouncer>;
