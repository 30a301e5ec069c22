import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ActivityListProps<T> = {
  /** The list's name for assistive technology ("Your likes"), also its loading list's. */
  label: string;
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  renderItem: (item: T) => ReactNode;
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  failed: string;
  page: number;
  totalPages: number | undefined;
  hrefForPage: (page: number) => string;
  /** The grid's columns (a pack row is wider than a model's). */
  className?: string;
};

/** One paged list of My activity with its loading, failed, empty and shown states. */
export function ActivityList<T>(props: ActivityListProps<T>) {
  const { label, query, items, empty, className } = props;
  const grid = cn('grid gap-3', className);
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t('Loading: {list}', { list: label })} className={grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-[4.75rem] w-full rounded-card sm:h-[5.5rem]" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={props.failed}
        description={t('Check your connection and try again.')}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  if (!items?.length) return <EmptyState {...empty} />;
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        className={cn(grid, query.isPlaceholderData && 'opacity-60')}
      >
        {items.map((item) => props.renderItem(item))}
      </ul>
      <Pagination
        page={props.page}
        totalPages={props.totalPages ?? 0}
        hrefForPage={props.hrefForPage}
        label={t('Pages of {list}', { list: label })}
      />
    </div>
  );
}
