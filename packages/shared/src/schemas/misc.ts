import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECTS } from '../constants.ts';
import { isoDateTime, pagination, plainText } from './common.ts';
import { content } from './content.ts';
import { model } from './model.ts';

/** Age verification. */
export const ageConfirmBody = z.object({
  confirmed: z.literal(true, { error: 'You must confirm that you are 18 years or older' }),
});
export const ageStatusResponse = z.object({ ageConfirmed: z.boolean() });

/** Contact form of the support dialog. */
export const supportMessageBody = z.object({
  name: plainText('Name', { required: 'Please fill in all required fields.' })
    .min(1, { error: 'Please fill in all required fields.' })
    .max(80),
  email: z.email({ error: 'Please enter a valid email address' }),
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'Please fill in all required fields.' }),
  message: plainText('Message', { multiline: true, required: 'Please fill in all required fields.' })
    .min(1, { error: 'Please fill in all required fields.' })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters` }),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

/** A support message as admins see it. */
export const supportMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(SUPPORT_SUBJECTS).or(z.string()),
  message: z.string(),
  userId: z.number().int().nullable(),
  createdAt: isoDateTime,
  handledAt: isoDateTime.nullable(),
});
/** GET /admin/support-messages. */
export const supportMessageListResponse = z.object({ messages: z.array(supportMessage), pagination });
export type SupportMessageListResponse = z.infer<typeof supportMessageListResponse>;

/** Purchase and billing portal bodies and answers (the premium module's calls, docs/product.md#premium). */
export const purchaseBody = z.object({ email: z.email().optional() });
export const urlResponse = z.object({ url: z.string() });

/** The admin dashboard statistics (the admin module's GET /admin/stats). */
export const dashboardStats = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    premiumUsers: z.number().int(),
    totalModels: z.number().int(),
    totalContent: z.number().int(),
    totalViews: z.number().int(),
    pendingReports: z.number().int(),
    totalComments: z.number().int(),
    totalLikes: z.number().int(),
    recentUsers: z.number().int(),
  }),
  topContent: z.array(content),
  topModels: z.array(model),
  reportsByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  userGrowth: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** Liveness and readiness. */
export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });
export const readyResponse = z.object({ status: z.literal('ok'), database: z.string() });
