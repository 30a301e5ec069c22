import { REVIEW_STATUSES, type ReviewItem, type ReviewStatus } from '@packdex/shared/schemas/review';
import { Ban, CheckCircle2, CircleAlert, CircleCheck, CircleHelp, ClipboardCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AgoTime } from '@/components/ui/ago-time.tsx';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useDecideReview, type DecideReviewInput } from '../api/decide-review.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { DecisionPanel } from '../components/case-card.tsx';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { CONSENT_STATE_LABELS, REVIEW_BLOCKER_LABELS, REVIEW_STATUS_LABELS } from '../lib/labels.ts';
import { useDecision } from '../lib/use-decision.ts';
import { useQueueParams } from '../lib/use-queue-params.ts';

const label = (s: ReviewStatus) => t(REVIEW_STATUS_LABELS[s]);

/** One line of the checklist: passed, failed or not known yet. */
function Check({ state, children }: { state: 'ok' | 'bad' | 'unknown'; children: ReactNode }) {
  const Icon = state === 'ok' ? CircleCheck : state === 'bad' ? CircleAlert : CircleHelp;
  const tone = state === 'ok' ? 'text-success' : state === 'bad' ? 'text-danger' : 'text-fg-muted';
  return (
    <li className="flex items-center gap-2 text-sm" data-check={state}>
      <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

function Checklist({ item }: { item: ReviewItem }) {
  const { consent, bannedTerm, link } = item.checklist;
  return (
    <ul aria-label={t('Checklist')} className="flex flex-col gap-1">
      <Check state={consent === 'current' ? 'ok' : 'bad'}>
        {item.kind === 'content'
          ? t('Model: {state}', { state: t(CONSENT_STATE_LABELS[consent]) })
          : t(CONSENT_STATE_LABELS[consent])}
      </Check>
      <Check state={bannedTerm ? 'bad' : 'ok'}>
        {bannedTerm ? t('Banned term: "{term}"', { term: bannedTerm }) : t('No banned terms')}
      </Check>
      {link && (
        <Check state={link === 'alive' ? 'ok' : link === 'dead' ? 'bad' : 'unknown'}>
          {link === 'alive'
            ? t('Download link alive')
            : link === 'dead'
              ? t('Download link dead')
              : t('Download link not checked yet')}
        </Check>
      )}
    </ul>
  );
}

function DraftCard({
  item,
  onDecide,
  busy,
}: {
  item: ReviewItem;
  onDecide: (input: DecideReviewInput) => void;
  busy: boolean;
}) {
  const mayPublish = item.blockers.length === 0;
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid="review-item"
      data-kind={item.kind}
      data-title={item.title}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.status === 'pending' ? 'warning' : item.status === 'published' ? 'success' : 'neutral'}>
          {label(item.status)}
        </Badge>
        <Badge variant="info">{item.kind === 'model' ? t('Model') : t('Content')}</Badge>
        <h2 className="font-semibold break-words">{item.title}</h2>
        <AgoTime className="ml-auto text-caption text-fg-muted" at={item.createdAt} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-caption break-words text-fg-muted sm:grid-cols-[auto_1fr]">
        {item.model && (
          <>
            <dt>{t('Model')}</dt>
            <dd className="text-sm text-fg">{item.model.name}</dd>
          </>
        )}
        <dt>{t('Created by')}</dt>
        <dd className="text-sm text-fg">{item.createdBy?.name ?? t('An import from the command line')}</dd>
        {item.decidedBy && (
          <>
            <dt>{t('Decided by')}</dt>
            <dd className="text-sm text-fg">{item.decidedBy.name}</dd>
          </>
        )}
        {item.reason && (
          <>
            <dt>{t('Reason')}</dt>
            <dd className="text-sm whitespace-pre-line text-fg">{item.reason}</dd>
          </>
        )}
      </dl>
      <Checklist item={item} />
      {item.status !== 'published' && (
        <DecisionPanel label={t('Reason (required to reject)')}>
          {(reason) => (
            <>
              <Button
                size="sm"
                disabled={busy || !mayPublish}
                onClick={() => onDecide({ kind: item.kind, id: item.id, action: 'publish' })}
              >
                <CheckCircle2 aria-hidden="true" /> {t('Publish')}
              </Button>
              {item.status === 'pending' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onDecide({ kind: item.kind, id: item.id, action: 'reject', reason })}
                >
                  <Ban aria-hidden="true" /> {t('Reject')}
                </Button>
              )}
              {item.blockers
                .filter((b) => b !== 'published')
                .map((b) => (
                  <p key={b} className="basis-full text-caption text-fg-muted" data-blocker={b}>
                    {t(REVIEW_BLOCKER_LABELS[b])}
                  </p>
                ))}
            </>
          )}
        </DecisionPanel>
      )}
    </li>
  );
}

/** /admin/review: drafts of new models and items waiting for a reviewer, oldest first, with their checklist. */
export function AdminReviewPage() {
  const queue = useQueueParams(compliancePaths.review.getHref(), REVIEW_STATUSES, 'pending');
  const { status, page } = queue;
  const drafts = useReviewQueue({ page, status });
  const { decide, busyId, alertProps } = useDecision(useDecideReview());

  return (
    <PageShell
      icon={<ClipboardCheck />}
      title={t('Review Queue')}
      description={t(
        'New models and content wait here, hidden from visitors, until another staff member checks them and publishes them.',
      )}
    >
      {drafts.data && !drafts.data.enabled && (
        <p className="rounded-card border border-line bg-surface p-3 text-sm text-fg-muted">
          {t('Review before publication is off: new models and content are published at once.')}
        </p>
      )}
      <QueueTabs
        filters={REVIEW_STATUSES}
        queue={queue}
        filterLabel={label}
        texts={{
          tabs: t('Draft status'),
          loading: t('Loading drafts'),
          empty: t('No drafts found'),
          failed: t('The drafts could not be loaded.'),
          list: (filter) =>
            t(
              '{status, select, pending {Drafts waiting for review} rejected {Rejected drafts} published {Published drafts} other {Drafts}}',
              { status: filter },
            ),
        }}
        icon={<ClipboardCheck />}
        query={drafts}
        items={drafts.data?.items}
        renderItem={(item) => (
          <DraftCard key={`${item.kind}-${item.id}`} item={item} onDecide={decide} busy={busyId === item.id} />
        )}
        totalPages={drafts.data?.pagination.totalPages}
        pageLabel={t('Draft pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
