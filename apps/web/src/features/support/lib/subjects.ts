import type { SupportSubject } from '@packdex/shared/constants';
import { msg } from '@/lib/i18n/i18n.ts';

/** Readable labels of the contact-form subjects (docs/product.md#support); shown with t(). */
export const SUBJECT_LABELS: Record<SupportSubject, string> = {
  'payment-issue': msg('Payment issue'),
  'account-problem': msg('Account problem'),
  'technical-support': msg('Technical support'),
  'content-report': msg('Content report'),
  'billing-question': msg('Billing question'),
  'feature-request': msg('Feature request'),
  other: msg('Other'),
};
