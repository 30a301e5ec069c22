import { Hash, Sparkles, UserRoundPlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { timeAgo } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useFollowingFeed } from '../api/get-following-feed.ts';
import { useFollowedTags, useFollows } from '../api/get-follows.ts';
import { type ActivityState, activityHref } from '../lib/activity-params.ts';
import { ActivityList } from './activity-list.tsx';
import { ModelRow, PackRow } from './activity-rows.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-heading font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A feed of new packs (of the followed models, or carrying the followed tags), newest first. */
function FeedSection({
  title,
  query,
  description,
  page,
  hrefForPage,
}: {
  title: string;
  query: ReturnType<typeof useFollowingFeed>;
  description: string;
  page: number;
  hrefForPage: (page: number) => string;
}) {
  return (
    <Section title={title}>
      <ActivityList
        label={title}
        query={query}
        items={query.data?.contents}
        className="md:grid-cols-2"
        renderItem={(content) => (
          <PackRow key={content.id} content={content} meta={t('Added {when}', { when: timeAgo(content.createdAt) })} />
        )}
        empty={{ icon: <Sparkles />, title: t('No new packs yet'), description }}
        failed={t('The new packs could not be loaded.')}
        page={page}
        totalPages={query.data?.pagination.totalPages}
        hrefForPage={hrefForPage}
      />
    </Section>
  );
}

/** The following tab: the models and tags the account follows and, below each, their packs newest first. */
export function FollowingPanel({ viewerId, state }: { viewerId: number; state: ActivityState }) {
  const follows = useFollows(viewerId, state.models);
  const feed = useFollowingFeed(viewerId, state.page);
  const tags = useFollowedTags(viewerId);
  const tagFeed = useFollowingFeed(viewerId, state.tags, 'tags');
  const browseModels = (
    <Link to={paths.models.getHref()} className={buttonClasses('secondary')}>
      {t('Browse models')}
    </Link>
  );
  return (
    <div className="flex flex-col gap-8">
      <Section title={t('Models you follow')}>
        <ActivityList
          label={t('Models you follow')}
          query={follows}
          items={follows.data?.follows}
          className="sm:grid-cols-2 lg:grid-cols-3"
          renderItem={({ model, followedAt }) => (
            <ModelRow key={model.id} model={model} meta={t('Followed {when}', { when: timeAgo(followedAt) })} />
          )}
          empty={{
            icon: <UserRoundPlus />,
            title: t('You do not follow any model yet'),
            description: t('Follow a model from their profile to see their new packs here.'),
            action: browseModels,
          }}
          failed={t('The models you follow could not be loaded.')}
          page={state.models}
          totalPages={follows.data?.pagination.totalPages}
          hrefForPage={(models) => activityHref({ ...state, models })}
        />
      </Section>
      {/* Following nobody, the feed can only be empty: the one empty state above says what to do. */}
      {follows.data?.pagination.totalItems !== 0 && (
        <FeedSection
          title={t('New packs from models you follow')}
          query={feed}
          description={t('Packs added for the models you follow show up here, newest first.')}
          page={state.page}
          hrefForPage={(page) => activityHref({ ...state, page })}
        />
      )}
      <Section title={t('Tags you follow')}>
        <ActivityList
          label={t('Tags you follow')}
          query={tags}
          items={tags.data?.tags}
          className="flex flex-wrap gap-2"
          renderItem={({ tag }) => (
            <li key={tag.slug}>
              <Link to={paths.tag.getHref(tag.slug)} className={buttonClasses('secondary', 'sm')}>
                <Hash aria-hidden="true" /> {tag.name}
              </Link>
            </li>
          )}
          empty={{
            icon: <Hash />,
            title: t('You do not follow any tag yet'),
            description: t('Follow a tag from its page to see the packs that carry it here.'),
            action: (
              <Link to={paths.tags.getHref()} className={buttonClasses('secondary')}>
                {t('Browse tags')}
              </Link>
            ),
          }}
          failed={t('The tags you follow could not be loaded.')}
          page={1}
          totalPages={1}
          hrefForPage={() => activityHref(state)}
        />
      </Section>
      {tags.data?.pagination.totalItems !== 0 && (
        <FeedSection
          title={t('New packs in tags you follow')}
          query={tagFeed}
          description={t('Packs carrying the tags you follow show up here, newest first.')}
          page={state.tags}
          hrefForPage={(page) => activityHref({ ...state, tags: page })}
        />
      )}
    </div>
  );
}
