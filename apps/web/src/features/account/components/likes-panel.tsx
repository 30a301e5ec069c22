import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { timeAgo } from '@/lib/i18n/format.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useLiked } from '../api/get-liked.ts';
import { type ActivityState, LIKE_FILTERS, activityHref, likeTypeOf } from '../lib/activity-params.ts';
import { ActivityList } from './activity-list.tsx';
import { ModelRow, PackRow } from './activity-rows.tsx';

const FILTER_LABELS = { all: msg('All'), content: msg('Packs'), model: msg('Models') } as const;

/** The likes tab: what the account liked, newest first, all or only packs or models. */
export function LikesPanel({ viewerId, state }: { viewerId: number; state: ActivityState }) {
  const query = useLiked(viewerId, likeTypeOf(state.likes), state.page);
  return (
    <div className="flex flex-col gap-4">
      {/* The tab names the panel for the eye; the heading keeps the outline whole (h1 → h2 → the rows' h3). */}
      <h2 className="sr-only">{t('Your likes')}</h2>
      <nav aria-label={t('Show likes of')} className="flex flex-wrap gap-1">
        {LIKE_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={activityHref({ tab: 'likes', likes: filter })}
            preventScrollReset
            aria-current={filter === state.likes ? 'true' : undefined}
            className={cn(
              'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors',
              filter === state.likes
                ? 'border-accent/40 bg-accent-soft text-accent'
                : 'border-line text-fg-muted hover:border-line-strong hover:text-fg',
              focusRing,
            )}
          >
            {t(FILTER_LABELS[filter])}
          </Link>
        ))}
      </nav>
      <ActivityList
        label={t('Your likes')}
        query={query}
        items={query.data?.likes}
        className="md:grid-cols-2"
        renderItem={(like) => {
          const meta = t('Liked {when}', { when: timeAgo(like.likedAt) });
          return like.type === 'content' ? (
            <PackRow key={`content-${like.content.id}`} content={like.content} meta={meta} />
          ) : (
            <ModelRow key={`model-${like.model.id}`} model={like.model} meta={meta} />
          );
        }}
        empty={{
          icon: <Heart />,
          title: t('No likes yet'),
          description: t('Packs and models you like show up here, newest first.'),
          action: (
            <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
              {t('Browse packs')}
            </Link>
          ),
        }}
        failed={t('Your likes could not be loaded.')}
        page={state.page}
        totalPages={query.data?.pagination.totalPages}
        hrefForPage={(page) => activityHref({ ...state, page })}
      />
    </div>
  );
}
