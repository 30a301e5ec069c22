import { z } from 'zod';
import { REPORT_REASONS } from '@packdex/shared/constants';
import { createReportBody } from '@packdex/shared/schemas';
import { msg } from '@/lib/i18n/i18n.ts';

/** The report dialog's fields: a reason is required, details are optional and trimmed (docs/product.md#moderation). */
export const reportForm = z.object({
  reason: z.enum(REPORT_REASONS, { error: msg('Please select a reason for your report.') }),
  description: z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(createReportBody.shape.description),
});
