import type { ReportReason } from '@packdex/shared/constants';
import { msg } from '@/lib/i18n/i18n.ts';

/**
 * The report reasons' labels: the words of REPORT_REASON_LABELS (packages/shared), written here so
 * the catalogue finds them; the dialog shows them with t().
 */
export const REASON_LABELS: Record<ReportReason, string> = {
  broken_link: msg('Broken link'),
  child_content: msg('Child content'),
  no_consent: msg('No consent'),
  spam: msg('Spam'),
  inappropriate: msg('Inappropriate'),
  other: msg('Other'),
};
