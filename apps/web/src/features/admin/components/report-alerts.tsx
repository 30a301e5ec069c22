import { ShieldAlert } from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { useReportAlerts, useReportStats } from '../api/get-report-alerts.ts';
import { AlertBanner } from './alert-banner.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/**
 * The dashboard's moderation flags: a spike of child-safety and consent reports (or a cap reached),
 * with the reporters behind it, and pending reports past 7 business days. Refreshed every 30 s.
 */
export function ReportAlerts() {
  const alerts = useReportAlerts();
  const stats = useReportStats();
  const spike = alerts.data?.alert ? alerts.data : null;
  const overdue = stats.data?.overdue ?? 0;
  const severe = stats.data?.severePending ?? 0;
  if (!spike && overdue === 0 && severe === 0) return null;
  return (
    <AlertBanner
      label={t('Moderation alerts')}
      icon={<ShieldAlert />}
      to={`${paths.admin.reports.getHref()}?status=pending`}
      linkText={t('Open the pending reports')}
    >
      {spike?.messages.map((message) => (
        <p key={message} className="font-medium">
          {message}
        </p>
      ))}
      {spike && spike.topReporters.length > 0 && (
        <p className="break-words text-fg-muted">
          {t(
            "Most severe reports in 24 h: {reporters}. An admin can withdraw one reporter's reports in one step (POST /api/reports/revert).",
            {
              reporters: spike.topReporters
                .slice(0, 3)
                .map((r) =>
                  t('{reporter} ({severe}, {hides, plural, one {# hide} other {# hides}})', {
                    reporter: r.reporterKey,
                    severe: r.severeReports,
                    hides: r.hides,
                  }),
                )
                .join(', '),
            },
          )}
        </p>
      )}
      {severe > 0 && (
        <p>
          {t(
            '{count, plural, one {# child-safety or consent report is pending.} other {# child-safety or consent reports are pending.}}',
            { count: severe },
          )}
        </p>
      )}
      {overdue > 0 && (
        <p>
          {t(
            '{count, plural, one {# report is pending for more than 7 business days.} other {# reports are pending for more than 7 business days.}}',
            { count: overdue },
          )}
        </p>
      )}
    </AlertBanner>
  );
}
