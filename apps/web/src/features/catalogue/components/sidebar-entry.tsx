import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Content, ContentAllowance } from '@packdex/shared/schemas';
import { Glyph } from '@/components/ui/glyph.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatCount, shortDate } from '@/lib/i18n/format.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useSeenViews } from '../lib/seen-views.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { pictureMissing, pictureProps } from '@/lib/pictures.ts';

// The entries of the detail's sidebar panels (More from {model}, More like this).

/** For an unverified account: an item it has opened (free to open again), or not (costs one of its packs, or is locked). */
export type Allowed = 'opened' | 'new' | 'locked';

export function allowedOf(allowance: ContentAllowance | undefined, slug: string): Allowed | undefined {
  if (!allowance) return undefined;
  if (allowance.opened.includes(slug)) return 'opened';
  return allowance.remaining > 0 ? 'new' : 'locked';
}

export function SidebarEntry({ item, allowed }: { item: Content; allowed: Allowed | undefined }) {
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

export function SidebarEntrySkeleton() {
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
