import { REMOVAL_REQUEST_STATUSES, type RemovalRequestStatus } from '@packdex/shared/constants';
import type { RemovalRequest } from '@packdex/shared/schemas';
import { Ban, CheckCircle2, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDecideRemovalRequest, type DecideRemovalInput } from '../api/decide-removal-request.ts';
import { useRemovalRequests, type RemovalFilter } from '../api/get-removal-requests.ts';
import { AgoTime } from '@/components/ui/ago-time.tsx';
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
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const open = request.status === 'open';
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid="removal-request"
      data-request-number={request.number}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_VARIANT[request.status]}>{label(request.status)}</Badge>
        {request.remainingMs !== null && <TimeLeft remainingMs={request.remainingMs} />}
        <span className="font-mono text-sm font-semibold break-all">{request.number}</span>
        <AgoTime className="ml-auto text-caption text-fg-muted" at={request.createdAt} />
      </div>
      <p className="text-sm break-words whitespace-pre-line">{request.statement}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-caption break-words text-fg-muted sm:grid-cols-[auto_1fr]">
        <dt>{t('Pages')}</dt>
        <dd className="flex flex-col gap-1 text-sm text-fg">
          {request.items.map((item) => (
            <span key={`${item.kind}-${item.targetId}`} className="flex flex-wrap items-center gap-2 break-all">
              {item.exists ? (
                <a className={inboxLinkClass} href={item.url}>
                  {item.url}
                </a>
              ) : (
                item.url
              )}
              <Badge variant="neutral">{item.exists ? t('Hidden') : t('Deleted')}</Badge>
            </span>
          ))}
        </dd>
        <dt>{t('Requester')}</dt>
        <SenderDetail name={request.name} email={request.email} />
        <dt>{t('Signature')}</dt>
        <dd className="text-sm text-fg">{request.signature}</dd>
        {request.reason && (
          <>
            <dt>{t('Decision')}</dt>
            <dd className="text-sm whitespace-pre-line text-fg">{request.reason}</dd>
          </>
        )}
      </dl>
      {open && (
        <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>{t('Reason (required to reject)')}</Label>
            <Textarea id={reasonId} value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                onDecide({ id: request.id, action: 'accept', ...(reason.trim() ? { reason: reason.trim() } : {}) })
              }
            >
              <CheckCircle2 aria-hidden="true" /> {t('Accept and remove')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onDecide({ id: request.id, action: 'reject', reason: reason.trim() })}
            >
              <Ban aria-hidden="true" /> {t('Reject')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** /admin/removal-requests: removal requests from depicted people, open ones first by deadline. */
export function AdminRemovalRequestsPage() {
  const queue = useQueueParams(compliancePaths.removalRequests.getHref(), FILTERS, 'open');
  const { status, page } = queue;
  const requests = useRemovalRequests({ page, status });
  const decide = useDecideRemovalRequest();
  const { showAlert, alertProps } = useAlert();

  const onDecide = (input: DecideRemovalInput) => {
    if (input.action === 'reject' && !input.reason) {
      showAlert({
        type: 'warning',
        title: t('Reason Required'),
        message: t('Write the reason for the rejection first.'),
      });
      return;
    }
    decide.mutate(input, {
      onError: (error) =>
        showAlert({
          type: 'error',
          title: t('Error'),
          message: apiErrorMessage(error, t('The decision was not saved')),
        }),
    });
  };

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
        renderItem={(r) => (
          <RequestCard
            key={r.id}
            request={r}
            onDecide={onDecide}
            busy={decide.isPending && decide.variables?.id === r.id}
          />
        )}
        totalPages={requests.data?.pagination.totalPages}
        pageLabel={t('Request pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
