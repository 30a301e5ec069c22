import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { QueueParams } from '../lib/use-queue-params.ts';

type QueueTabsProps<F extends string, T> = {
  /** The tabs (statuses). */
  filters: readonly F[];
  /** The chosen tab and page, and how to change them (useQueueParams). */
  queue: QueueParams<F>;
  filterLabel: (filter: F) => string;
  /**
   * The queue's names, in the interface's language: the tab list's ("Report status"), the loading
   * list's ("Loading reports"), the empty and failed states' ("No reports found", "The reports could
   * not be loaded.") and the shown list's for a tab ("Pending reports").
   */
  texts: { tabs: string; loading: string; empty: string; failed: string; list: (filter: F) => string };
  icon: ReactNode;
  /** Shown above the list in the chosen panel (counts, flags). */
  header?: ReactNode;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  renderItem: (item: T) => ReactNode;
  totalPages: number | undefined;
  pageLabel: string;
  skeletonClassName: string;
};

/**
 * An admin moderation queue (reports, DMCA notices): status tabs, one panel per tab so every tab's
 * aria-controls names an element (only the chosen one is shown), and the list's loading, error,
 * empty and paged states.
 */
export function QueueTabs<F extends string, T>(props: QueueTabsProps<F, T>) {
  const { filters, queue, filterLabel, texts, icon, header, query, items } = props;
  const filter = queue.status;
  return (
    <Tabs value={filter} onValueChange={(value) => queue.setStatus(value as F)}>
      <div className="-mx-1 overflow-x-auto px-1">
        <TabsList aria-label={texts.tabs} className="flex-wrap">
          {filters.map((f) => (
            <TabsTrigger key={f} value={f}>
              {filterLabel(f)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {filters.map((f) => (
        <TabsContent key={f} value={f} forceMount hidden={f !== filter} className="flex flex-col gap-3">
          {f === filter && (
            <>
              {header}
              {query.isPending ? (
                <ul aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-3">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className={props.skeletonClassName} />
                  ))}
                </ul>
              ) : query.isError ? (
                <EmptyState
                  title={texts.empty}
                  description={texts.failed}
                  action={
                    <Button variant="outline" onClick={() => void query.refetch()}>
                      {t('Try again')}
                    </Button>
                  }
                />
              ) : !items?.length ? (
                <EmptyState icon={icon} title={texts.empty} />
              ) : (
                <>
                  <ul className="flex flex-col gap-3" aria-label={texts.list(filter)}>
                    {items.map((item) => props.renderItem(item))}
                  </ul>
                  <Pagination
                    page={queue.page}
                    totalPages={props.totalPages ?? 0}
                    hrefForPage={queue.hrefForPage}
                    label={props.pageLabel}
                  />
                </>
              )}
            </>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
