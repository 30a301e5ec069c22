import type { SupportSubject } from '@packdex/shared/constants';

/** Readable labels of the contact-form subjects (docs/product.md#support). */
export const SUBJECT_LABELS: Record<SupportSubject, string> = {
  'payment-issue': 'Payment issue',
  'account-problem': 'Account problem',
  'technical-support': 'Technical support',
  'content-report': 'Content report',
  'billing-question': 'Billing question',
  'feature-request': 'Feature request',
  other: 'Other',
};
