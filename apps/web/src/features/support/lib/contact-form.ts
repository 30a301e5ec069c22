import { z } from 'zod';
import { supportMessageBody } from '@packdex/shared/schemas';
import { msg } from '@/lib/i18n/i18n.ts';

/** Any required field left empty gives this one message (docs/product.md#support). */
export const MISSING_FIELDS = msg('Please fill in all required fields.');

/** The support message schema's answer to a malformed address, marked here for the catalogue. */
export const INVALID_EMAIL = msg('Please enter a valid email address');

/** The contact form's fields: the support message body, with empty email and subject counted as missing. */
export const contactForm = z.object({
  name: supportMessageBody.shape.name,
  email: z.string().trim().min(1, { error: MISSING_FIELDS }).pipe(supportMessageBody.shape.email),
  subject: z.string().pipe(supportMessageBody.shape.subject),
  message: supportMessageBody.shape.message,
});

/** What the form holds while it is written (kept across closing the dialog and switching tabs). */
export type ContactDraft = z.input<typeof contactForm>;
