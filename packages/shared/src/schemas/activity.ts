import { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, LIKE_TYPES, MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pageQuery, pagination, positiveIntParam, withinDepth } from './common.ts';
import { content } from './content.ts';
import { model } from './model.ts';
import { tagSummary } from './tags.ts';

// My activity (docs/product.md#my-activity): what the signed-in account liked, the models it
// follows and their new packs. Its viewing history is GET /models/user/history (content.ts).

/** Paging of the lists on My activity: ACTIVITY_PAGE_SIZE unless asked otherwise. */
const activityPage = pageQuery.extend({ limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE) });

/** Query of GET /follows and GET /follows/feed. */
export const activityListQuery = withinDepth(activityPage, ACTIVITY_PAGE_SIZE);
export type ActivityListQuery = z.infer<typeof activityListQuery>;

/** Query of GET /account/likes: newest like first, of packs, of models, or both (no `type`). */
export const likedListQuery = withinDepth(
  activityPage.extend({
    type: z.enum(LIKE_TYPES, { error: `type must be one of: ${LIKE_TYPES.join(', ')}` }).optional(),
  }),
  ACTIVITY_PAGE_SIZE,
);
export type LikedListQuery = z.infer<typeof likedListQuery>;

/** One like of the account: a pack or a model, and when it was given. */
export const likedItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content'), likedAt: isoDateTime, content }),
  z.object({ type: z.literal('model'), likedAt: isoDateTime, model }),
]);
export type LikedItem = z.infer<typeof likedItem>;

/** GET /account/likes. */
export const likedListResponse = z.object({ likes: z.array(likedItem), pagination });
export type LikedListResponse = z.infer<typeof likedListResponse>;

/** One model the account follows, and since when. */
export const followedModel = z.object({ followedAt: isoDateTime, model });
export type FollowedModel = z.infer<typeof followedModel>;

/** GET /follows: the models the account follows, most recently followed first. */
export const followedListResponse = z.object({ follows: z.array(followedModel), pagination });
export type FollowedListResponse = z.infer<typeof followedListResponse>;

/** One tag the account follows, and since when. */
export const followedTag = z.object({ followedAt: isoDateTime, tag: tagSummary });
export type FollowedTag = z.infer<typeof followedTag>;

/** GET /follows/tags: the tags the account follows, most recently followed first (their packs: the content list's `tag` filter). */
export const followedTagsResponse = z.object({ tags: z.array(followedTag), pagination });
export type FollowedTagsResponse = z.infer<typeof followedTagsResponse>;
