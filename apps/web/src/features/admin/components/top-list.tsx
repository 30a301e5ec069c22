import { TOP_LIST_SKELETON_ROWS } from '@packdex/shared/constants';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { focusRing, cn } from '@/lib/cn.ts';
import { compactCount } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';

type TopListItem = {
  id: number;
  name: string;
  href: string;
  imageUrl: string | null;
  views: number;
  detail?: string;
};

/** A ranked top-5 list with TOP_LIST_SKELETON_ROWS skeleton rows while it loads (docs/product.md#admin). */
export function TopList({
  title,
  icon,
  items,
  loading,
  emptyText,
}: {
  title: string;
  icon: ReactNode;
  items: TopListItem[] | undefined;
  loading: boolean;
  emptyText: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <h2
        id={headingId}
        className="flex items-center gap-2 text-heading font-semibold [&_svg]:size-5 [&_svg]:text-accent"
      >
        {icon}
        {title}
      </h2>
      {loading ? (
        <ul aria-busy="true" aria-label={t('{title} loading', { title })} className="flex flex-col gap-2">
          {Array.from({ length: TOP_LIST_SKELETON_ROWS }, (_, i) => (
            <li key={i} className="flex items-center gap-3" data-testid="top-skeleton">
              <Skeleton className="size-10 shrink-0 rounded-md" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            </li>
          ))}
        </ul>
      ) : !items?.length ? (
        <p className="py-6 text-center text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {items.map((item, i) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className={cn('flex items-center gap-3 rounded-md p-1.5 hover:bg-surface-2', focusRing)}
              >
                <span className="w-4 text-center text-sm font-semibold text-fg-subtle tabular-nums">{i + 1}</span>
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-md bg-surface-2 object-cover"
                  />
                ) : (
                  <span className="size-10 shrink-0 rounded-md bg-surface-2" aria-hidden="true" />
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{item.name}</span>
                  {item.detail && <span className="truncate text-caption text-fg-muted">{item.detail}</span>}
                </span>
                <span className="text-sm text-fg-muted tabular-nums">
                  {t('{count, plural, one {{shown} view} other {{shown} views}}', compactCount(item.views, 1))}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
