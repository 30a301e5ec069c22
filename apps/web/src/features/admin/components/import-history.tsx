import { Download, Loader2, RotateCw } from 'lucide-react';
import type { ImportSummary } from '@packdex/shared/schemas/catalogue-admin';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { longDateTime } from '@/lib/i18n/long-date.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const STATUS_LABELS = { running: msg('Running'), done: msg('Done'), failed: msg('Failed') } as const;
const STATUS_BADGES = { running: 'info', done: 'success', failed: 'danger' } as const;
// Cells do not wrap: on a narrow screen the table scrolls in its box instead of squeezing its columns.
const CELL = 'border-b border-line px-3 py-2 whitespace-nowrap';

type Props = {
  imports: ImportSummary[];
  onDownloadRefused: (item: ImportSummary) => void;
  onResume: (item: ImportSummary) => void;
  /** The import being resumed, whose button spins. */
  resuming: number | null;
};

/** The kept imports, newest first: when, which file, checked or applied, counts and status. */
export function ImportHistory({ imports, onDownloadRefused, onResume, resuming }: Props) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-line">
      <table className="w-full text-left text-sm" aria-label={t('Past imports')}>
        <thead className="bg-surface-2 text-xs text-fg-muted uppercase">
          <tr>
            {[
              t('Date'),
              t('File'),
              t('Run'),
              t('Created'),
              t('Updated'),
              t('Unchanged'),
              t('Refused'),
              t('Status'),
            ].map((label) => (
              <th key={label} scope="col" className={CELL}>
                {label}
              </th>
            ))}
            <th scope="col" className={CELL}>
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.map((item) => (
            <tr key={item.id}>
              <td className={CELL}>{longDateTime(item.createdAt)}</td>
              <td className={`${CELL} max-w-64 truncate`} title={item.fileName}>
                {item.fileName}
              </td>
              <td className={CELL}>{item.dryRun ? t('Dry run') : t('Applied')}</td>
              {[item.created, item.updated, item.unchanged, item.refusedCount].map((value, index) => (
                <td key={index} className={`${CELL} tabular-nums`}>
                  {formatNumber(value)}
                </td>
              ))}
              <td className={CELL}>
                <div className="flex items-center gap-2">
                  <Badge variant={STATUS_BADGES[item.status]}>{t(STATUS_LABELS[item.status])}</Badge>
                  {item.status === 'running' && item.percent !== null && (
                    <span className="text-xs text-fg-muted tabular-nums">{formatNumber(item.percent, 1)} %</span>
                  )}
                </div>
                {item.error && <p className="mt-1 text-xs whitespace-normal text-danger">{item.error}</p>}
              </td>
              <td className={CELL}>
                <div className="flex gap-1">
                  {item.refusedCount > 0 && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('Download the refused rows of {file} as CSV', { file: item.fileName })}
                      onClick={() => onDownloadRefused(item)}
                    >
                      <Download aria-hidden="true" />
                      CSV
                    </Button>
                  )}
                  {item.status !== 'done' && item.finishedAt === null && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('Resume the import of {file}', { file: item.fileName })}
                      disabled={resuming === item.id}
                      onClick={() => onResume(item)}
                    >
                      {resuming === item.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <RotateCw aria-hidden="true" />
                      )}
                      {t('Resume')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
