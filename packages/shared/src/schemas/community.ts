import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  LIKE_TYPES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  RECOMMENDATION_MAX_LENGTH,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  SHARE_PLATFORMS,
} from '../constants.ts';
import { idNumber, isoDateTime, pageQuery, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';

const optionalId = (name: string) => idNumber(name).optional();
const optionalIdParam = (name: string) => positiveIntParam(name).optional();

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

/** A notification of the signed-in user. */
export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
  data: z.object({
    contentId: z.number().int().nullable().optional(),
    modelId: z.number().int().nullable().optional(),
    commentId: z.number().int().nullable().optional(),
    contentSlug: z.string().nullable().optional(),
    modelSlug: z.string().nullable().optional(),
    /** Who acted and what about (a comment's first words), so the client can word it in its language. */
    actorName: z.string().nullable().optional(),
    excerpt: z.string().nullable().optional(),
    /** A saved search's alert: the search, its name and its list query string (`search=…&tag=…`). */
    savedSearchId: z.number().int().nullable().optional(),
    searchName: z.string().nullable().optional(),
    searchQuery: z.string().nullable().optional(),
  }),
});
export type Notification = z.infer<typeof notification>;
export const notificationListQuery = z.object({
  limit: positiveIntParam('limit', 50).default(NOTIFICATIONS_PAGE_SIZE),
});
export const notificationListResponse = z.object({ notifications: z.array(notification) });
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
export const unreadCountResponse = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

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
/** POST /comments/{id}/like. */
export const commentLikeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type CommentLikeResponse = z.infer<typeof commentLikeResponse>;
/** POST /models/{id}/follow. */
export const followResponse = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowResponse = z.infer<typeof followResponse>;

/** What a report names, for the queue to link to: a title or name and the page slug (null once removed). */
export const reportTarget = z.object({
  kind: z.enum(['content', 'model', 'comment']),
  id: z.number().int().nullable(),
  /** The item's title, the model's name or the comment's text; from the evidence once the item is gone. */
  title: z.string().nullable(),
  /** The content or model page's slug; for a comment, the slug of the page it was left on. */
  slug: z.string().nullable(),
  /** Where `slug` leads: the content page (`/content/{slug}`) or the model page (`/model/{slug}`). */
  page: z.enum(['content', 'model']).nullable(),
  /** The item no longer exists (removed after a resolved report, or deleted). */
  removed: z.boolean(),
});
export type ReportedTarget = z.infer<typeof reportTarget>;

/** A moderation report. */
export const report = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  contentId: z.number().int().nullable(),
  modelId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  reason: z.enum(REPORT_REASONS),
  description: z.string().nullable(),
  createdAt: isoDateTime,
  ipAddress: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /** child_content or no_consent: tops the queue and shows a distinct badge. */
  severe: z.boolean(),
  target: reportTarget.nullable(),
  /** Age in business days (weekends skipped). */
  ageBusinessDays: z.number().int(),
  /** Still pending after more than REPORT_OVERDUE_BUSINESS_DAYS business days. */
  overdue: z.boolean(),
  /** The report hid its target (a credible reporter, or the distinct-reporter threshold). */
  hidTarget: z.boolean(),
});
export type Report = z.infer<typeof report>;
export const createReportBody = z
  .object({
    contentId: optionalId('contentId').nullable(),
    modelId: optionalId('modelId').nullable(),
    commentId: optionalId('commentId').nullable(),
    reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }),
    description: plainText('description', { multiline: true })
      .max(REPORT_DESCRIPTION_MAX_LENGTH, {
        error: `description must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
      })
      .optional(),
  })
  .refine((b) => [b.contentId, b.modelId, b.commentId].filter((id) => id != null).length === 1, {
    error: 'A report names exactly one of contentId, modelId or commentId',
  });
export const reportListQuery = withinDepth(
  pageQuery.extend({
    status: z.enum([...REPORT_STATUSES, 'all'], { error: 'Unknown report status' }).optional(),
  }),
);
export const reportListResponse = z.object({ reports: z.array(report), pagination });
export type ReportListResponse = z.infer<typeof reportListResponse>;
export const updateReportBody = z.object({
  status: z.enum(REPORT_STATUSES),
  adminNotes: plainText('adminNotes', { multiline: true }).max(2000).optional(),
});
export const reportStats = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  byReason: z.record(z.string(), z.number().int()),
  /** Pending reports older than REPORT_OVERDUE_BUSINESS_DAYS business days. */
  overdue: z.number().int(),
  /** Pending child_content and no_consent reports. */
  severePending: z.number().int(),
});
export type ReportStats = z.infer<typeof reportStats>;

/** A premium member's recommendation of a model. */
export const recommendationBody = z.object({
  modelId: idNumber('modelId', 'Model Required'),
  description: plainText('Description', { multiline: true, required: 'Description Required' })
    .min(1, { error: 'Description Required' })
    .max(RECOMMENDATION_MAX_LENGTH, { error: `Description must be at most ${RECOMMENDATION_MAX_LENGTH} characters` }),
});
export const recommendationRemaining = z.object({ remaining: z.number().int() });
export type RecommendationRemaining = z.infer<typeof recommendationRemaining>;
/** POST /recommendations. */
export const recommendationCreated = z.object({ success: z.literal(true), remaining: z.number().int() });
export type RecommendationCreated = z.infer<typeof recommendationCreated>;

/** Body of POST /content/{id}/share. */
export const shareBody = z.object({
  platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of: ${SHARE_PLATFORMS.join(', ')}` }),
});
