import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECTS } from '../constants.ts';
import { isoDateTime, pagination, plainText } from './common.ts';

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

/** Liveness and readiness. */
export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });
export const readyResponse = z.object({ status: z.literal('ok'), database: z.string() });
