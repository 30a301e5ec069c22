import type { ItemLinkChecksResponse, LinkCheck } from '@packdex/shared/schemas/link-health';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatBytes, formatNumber } from '@/lib/i18n/format.ts';
import { longDateTime } from '@/lib/i18n/long-date.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { renderNow } from '@/lib/render-scope.ts';
import { useItemLinkChecks } from '../api/link-health.ts';
import { LinkStateBadge } from './link-state-badge.tsx';

type HistoryLink = ItemLinkChecksResponse['links'][number];

const OUTCOME_LABELS: Record<LinkCheck['outcome'], string> = {
  alive: msg('Answered'),
  failed: msg('Failed'),
  outage: msg('Host outage'),
};
const OUTCOME_BADGES = { alive: 'success', failed: 'danger', outage: 'warning' } as const;
// Cells do not wrap: on a narrow screen the table scrolls in its box instead of squeezing its columns.
const CELL = 'border-b border-line px-3 py-2 whitespace-nowrap';

/** What a check found: the HTTP status with the file's type and size, or the error. */
function resultOf(check: LinkCheck): string {
  const parts = [
    check.status !== null ? t('HTTP {status}', { status: check.status }) : null,
    check.type,
    check.length !== null ? formatBytes(check.length) : null,
    check.error,
  ];
  return parts.filter(Boolean).join(' · ');
}

function LinkChecks({ link }: { link: HistoryLink }) {
  const shielded = link.falsePositiveUntil !== null && Date.parse(link.falsePositiveUntil) > renderNow().getTime();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <LinkStateBadge state={link.state} />
        <span className="text-fg-muted">{link.position === 0 ? t('Primary') : t('Mirror')}</span>
        <span className="min-w-0 font-mono text-xs break-all">{link.url}</span>
      </p>
      {shielded && (
        <p className="text-xs text-fg-muted">
          {t('Marked as a false positive: failures do not count towards dead until {date}.', {
            date: longDateTime(link.falsePositiveUntil) ?? '',
          })}
        </p>
      )}
      <div className="relative overflow-x-auto rounded-card border border-line">
        <table className="w-full text-left text-sm" aria-label={t('Checks of {url}', { url: link.url })}>
          <thead className="bg-surface-2 text-xs text-fg-muted uppercase">
            <tr>
              {[t('Checked'), t('Outcome'), t('State after'), t('Result'), t('Duration')].map((label) => (
                <th key={label} scope="col" className={CELL}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {link.checks.length === 0 ? (
              <tr>
                <td colSpan={5} className={`${CELL} text-fg-muted`}>
                  {t('Not checked yet.')}
                </td>
              </tr>
            ) : (
              link.checks.map((check, index) => (
                <tr key={`${check.checkedAt}-${index}`}>
                  <td className={CELL}>{longDateTime(check.checkedAt)}</td>
                  <td className={CELL}>
                    <Badge variant={OUTCOME_BADGES[check.outcome]}>{t(OUTCOME_LABELS[check.outcome])}</Badge>
                  </td>
                  <td className={CELL}>{check.state ? <LinkStateBadge state={check.state} /> : '—'}</td>
                  <td className={`${CELL} max-w-64 truncate`} title={resultOf(check)}>
                    {resultOf(check) || '—'}
                  </td>
                  <td className={`${CELL} tabular-nums`}>
                    {check.durationMs === null ? '—' : t('{ms} ms', { ms: formatNumber(check.durationMs) })}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** An item's links, each with its last checks, newest first (the history keeps 20 a link). */
export function LinkCheckHistory({ contentId, id }: { contentId: number; id: string }) {
  const history = useItemLinkChecks(contentId, true);
  return (
    <div id={id} className="flex flex-col gap-4 rounded-lg border border-line p-3">
      {history.isPending ? (
        <Skeleton className="h-24 rounded-card" aria-label={t('Loading the check history')} />
      ) : history.isError ? (
        <p className="text-sm text-danger">{t('The check history could not be loaded.')}</p>
      ) : (
        history.data.links.map((link) => <LinkChecks key={link.id} link={link} />)
      )}
    </div>
  );
}
