import { DMCA_STATUSES, type DmcaStatus } from '@packdex/shared/constants';
import type { DmcaNotice } from '@packdex/shared/schemas';
import { longDate } from '@/lib/i18n/long-date.ts';
import { AlertTriangle, Ban, CheckCircle2, Gavel, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useDecideDmcaNotice, type DecideDmcaInput } from '../api/decide-dmca-notice.ts';
import { useDmcaNotices, type DmcaFilter } from '../api/get-dmca-notices.ts';
import { useRepeatInfringers } from '../api/get-repeat-infringers.ts';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { useQueueParams } from '../lib/use-queue-params.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { DMCA_STATUS_LABELS } from '../lib/labels.ts';
import { CaseCard, DecisionPanel } from '../components/case-card.tsx';
import { useDecision } from '../lib/use-decision.ts';

const FILTERS: DmcaFilter[] = ['all', ...DMCA_STATUSES];
const label = (s: DmcaFilter) => t(DMCA_STATUS_LABELS[s]);

const STATUS_VARIANT: Record<DmcaStatus, BadgeVariant> = {
  pending: 'warning',
  accepted: 'danger',
  rejected: 'neutral',
  countered: 'info',
  restored: 'success',
  suit_filed: 'danger',
};

function NoticeCard({
  notice,
  onDecide,
  busy,
}: {
  notice: DmcaNotice;
  onDecide: (input: DecideDmcaInput) => void;
  busy: boolean;
}) {
  const canDecide = notice.status === 'pending';
  const canRecordSuit = notice.status === 'accepted' || notice.status === 'countered';
  return (
    <CaseCard
      testId="dmca-notice"
      data={{ 'data-notice-number': notice.number }}
      status={{ label: label(notice.status), variant: STATUS_VARIANT[notice.status] }}
      badges={
        notice.overdue && (
          <Badge variant="danger">
            <AlertTriangle className="size-3" aria-hidden="true" /> {t('Overdue')}
          </Badge>
        )
      }
      number={notice.number}
      createdAt={notice.createdAt}
      age={
        <>
          {' · '}
          {t('{count, plural, =0 {less than a business day} one {# business day} other {# business days}}', {
            count: notice.ageBusinessDays,
          })}
        </>
      }
      text={notice.work}
      pages={notice.items}
      page={(item) => (
        <>
          {item.url}
          <Badge variant={item.exists ? (item.visible ? 'info' : 'neutral') : 'neutral'}>
            {item.exists ? (item.visible ? t('Visible') : t('Hidden')) : t('Deleted')}
          </Badge>
          {item.modelStrikes > 0 && (
            <Badge variant={item.modelStrikes >= 3 ? 'danger' : 'warning'}>
              {item.modelStrikes >= 3
                ? t('Model strikes: {count} · repeat infringer', { count: item.modelStrikes })
                : t('Model strikes: {count}', { count: item.modelStrikes })}
            </Badge>
          )}
        </>
      )}
      senderLabel={t('Complainant')}
      sender={
        <dd className="text-sm text-fg">
          {notice.name} · {notice.email} · {notice.phone}
          <span className="block whitespace-pre-line text-fg-muted">{notice.address}</span>
        </dd>
      }
      signature={notice.signature}
      decision={notice.decisionReason}
      details={
        notice.counterNotice && (
          <>
            <dt>{t('Counter-notice')}</dt>
            <dd className="text-sm text-fg">
              {notice.counterNotice.name} ({notice.counterNotice.signature}) — {notice.counterNotice.material}
              <span className="block text-fg-muted">
                {notice.counterNotice.restoredAt
                  ? t('Restored {date}', { date: longDate(notice.counterNotice.restoredAt) ?? '' })
                  : notice.counterNotice.cancelledAt
                    ? t('No restoration: suit filed')
                    : t('Restoration due {date}', { date: longDate(notice.counterNotice.restoreDueAt) ?? '' })}
              </span>
            </dd>
          </>
        )
      }
      actions={
        (canDecide || canRecordSuit) && (
          <DecisionPanel label={canDecide ? t('Notes, or the reason for a rejection') : t('Notes')}>
            {(note) => (
              <>
                {canDecide && (
                  <>
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() => onDecide({ id: notice.id, action: 'accept', ...(note ? { notes: note } : {}) })}
                    >
                      <CheckCircle2 aria-hidden="true" /> {t('Accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => onDecide({ id: notice.id, action: 'reject', reason: note })}
                    >
                      <Ban aria-hidden="true" /> {t('Reject')}
                    </Button>
                  </>
                )}
                {canRecordSuit && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onDecide({ id: notice.id, action: 'suit_filed', ...(note ? { notes: note } : {}) })}
                  >
                    <Gavel aria-hidden="true" /> {t('Suit filed')}
                  </Button>
                )}
              </>
            )}
          </DecisionPanel>
        )
      }
    />
  );
}

/** Models at the repeat-infringer threshold, named on top of the queue. */
function RepeatInfringers() {
  const flagged = useRepeatInfringers();
  if (!flagged.data || flagged.data.models.length === 0) return null;
  return (
    <section
      aria-label={t('Repeat infringers')}
      className="flex flex-col gap-2 rounded-card border border-danger/40 bg-danger/10 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-danger">
        <AlertTriangle className="size-4" aria-hidden="true" />{' '}
        {t('Repeat infringers ({threshold} or more accepted notices)', { threshold: flagged.data.threshold })}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {flagged.data.models.map((m) => (
          <li key={m.modelId}>
            {m.slug ? (
              <Link
                className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
                to={paths.model.getHref(m.slug)}
              >
                {m.name ?? m.slug}
              </Link>
            ) : (
              <span>{t('Model #{id}', { id: m.modelId })}</span>
            )}{' '}
            · {t('{count, plural, one {# strike} other {# strikes}}', { count: m.strikes })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/dmca: takedown notices by status; pending ones are accepted or rejected, suits recorded. */
export function AdminDmcaPage() {
  const queue = useQueueParams(paths.admin.dmca.getHref(), FILTERS, 'all');
  const { status, page } = queue;
  const notices = useDmcaNotices({ page, status });
  const { decide, busyId, alertProps } = useDecision(useDecideDmcaNotice());

  return (
    <PageShell
      icon={<Scale />}
      title={t('DMCA Notices')}
      description={t('Takedown notices and counter-notices; pending ones first, oldest first.')}
    >
      <RepeatInfringers />
      <QueueTabs
        filters={FILTERS}
        queue={queue}
        filterLabel={label}
        texts={{
          tabs: t('Notice status'),
          loading: t('Loading notices'),
          empty: t('No notices found'),
          failed: t('The notices could not be loaded.'),
          list: (filter) =>
            t(
              '{status, select, all {All notices} pending {Pending notices} accepted {Accepted notices} rejected {Rejected notices} countered {Countered notices} restored {Restored notices} suit_filed {Suit filed notices} other {Notices}}',
              { status: filter },
            ),
        }}
        icon={<Scale />}
        header={
          notices.data &&
          notices.data.overdue > 0 && (
            <p role="status" className="flex items-center gap-2 text-sm text-danger">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {t(
                '{count, plural, one {# pending notice is older than 7 business days.} other {# pending notices are older than 7 business days.}}',
                { count: notices.data.overdue },
              )}
            </p>
          )
        }
        query={notices}
        items={notices.data?.notices}
        renderItem={(n) => <NoticeCard key={n.id} notice={n} onDecide={decide} busy={busyId === n.id} />}
        totalPages={notices.data?.pagination.totalPages}
        pageLabel={t('Notice pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
