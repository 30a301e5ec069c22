import { z } from 'zod';
import {
  ADMIN_INBOX_PAGE_SIZE,
  INBOX_NOTE_MAX_LENGTH,
  INBOX_STATUSES,
  MAX_PAGE_SIZE,
  SUPPORT_SUBJECTS,
} from '../constants.ts';
import { isoDateTime, pageQuery, pagination, plainText, positiveIntParam, withinDepth } from './common.ts';

// The admin inboxes (docs/product.md#admin): premium members' recommendations and contact
// messages, each new until an admin marks it handled, with the admin's note.

const STATUS_CHOICES = [...INBOX_STATUSES, 'all'] as const;

/** Query of GET /admin/recommendations and GET /admin/support-messages: newest first, optionally one status. */
export const inboxListQuery = withinDepth(
  pageQuery.extend({
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(ADMIN_INBOX_PAGE_SIZE),
    status: z.enum(STATUS_CHOICES, { error: `status must be one of: ${STATUS_CHOICES.join(', ')}` }).optional(),
  }),
);
export type InboxListQuery = z.infer<typeof inboxListQuery>;

/** PUT /admin/recommendations/{id} and /admin/support-messages/{id}: mark handled or new again, with a note. */
export const inboxUpdateBody = z.strictObject(
  {
    status: z.enum(INBOX_STATUSES, { error: `status must be one of: ${INBOX_STATUSES.join(', ')}` }),
    /** Replaces the stored note when sent; an empty note clears it; left out, the note stays. */
    note: plainText('note', { multiline: true })
      .max(INBOX_NOTE_MAX_LENGTH, { error: `note must be at most ${INBOX_NOTE_MAX_LENGTH} characters` })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only status and note can be changed'
        : 'Send a status (new or handled) and an optional note',
  },
);
export type InboxUpdateBody = z.infer<typeof inboxUpdateBody>;

/** Where an inbox item stands: new, or handled by an admin (who and when), and the admin's note. */
const inboxState = {
  status: z.enum(INBOX_STATUSES),
  note: z.string().nullable(),
  handledAt: isoDateTime.nullable(),
  /** The admin who marked it handled; null while new, or when that account is gone. */
  handledBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
};

/** A premium member's recommendation as admins see it. */
export const adminRecommendation = z.object({
  id: z.number().int(),
  description: z.string(),
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  createdAt: isoDateTime,
  ...inboxState,
});
export type AdminRecommendation = z.infer<typeof adminRecommendation>;

/** GET /admin/recommendations. */
export const adminRecommendationListResponse = z.object({
  recommendations: z.array(adminRecommendation),
  pagination,
});
export type AdminRecommendationListResponse = z.infer<typeof adminRecommendationListResponse>;

/** A contact message as admins see it. */
export const supportMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(SUPPORT_SUBJECTS).or(z.string()),
  message: z.string(),
  /** The sender's account when they were signed in. */
  userId: z.number().int().nullable(),
  createdAt: isoDateTime,
  ...inboxState,
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** GET /admin/support-messages. */
export const supportMessageListResponse = z.object({ messages: z.array(supportMessage), pagination });
export type SupportMessageListResponse = z.infer<typeof supportMessageListResponse>;
