// Comments and replies on content and model pages (the comments module, docs/product.md#comments).
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, optionalId, optionalIdParam, plainText, positiveIntParam } from './common.ts';

/** Author summary shown with a comment. */
const commentUser = z.object({
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isPremium: z.boolean(),
  isAdmin: z.boolean(),
});

export interface Comment {
  id: number;
  userId: number | null;
  user: z.infer<typeof commentUser>;
  text: string;
  likes: number;
  isLiked: boolean;
  createdAt: string;
  parentId: number | null;
  replies: Comment[];
}
/** A comment with its replies (one level deep). */
export const comment: z.ZodType<Comment> = z
  .object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    user: commentUser,
    text: z.string(),
    likes: z.number().int(),
    isLiked: z.boolean(),
    createdAt: isoDateTime,
    parentId: z.number().int().nullable(),
    get replies() {
      return z.array(comment);
    },
  })
  .meta({ id: 'Comment' }); // named so OpenAPI can reference the recursive shape

const commentText = plainText('Comment', { multiline: true, required: 'Comment text is required' })
  .min(1, { error: 'Comment cannot be empty' })
  .max(COMMENT_MAX_LENGTH, { error: `Comment must be at most ${COMMENT_MAX_LENGTH} characters` });

export const commentListQuery = z
  .object({
    contentId: optionalIdParam('contentId'),
    modelId: optionalIdParam('modelId'),
    limit: positiveIntParam('limit', COMMENTS_PAGE_SIZE).default(COMMENTS_PAGE_SIZE),
  })
  .refine((q) => (q.contentId === undefined) !== (q.modelId === undefined), {
    error: 'Give exactly one of contentId or modelId',
  });
export const commentListResponse = z.object({ comments: z.array(comment) });
export type CommentListResponse = z.infer<typeof commentListResponse>;
export const createCommentBody = z
  .object({
    contentId: optionalId('contentId'),
    modelId: optionalId('modelId'),
    text: commentText,
    parentId: optionalId('parentId').nullable(),
  })
  .refine((b) => (b.contentId === undefined) !== (b.modelId === undefined), {
    error: 'Give exactly one of contentId or modelId',
  });
export const updateCommentBody = z.object({ text: commentText });
/** POST /comments/{id}/like. */
export const commentLikeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type CommentLikeResponse = z.infer<typeof commentLikeResponse>;
