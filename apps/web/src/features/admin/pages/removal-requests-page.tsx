import { REMOVAL_REQUEST_STATUSES, type RemovalRequestStatus } from '@packdex/shared/constants';
import type { RemovalRequest } from '@packdex/shared/schemas';
import { Ban, CheckCircle2, EyeOff } from 'lucide-react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDecideRemovalRequest, type DecideRemovalInput } from '../api/decide-removal-request.ts';
import { useRemovalRequests, type RemovalFilter } from '../api/get-removal-requests.ts';
import { CaseCard, DecisionPanel } from '../components/case-card.tsx';
import { useDecision } from '../lib/use-decision.ts';
import { inboxLinkClass, SenderDetail } from '../components/inbox-queue.tsx';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { TimeLeft } from '../components/time-left.tsx';
import { REMOVAL_STATUS_LABELS } from '../lib/labels.ts';
import { useQueueParams } from '../lib/use-queue-params.ts';

const FILTERS: RemovalFilter[] = [...REMOVAL_REQUEST_STATUSES, 'all'];
const label = (s: RemovalFilter) => t(REMOVAL_STATUS_LABELS[s]);
const STATUS_VARIANT: Record<RemovalRequestStatus, BadgeVariant> = {
  open: 'warning',
  accepted: 'danger',
  rejected: 'neutral',
};

function RequestCard({
  request,
  onDecide,
  busy,
}: {
  request: RemovalRequest;
  onDecide: (input: DecideRemovalInput) => void;
  busy: boolean;
}) {
  return (
    <CaseCard
      testId="removal-request"
      data={{ 'data-request-number': request.number }}
      status={{ label: label(request.status), variant: STATUS_VARIANT[request.status] }}
      badges={request.remainingMs !== null && <TimeLeft remainingMs={request.remainingMs} />}
      number={request.number}
      createdAt={request.createdAt}
      text={request.statement}
      pages={request.items}
      page={(item) => (
        <>
          {item.exists ? (
            <a className={inboxLinkClass} href={item.url}>
              {item.url}
            </a>
          ) : (
            item.url
          )}
          <Badge variant="neutral">{item.exists ? t('Hidden') : t('Deleted')}</Badge>
        </>
      )}
      senderLabel={t('Requester')}
      sender={<SenderDetail name={request.name} email={request.email} />}
      signature={request.signature}
      decision={request.reason}
      actions={
        request.status === 'open' && (
          <DecisionPanel label={t('Reason (required to reject)')}>
            {(reason) => (
              <>
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => onDecide({ id: request.id, action: 'accept', ...(reason ? { reason } : {}) })}
                >
                  <CheckCircle2 aria-hidden="true" /> {t('Accept and remove')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onDecide({ id: request.id, action: 'reject', reason })}
                >
                  <Ban aria-hidden="true" /> {t('Reject')}
                </Button>
              </>
            )}
          </DecisionPanel>
        )
      }
    />
  );
}

/** /admin/removal-requests: removal requests from depicted people, open ones first by deadline. */
export function AdminRemovalRequestsPage() {
  const queue = useQueueParams(compliancePaths.removalRequests.getHref(), FILTERS, 'open');
  const { status, page } = queue;
  const requests = useRemovalRequests({ page, status });
  const { decide, busyId, alertProps } = useDecision(useDecideRemovalRequest());

  return (
    <PageShell
      icon={<EyeOff />}
      title={t('Removal Requests')}
      description={t(
        'Requests from people shown without consent. Each must be decided within 48 hours; the pages stay hidden meanwhile.',
      )}
    >
      <QueueTabs
        filters={FILTERS}
        queue={queue}
        filterLabel={label}
        texts={{
          tabs: t('Request status'),
          loading: t('Loading requests'),
          empty: t('No removal requests found'),
          failed: t('The requests could not be loaded.'),
          list: (filter) =>
            t(
              '{status, select, all {All requests} open {Open requests} accepted {Accepted requests} rejected {Rejected requests} other {Requests}}',
              { status: filter },
            ),
        }}
        icon={<EyeOff />}
        query={requests}
        items={requests.data?.requests}
        renderItem={(r) => <RequestCard key={r.id} request={r} onDecide={decide} busy={busyId === r.id} />}
        totalPages={requests.data?.pagination.totalPages}
        pageLabel={t('Request pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
