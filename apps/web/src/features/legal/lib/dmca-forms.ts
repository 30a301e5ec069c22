import { z } from 'zod';
import { dmcaCounterNoticeBody, dmcaNoticeBody } from '@packdex/shared/schemas';

/** The URLs box holds one address a line; the API receives them as a list. */
const urlLines = z
  .string()
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(dmcaNoticeBody.shape.urls);

/** The notice form: the API's body with the URLs as lines and the statements as checkboxes. */
export const noticeForm = dmcaNoticeBody.extend({ urls: urlLines });
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
