import type { BillingEventKind, BillingHistoryItem } from '@packdex/shared/schemas';
import { msg } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/i18n/money.ts';

/** What each kind of event is called in the history (English sources, shown through t()). */
export const KIND_LABELS: Record<BillingEventKind, string> = {
  payment: msg('Payment'),
  renewal: msg('Renewal'),
  payment_failed: msg('Payment failed'),
  refund: msg('Refund'),
  chargeback: msg('Chargeback'),
  extended: msg('Extended'),
  cancelled: msg('Cancelled'),
  resumed: msg('Resumed'),
  ended: msg('Ended'),
};

/** Money going back to the member: shown as a negative amount. */
const RETURNED: readonly BillingEventKind[] = ['refund', 'chargeback'];
/** Events after which premium runs to the paid-up date (the others end it, or charge nothing new). */
const RUNS_UNTIL: readonly BillingEventKind[] = ['payment', 'renewal', 'extended', 'cancelled', 'resumed'];

/** An entry's amount in the interface's language, negative for money given back ("-$12.00"). */
export function amountOf(item: Pick<BillingHistoryItem, 'kind' | 'amount'>): string | null {
  if (!item.amount) return null;
  return formatMoney(RETURNED.includes(item.kind) ? -item.amount.cents : item.amount.cents, item.amount.currency);
}

/** The paid-up date an entry shows ("Premium until …"), or null when it has none to show. */
export function premiumUntil(item: Pick<BillingHistoryItem, 'kind' | 'periodEnd'>): string | null {
  return RUNS_UNTIL.includes(item.kind) ? item.periodEnd : null;
}
