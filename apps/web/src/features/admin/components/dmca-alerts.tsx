import { AlertTriangle } from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { useDmcaNotices } from '../api/get-dmca-notices.ts';
import { useRepeatInfringers } from '../api/get-repeat-infringers.ts';
import { AlertBanner } from './alert-banner.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** The dashboard's DMCA flags: pending notices past 7 business days, and repeat-infringing models. */
export function DmcaAlerts() {
  const pending = useDmcaNotices({ page: 1, status: 'pending' });
  const flagged = useRepeatInfringers();
  const overdue = pending.data?.overdue ?? 0;
  const models = flagged.data?.models ?? [];
  if (overdue === 0 && models.length === 0) return null;
  return (
    <AlertBanner
      label={t('DMCA alerts')}
      icon={<AlertTriangle />}
      to={paths.admin.dmca.getHref()}
      linkText={t('Open the DMCA queue')}
    >
      {overdue > 0 && (
        <p>
          {t(
            '{count, plural, one {# DMCA notice is pending for more than 7 business days.} other {# DMCA notices are pending for more than 7 business days.}}',
            { count: overdue },
          )}
        </p>
      )}
      {models.length > 0 && (
        <p>
          {t('Repeat infringers ({threshold} or more accepted notices): {models}.', {
            threshold: flagged.data?.threshold ?? '',
            models: models.map((m) => `${m.name ?? t('Model #{id}', { id: m.modelId })} (${m.strikes})`).join(', '),
          })}
        </p>
      )}
    </AlertBanner>
  );
}
