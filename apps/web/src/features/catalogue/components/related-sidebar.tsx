import { ArrowRight, Lock } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph.tsx';
import { Link } from 'react-router';
import { RELATED_SAME_MODEL_LIMIT } from '@packdex/shared/constants';
import type { Content, ContentAllowance } from '@packdex/shared/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { useContentAllowance } from '@/lib/auth/content-allowance.ts';
import { useSession } from '@/lib/session.ts';
import { formatCount, shortDate } from '@/lib/i18n/format.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useRelatedContents } from '../api/get-related-contents.ts';
import { useSeenViews } from '../lib/seen-views.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

/** For an unverified account: an item it has opened (free to open again), or not (costs one of its packs, or is locked). */
type Allowed = 'opened' | 'new' | 'locked';

function allowedOf(allowance: ContentAllowance | undefined, slug: string): Allowed | undefined {
  if (!allowance) return undefined;
  if (allowance.opened.includes(slug)) return 'opened';
  return allowance.remaining > 0 ? 'new' : 'locked';
}

function Entry({ item, allowed }: { item: Content; allowed: Allowed | undefined }) {
  const picture = item.thumbnailUrl ? item.thumbnail : item.model?.photo;
  const image = pictureMissing(picture) ? null : (item.thumbnailUrl ?? item.model?.photoUrl ?? null);
  const views = useSeenViews(item.id, item.views);
  return (
    <li>
      <Link
        to={paths.content.getHref(item.slug)}
        className={cn('group flex gap-3 rounded-lg p-2 transition-colors hover:bg-surface-2', focusRing)}
      >
        <span className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-md bg-surface-2">
          {image ? (
            <img
              src={image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
              {...pictureProps(picture, '112px')}
            />
          ) : (
            <Glyph name="package" className="absolute inset-0 m-auto size-6 text-fg-subtle" />
          )}
        </span>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="line-clamp-2 text-sm font-medium text-fg group-hover:text-accent">{item.title}</span>
          {item.model && <span className="truncate text-caption text-fg-muted">{item.model.name}</span>}
          <span className="inline-flex items-center gap-2 text-caption text-fg-subtle">
            <span className="inline-flex items-center gap-1">
              <Glyph name="eye" className="size-3" />
              <span className="sr-only">{t('Views:')} </span>
              {formatCount(views)}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={item.createdAt}>{shortDate(item.createdAt)}</time>
          </span>
          {allowed === 'opened' && (
            <Badge variant="success" className="self-start">
              {t('Opened')}
            </Badge>
          )}
          {allowed === 'locked' && (
            <Badge variant="danger" className="self-start">
              <Lock aria-hidden="true" />
              {t('Locked')}
            </Badge>
          )}
        </span>
      </Link>
    </li>
  );
}

function EntrySkeleton() {
  return (
    <li className="flex gap-3 p-2">
      <Skeleton className="aspect-video w-28 shrink-0" />
      <span className="flex flex-1 flex-col gap-1.5 py-0.5">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </span>
    </li>
  );
}

/** "More from {model}" (or "More Content" for the fallback) beside the detail. */
export function RelatedSidebar({ content }: { content: Content }) {
  const { data, error, isPending } = useRelatedContents(content.id);
  const fromModel = Boolean(data?.fromModel && content.model);
  const title =
    content.model && (isPending || fromModel) ? t('More from {name}', { name: content.model.name }) : t('More Content');
  const items = error ? [] : (data?.contents ?? []);
  // An unverified account spends one of its packs on each new item it opens, the sidebar's too: each
  // entry says whether opening it costs one, so none is spent unknowingly. Listing them costs none.
  const allowance = useContentAllowance(useSession().user);
  return (
    <aside
      aria-labelledby="related-heading"
      // As tall as what it lists: stretched to the detail's height, it ended in an empty panel (issue 41).
      className="flex flex-col gap-3 self-start rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id="related-heading" className="px-2 pt-1 text-heading font-semibold">
        {title}
      </h2>
      {allowance && (
        <p className="px-2 text-caption text-fg-muted" data-testid="related-allowance">
          {allowance.remaining > 0
            ? t(
                '{remaining, plural, one {Opening a pack you have not opened yet uses your last one.} other {Opening a pack you have not opened yet uses one of the # you have left.}}',
                { remaining: allowance.remaining },
              )
            : t('You have opened your {limit} packs. Verify your email to open the others.', {
                limit: allowance.limit,
              })}
        </p>
      )}
      {isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-1">
          {Array.from({ length: RELATED_SAME_MODEL_LIMIT }, (_, i) => (
            <EntrySkeleton key={i} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="px-2 pb-2 text-sm text-fg-muted">
          {error ? t('Related content could not be loaded.') : t('Nothing else here yet.')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <Entry key={item.id} item={item} allowed={allowedOf(allowance, item.slug)} />
          ))}
        </ul>
      )}
      {content.model && (
        <Link
          to={paths.model.getHref(content.model.slug)}
          className={buttonClasses('secondary', 'md', 'mt-1 h-auto min-h-10 w-full py-2 whitespace-normal')}
        >
          {t('View All Content from {name}', { name: content.model.name })}
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </aside>
  );
}
