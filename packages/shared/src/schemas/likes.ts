// Likes of content and models (the likes module).
import { z } from 'zod';
import { LIKE_TYPES } from '../constants.ts';
import { optionalId, optionalIdParam } from './common.ts';

/** Like toggle and statistics. */
export const likeToggleBody = z
  .object({
    contentId: optionalId('contentId'),
    modelId: optionalId('modelId'),
    type: z.enum(LIKE_TYPES).optional(),
  })
  .refine((b) => (b.contentId === undefined) !== (b.modelId === undefined), {
    error: 'Give exactly one of contentId or modelId',
  });
export const likeStatsQuery = z
  .object({ contentId: optionalIdParam('contentId'), modelId: optionalIdParam('modelId') })
  .refine((q) => (q.contentId === undefined) !== (q.modelId === undefined), {
    error: 'Give exactly one of contentId or modelId',
  });
export const likeStats = z.object({ totalLikes: z.number().int(), isLiked: z.boolean() });
export type LikeStats = z.infer<typeof likeStats>;
/** POST /likes/toggle. */
export const likeToggleResponse = likeStats.extend({ liked: z.boolean() });
export type LikeToggleResponse = z.infer<typeof likeToggleResponse>;
