import { EyeOff } from 'lucide-react';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useRemovalRequests } from '../api/get-removal-requests.ts';
import { AlertBanner } from './alert-banner.tsx';
import { TimeLeft } from './time-left.tsx';

/** The dashboard's removal requests flag: how many are open, and the time left on the nearest deadline. */
export function RemovalAlerts() {
  const open = useRemovalRequests({ page: 1, status: 'open' });
  const data = open.data;
  // Open requests come nearest deadline first; the server's clock says how long is left.
  const nearest = data?.requests[0]?.remainingMs;
  if (!data || data.open === 0 || nearest == null) return null;
  return (
    <AlertBanner
      label={t('Removal requests')}
      icon={<EyeOff />}
      to={compliancePaths.removalRequests.getHref()}
      linkText={t('Open the removal requests')}
    >
      <p data-testid="removal-alert" className="flex flex-wrap items-center gap-2">
        {t(
          '{count, plural, one {# removal request is waiting for a decision.} other {# removal requests are waiting for a decision.}} Nearest deadline:',
          { count: data.open },
        )}
        <TimeLeft remainingMs={nearest} />
      </p>
    </AlertBanner>
  );
}
