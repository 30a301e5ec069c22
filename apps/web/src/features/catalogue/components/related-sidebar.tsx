import { ArrowRight } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph.tsx';
import { Link } from 'react-router';
import { RELATED_SAME_MODEL_LIMIT } from '@packdex/shared/constants';
import type { Content } from '@packdex/shared/schemas';
import { formatCount, shortDate } from '@/lib/i18n/format.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useRelatedContents } from '../api/get-related-contents.ts';
import { useSeenViews } from '../lib/seen-views.ts';
import { t } from '@/lib/i18n/i18n.ts';

function Entry({ item }: { item: Content }) {
  const image = item.thumbnailUrl ?? item.model?.photoUrl ?? null;
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
  return (
    <aside
      aria-labelledby="related-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id="related-heading" className="px-2 pt-1 text-heading font-semibold">
        {title}
      </h2>
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
            <Entry key={item.id} item={item} />
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
