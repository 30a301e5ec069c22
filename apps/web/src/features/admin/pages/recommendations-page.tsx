import type { AdminRecommendation } from '@packdex/shared/schemas/admin';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useAdminRecommendations } from '../api/get-admin-recommendations.ts';
import { useUpdateRecommendation } from '../api/update-recommendation.ts';
import { INBOX_FILTERS, InboxQueue, inboxLinkClass, SenderDetail } from '../components/inbox-queue.tsx';
import { useQueueParams } from '../lib/use-queue-params.ts';

const nameOf = (r: AdminRecommendation) => t('Recommendation #{id}', { id: r.id });

/** /admin/recommendations: what premium members recommend, newest first; new ones are handled with a note. */
export function AdminRecommendationsPage() {
  const queue = useQueueParams(paths.admin.recommendations.getHref(), INBOX_FILTERS, 'new');
  const recommendations = useAdminRecommendations({ page: queue.page, status: queue.status });
  const update = useUpdateRecommendation();

  return (
    <PageShell
      icon={<Lightbulb />}
      title={t('Recommendations')}
      description={t('Models premium members would like to see, newest first.')}
    >
      <InboxQueue
        queue={queue}
        query={recommendations}
        items={recommendations.data?.recommendations}
        totalPages={recommendations.data?.pagination.totalPages}
        mutation={update}
        errorTitle={t('Error updating recommendation')}
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
        pageLabel={t('Recommendation pages')}
        nameOf={nameOf}
        card={(r) => ({
          text: r.description,
          testId: 'recommendation-card',
          details: (
            <>
              <dt>{t('Model')}</dt>
              <dd className="text-sm text-fg">
                <Link className={inboxLinkClass} to={paths.model.getHref(r.model.slug)}>
                  {r.model.name}
                </Link>
              </dd>
              <dt>{t('From')}</dt>
              <SenderDetail name={r.user.name} email={r.user.email} />
            </>
          ),
        })}
      />
    </PageShell>
  );
}
