import { Download, FileChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { monthlyReportPath, useMonthlyReport } from '../api/get-monthly-report.ts';
import { downloadBinary, downloadFile } from '../lib/download.ts';

/** The month before this one, YYYY-MM (UTC): the report an acquirer asks for. */
function lastMonth(now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * /admin/monthly-report: the processor and transparency report of a month (docs/compliance.md#monthly-report),
 * its figures in English as the acquirer receives them, with CSV and PDF downloads.
 */
export function AdminMonthlyReportPage() {
  const [month, setMonth] = useState(lastMonth);
  const report = useMonthlyReport(month);
  const inputId = useId();
  const { showAlert, alertProps } = useAlert();
  const failed = (error: unknown) =>
    showAlert({
      type: 'error',
      title: t('Error'),
      message: apiErrorMessage(error, t('The file could not be downloaded')),
    });
  const name = `transparency-report-${month}`;

  return (
    <PageShell
      icon={<FileChartColumn />}
      title={t('Monthly report')}
      description={t(
        'What the payment processor and the transparency report ask for each month: complaints and removal requests received, how fast they were decided, what was removed and why, and DMCA figures. Months are calendar months in UTC.',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>{t('Month')}</Label>
          <Input
            id={inputId}
            type="month"
            value={month}
            max={new Date().toISOString().slice(0, 7)}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void downloadFile(monthlyReportPath(month, 'csv'), `${name}.csv`, 'text/csv').catch(failed)}
          >
            <Download aria-hidden="true" />
            {t('Download CSV')}
          </Button>
          <Button
            variant="outline"
            onClick={() => void downloadBinary(monthlyReportPath(month, 'pdf'), `${name}.pdf`).catch(failed)}
          >
            <Download aria-hidden="true" />
            {t('Download PDF')}
          </Button>
        </div>
      </div>
      {report.isPending ? (
        <Skeleton className="h-96 rounded-card" aria-label={t('Loading the report')} />
      ) : report.isError ? (
        <EmptyState
          title={apiErrorMessage(report.error, t('The report could not be loaded.'))}
          action={
            <Button variant="outline" onClick={() => void report.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {report.data.sections.map((section) => (
            <section key={section.id} className="rounded-card border border-line bg-surface p-4">
              <h2 className="mb-2 font-semibold">{section.title}</h2>
              <table className="w-full text-sm">
                <tbody>
                  {section.rows.map((row) => (
                    <tr key={row.key} className="border-t border-line first:border-t-0">
                      <th scope="row" className="py-1.5 pr-4 text-left font-normal text-fg-muted">
                        {row.label}
                      </th>
                      <td className="py-1.5 text-right font-medium tabular-nums">
                        {row.value === null ? '—' : formatNumber(row.value)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
