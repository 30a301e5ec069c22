import { z } from 'zod';
import { dmcaCounterNoticeBody, dmcaNoticeBody, removalRequestBody } from '@packdex/shared/schemas';

/** A URLs box holds one address a line; the API receives them as a list, checked by `urls`. */
const urlLines = <T extends z.ZodType<unknown, string[]>>(urls: T) =>
  z
    .string()
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(urls);

/** The notice form: the API's body with the URLs as lines and the statements as checkboxes. */
export const noticeForm = dmcaNoticeBody.extend({ urls: urlLines(dmcaNoticeBody.shape.urls) });
export type NoticeDraft = z.input<typeof noticeForm>;

/** The counter-notice form; empty optional fields are left out. */
export const counterNoticeForm = dmcaCounterNoticeBody.extend({
  phone: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(dmcaCounterNoticeBody.shape.phone),
  email: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(dmcaCounterNoticeBody.shape.email),
});
export type CounterNoticeDraft = z.input<typeof counterNoticeForm>;

/** The removal request form (/takedown): the API's body with the URLs as lines. */
export const removalForm = removalRequestBody.extend({ urls: urlLines(removalRequestBody.shape.urls) });
export type RemovalDraft = z.input<typeof removalForm>;
