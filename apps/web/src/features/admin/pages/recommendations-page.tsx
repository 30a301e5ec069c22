import { INBOX_STATUSES } from '@packdex/shared/constants';
import type { AdminRecommendation } from '@packdex/shared/schemas/admin';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { type InboxFilter, useAdminRecommendations } from '../api/get-admin-recommendations.ts';
import { useUpdateRecommendation } from '../api/update-recommendation.ts';
import { InboxCard } from '../components/inbox-card.tsx';
import { InboxStatusLine } from '../components/inbox-status-line.tsx';
import { QueueTabs } from '../components/queue-tabs.tsx';
import { INBOX_STATUS_LABELS } from '../lib/labels.ts';
import { useInboxUpdate } from '../lib/use-inbox-update.ts';
import { useQueueParams } from '../lib/use-queue-params.ts';

const FILTERS: InboxFilter[] = [...INBOX_STATUSES, 'all'];
const linkClass = cn('rounded-sm text-accent hover:underline', focusRing);
const nameOf = (r: AdminRecommendation) => t('Recommendation #{id}', { id: r.id });

/** /admin/recommendations: what premium members recommend, newest first; new ones are handled with a note. */
export function AdminRecommendationsPage() {
  const { status, page, setStatus, hrefForPage } = useQueueParams(
    paths.admin.recommendations.getHref(),
    FILTERS,
    'new',
  );
  const recommendations = useAdminRecommendations({ page, status });
  const { update, busyId, announcement, statusRef, alertProps } = useInboxUpdate(useUpdateRecommendation(), {
    filter: status,
    errorTitle: t('Error updating recommendation'),
  });

  return (
    <PageShell
      icon={<Lightbulb />}
      title={t('Recommendations')}
      description={t('Models premium members would like to see, newest first.')}
    >
      <QueueTabs
        filters={FILTERS}
        filter={status}
        onFilterChange={setStatus}
        filterLabel={(f) => t(INBOX_STATUS_LABELS[f])}
        texts={{
          tabs: t('Recommendation status'),
          loading: t('Loading recommendations'),
          empty: t('No recommendations found'),
          failed: t('The recommendations could not be loaded.'),
          list: (filter) =>
            t(
              '{status, select, new {New recommendations} handled {Handled recommendations} other {All recommendations}}',
              { status: filter },
            ),
        }}
        icon={<Lightbulb />}
        header={<InboxStatusLine ref={statusRef} text={announcement} />}
        query={recommendations}
        items={recommendations.data?.recommendations}
        renderItem={(r) => (
          <InboxCard
            key={r.id}
            item={r}
            name={nameOf(r)}
            text={r.description}
            testId="recommendation-card"
            details={
              <>
                <dt>{t('Model')}</dt>
                <dd className="text-sm text-fg">
                  <Link className={linkClass} to={paths.model.getHref(r.model.slug)}>
                    {r.model.name}
                  </Link>
                </dd>
                <dt>{t('From')}</dt>
                <dd className="text-sm text-fg">
                  {r.user.name} ·{' '}
                  <a className={linkClass} href={`mailto:${r.user.email}`}>
                    {r.user.email}
                  </a>
                </dd>
              </>
            }
            onUpdate={(input, done) => update(input, { name: nameOf(r), status: r.status }, done)}
            busy={busyId === r.id}
          />
        )}
        page={page}
        totalPages={recommendations.data?.pagination.totalPages}
        hrefForPage={hrefForPage}
        pageLabel={t('Recommendation pages')}
        skeletonClassName="h-40 rounded-card"
      />
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
