import type { ImportRefusal, ImportResult } from '@packdex/shared/schemas/catalogue-admin';
import { formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';

const TABLE = 'w-full text-left text-sm';
const CELL = 'border-b border-line px-3 py-2';

/** The rows an import refused: record number, column and reason, one table row each. */
export function RefusedTable({ refused }: { refused: ImportRefusal[] }) {
  return (
    <div className="relative overflow-x-auto rounded-card border border-line">
      <table className={TABLE} aria-label={t('Refused rows')}>
        <thead className="bg-surface-2 text-xs text-fg-muted uppercase">
          <tr>
            <th scope="col" className={CELL}>
              {t('Row')}
            </th>
            <th scope="col" className={CELL}>
              {t('Field')}
            </th>
            <th scope="col" className={CELL}>
              {t('Error')}
            </th>
          </tr>
        </thead>
        <tbody>
          {refused.map((r, index) => (
            <tr key={`${r.row}-${r.field}-${index}`}>
              <td className={`${CELL} tabular-nums`}>{r.row}</td>
              <td className={`${CELL} font-mono text-xs`}>{r.field}</td>
              <td className={CELL}>{r.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an import did, or in a dry run would do: the counts, then the refused rows. */
export function ImportReport({ result }: { result: ImportResult }) {
  const counts = [
    { label: result.dryRun ? t('Would be created') : t('Created'), value: result.created },
    { label: result.dryRun ? t('Would be updated') : t('Updated'), value: result.updated },
    { label: t('Unchanged'), value: result.unchanged },
    { label: t('Refused'), value: result.refused.length },
  ];
  return (
    <section
      aria-label={result.dryRun ? t('Check report') : t('Import report')}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 className="text-base font-semibold">
        {result.dryRun ? t('Check of the file: nothing was changed') : t('Import applied')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg bg-surface-2 p-3">
            <dt className="text-xs text-fg-muted">{c.label}</dt>
            <dd className="text-heading font-semibold tabular-nums">{formatNumber(c.value)}</dd>
          </div>
        ))}
      </dl>
      {result.refused.length > 0 ? (
        <>
          {result.dryRun && (
            <p className="text-sm text-fg-muted">
              {t('Applying this file leaves the refused rows out: fix them first, or import them later.')}
            </p>
          )}
          <RefusedTable refused={result.refused} />
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t('Every row was taken.')}</p>
      )}
    </section>
  );
}
