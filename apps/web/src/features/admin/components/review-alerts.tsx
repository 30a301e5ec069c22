import { ClipboardCheck } from 'lucide-react';
import { t } from '@/lib/i18n/i18n.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { AlertBanner } from './alert-banner.tsx';

/** The dashboard's review queue flag: how many drafts wait for a reviewer. */
export function ReviewAlerts() {
  const queue = useReviewQueue({ page: 1, status: 'pending' });
  const pending = queue.data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <AlertBanner
      label={t('Review queue')}
      icon={<ClipboardCheck />}
      to={compliancePaths.review.getHref()}
      linkText={t('Open the review queue')}
    >
      <p data-testid="review-alert">
        {t('{count, plural, one {# draft is waiting for review.} other {# drafts are waiting for review.}}', {
          count: pending,
        })}
      </p>
    </AlertBanner>
  );
}
