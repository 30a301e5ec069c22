import type { Model } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { CONSENT_STATE_LABELS } from '../lib/labels.ts';

/**
 * An admin card's compliance marks: a model without a current consent record (a warning even with
 * review off, where the form publishes at once), and a draft waiting in or rejected by the review queue.
 */
export function ReviewMarks({ consent, review }: Partial<Pick<Model, 'consent' | 'review'>>) {
  if ((!consent || consent === 'current') && !review) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {consent && consent !== 'current' && (
        <Badge variant="danger" data-testid="consent-warning">
          {t(CONSENT_STATE_LABELS[consent])}
        </Badge>
      )}
      {review && (
        <Badge variant={review === 'pending' ? 'warning' : 'neutral'}>
          {review === 'pending' ? t('Awaiting review') : t('Rejected in review')}
        </Badge>
      )}
    </span>
  );
}
