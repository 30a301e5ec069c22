// The contact form of the support dialog (the support module; the admin inbox is inbox.ts).
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECTS } from '../constants.ts';
import { plainText } from './common.ts';

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
