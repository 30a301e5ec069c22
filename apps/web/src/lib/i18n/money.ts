// Money in the interface's language. Apart from format.ts: only the billing history shows money,
// and what format.ts imports is in every first page's download.
import { formatMoney as format } from '@packdex/shared/money';
import { currentLanguage } from './i18n.ts';

/** An amount in cents of `currency` in the active language ("$12.00", "12,00 $"). */
export const formatMoney = (cents: number, currency: string) => format(cents, currency, currentLanguage());
