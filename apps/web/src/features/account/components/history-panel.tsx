import { History } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { timeAgo } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useHistory } from '../api/get-history.ts';
import { type ActivityState, activityHref } from '../lib/activity-params.ts';
import { ActivityList } from './activity-list.tsx';
import { PackRow } from './activity-rows.tsx';

/** The history tab: the packs the account viewed, each once, most recently viewed first. */
export function HistoryPanel({ viewerId, state }: { viewerId: number; state: ActivityState }) {
  const query = useHistory(viewerId, state.page);
  return (
    <>
      {/* The tab names the panel for the eye; the heading keeps the outline whole (h1 → h2 → the rows' h3). */}
      <h2 className="sr-only">{t('Recently viewed')}</h2>
      <ActivityList
        label={t('Recently viewed')}
        query={query}
        items={query.data?.contents}
        className="md:grid-cols-2"
        renderItem={(content) => (
          <PackRow
            key={content.id}
            content={content}
            meta={content.viewedAt ? t('Viewed {when}', { when: timeAgo(content.viewedAt) }) : ''}
          />
        )}
        empty={{
          icon: <History />,
          title: t('Nothing viewed yet'),
          description: t('The packs you open show up here, the most recent first.'),
          action: (
            <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
              {t('Browse packs')}
            </Link>
          ),
        }}
        failed={t('Your history could not be loaded.')}
        page={state.page}
        totalPages={query.data?.pagination.totalPages}
        hrefForPage={(page) => activityHref({ ...state, page })}
      />
    </>
  );
}
