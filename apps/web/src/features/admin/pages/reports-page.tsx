import { REPORT_STATUSES, type ReportStatus } from '@packdex/shared/constants';
import type { Report } from '@packdex/shared/schemas';
import { CheckCircle2, Clock, Eye, Flag, ShieldAlert, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useReports, type ReportFilter } from '../api/get-reports.ts';
import { useUpdateReport, type UpdateReportInput } from '../api/update-report.ts';
import { reasonLabel } from '../lib/format.ts';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { useQueueParams } from '../lib/use-queue-params.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { REPORT_STATUS_LABELS } from '../lib/labels.ts';
import { AgoTime } from '@/components/ui/ago-time.tsx';

const FILTERS: ReportFilter[] = ['all', ...REPORT_STATUSES];
const label = (s: ReportFilter) => t(REPORT_STATUS_LABELS[s]);

const STATUS: Record<ReportStatus, { icon: typeof Clock; variant: BadgeVariant; className: string }> = {
  pending: { icon: Clock, variant: 'warning', className: 'text-warning' },
  reviewed: { icon: Eye, variant: 'info', className: 'text-info' },
  resolved: { icon: CheckCircle2, variant: 'success', className: 'text-success' },
  dismissed: { icon: XCircle, variant: 'neutral', className: 'text-fg-subtle' },
};

/** What the queue API may tell about a report's target (title or name, page slug, removed). */
type TargetInfo = {
  kind?: string;
  title?: string | null;
  slug?: string | null;
  page?: 'content' | 'model' | null;
  removed?: boolean;
};

/** Where a report points: a link to its page when the API names it, otherwise its kind and id. */
function ReportTarget({ report }: { report: Report }) {
  const target = (report as Report & { target?: TargetInfo | null }).target;
  const linkClass = cn('rounded-sm text-accent hover:underline', focusRing);
  const page = target?.page ?? (report.contentId !== null ? 'content' : report.modelId !== null ? 'model' : null);
  const kind = target?.kind ?? (report.commentId !== null ? 'comment' : page);
  const fallback =
    report.contentId !== null
      ? t('Content #{id}', { id: report.contentId })
      : report.modelId !== null
        ? t('Model #{id}', { id: report.modelId })
        : report.commentId !== null
          ? t('Comment #{id}', { id: report.commentId })
          : t('Removed item');
  const name = target?.title ?? fallback;
  if (target?.removed) return <span className="text-fg-subtle">{t('{name} (removed)', { name })}</span>;
  if (target?.slug && page) {
    const href = page === 'content' ? paths.content.getHref(target.slug) : paths.model.getHref(target.slug);
    return (
      <Link className={linkClass} to={href}>
        {kind === 'comment' ? t('Comment: {name}', { name }) : name}
      </Link>
    );
  }
  return <span>{fallback}</span>;
}

function ReportCard({
  report,
  onDecide,
  busy,
}: {
  report: Report;
  onDecide: (input: UpdateReportInput) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const { icon: Icon, variant, className } = STATUS[report.status];
  const decide = (status: UpdateReportInput['status']) =>
    onDecide({ id: report.id, status, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) });
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid="report-card"
      data-report-id={report.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Icon className={cn('size-5', className)} aria-hidden="true" data-testid={`status-icon-${report.status}`} />
        <Badge variant={variant}>{label(report.status)}</Badge>
        <Badge variant={report.reason === 'child_content' || report.reason === 'no_consent' ? 'danger' : 'neutral'}>
          {reasonLabel(report.reason)}
        </Badge>
        <span className="text-sm font-semibold">{t('Report #{id}', { id: report.id })}</span>
        {report.severe && (
          <Badge
            variant="danger"
            title={t('Child safety or consent: hidden at once when credible, first in the queue')}
          >
            <ShieldAlert className="size-3.5" aria-hidden="true" /> {t('Severe')}
          </Badge>
        )}
        {report.overdue && <Badge variant="danger">{t('Overdue')}</Badge>}
        {report.status === 'pending' && (
          <span className="text-caption text-fg-muted">
            {t(
              '{count, plural, =0 {less than a business day old} one {# business day old} other {# business days old}}',
              {
                count: report.ageBusinessDays,
              },
            )}
          </span>
        )}
        <AgoTime className="ml-auto text-caption text-fg-muted" at={report.createdAt} />
      </div>
      <p className={cn('text-sm', !report.description && 'text-fg-subtle italic')}>
        {report.description ?? t('No description')}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-caption break-words text-fg-muted sm:grid-cols-[auto_1fr]">
        <dt>{t('Target')}</dt>
        <dd className="text-sm text-fg">
          <ReportTarget report={report} />
        </dd>
        <dt>{t('IP address')}</dt>
        <dd className="font-mono">{report.ipAddress ?? '—'}</dd>
        {report.adminNotes && (
          <>
            <dt>{t('Admin notes')}</dt>
            <dd className="text-sm text-fg whitespace-pre-line">{report.adminNotes}</dd>
          </>
        )}
      </dl>
      {report.status === 'pending' && (
        <div className="flex flex-col gap-3">
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {t('Actions')}
          </Button>
          {open && (
            <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={notesId}>{t('Admin Notes')}</Label>
                <Textarea
                  id={notesId}
                  value={notes}
                  maxLength={2000}
                  onChange={(e) => setNotes(e.target.value)}
                  placeholder={t('What was checked and decided')}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={busy} onClick={() => decide('resolved')}>
                  <CheckCircle2 aria-hidden="true" /> {t('Resolve')}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide('reviewed')}>
                  <Eye aria-hidden="true" /> {t('Mark Reviewed')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => decide('dismissed')}>
                  <XCircle aria-hidden="true" /> {t('Dismiss')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** /admin/reports: the moderation queue by status; pending reports are decided with notes. */
export function AdminReportsPage() {
  const queue = useQueueParams(paths.admin.reports.getHref(), FILTERS, 'all');
  const { status, page } = queue;
  const reports = useReports({ page, status });
  const update = useUpdateReport();
  const { showAlert, alertProps } = useAlert();

  const decide = (input: UpdateReportInput) =>
    update.mutate(input, {
      onError: (error) =>
        showAlert({
          type: 'error',
          title: t('Error updating report'),
          message: apiErrorMessage(error, t('Error updating report')),
        }),
    });

  return (
    <PageShell
      icon={<Flag />}
      title={t('Admin Reports')}
      description={t('Reports from visitors and members, newest and most severe first.')}
    >
      <QueueTabs
        filters={FILTERS}
        queue={queue}
        filterLabel={label}
        texts={{
          tabs: t('Report status'),
          loading: t('Loading reports'),
          empty: t('No reports found'),
          failed: t('The reports could not be loaded.'),
          list: (filter) =>
            t(
              '{status, select, all {All reports} pending {Pending reports} reviewed {Reviewed reports} resolved {Resolved reports} dismissed {Dismissed reports} other {Reports}}',
              { status: filter },
            ),
        }}
        icon={<Flag />}
        query={reports}
        items={reports.data?.reports}
        renderItem={(r) => (
          <ReportCard
            key={r.id}
            report={r}
            onDecide={decide}
            busy={update.isPending && update.variables?.id === r.id}
          />
        )}
        totalPages={reports.data?.pagination.totalPages}
        pageLabel={t('Report pages')}
        skeletonClassName="h-36 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
