import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pagination as PaginationInfo } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListSearchInput } from '@/components/ui/list-search-input.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { t } from '@/lib/i18n/i18n.ts';

type AdminListProps = {
  title: string;
  description: string;
  icon: ReactNode;
  /** The create button beside the title. */
  action: ReactNode;
  /** The success notice of the last change (a status line that takes no room while empty). */
  notice?: ReactNode;
  /** The selection's bar above the cards (select page or all, bulk actions). */
  selection?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  /** The list's state: pending with no data yet, failed, or its page. */
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  pagination: PaginationInfo | undefined;
  page: number;
  hrefForPage: (page: number) => string;
  emptyTitle: string;
  /** The cards of this page; nothing while loading. */
  children: ReactNode;
  itemCount: number;
  /** The label of the list region, for screen readers ("Models", "Content"). */
  listLabel: string;
};

/** The shape of the admin models and content pages: title and create button, search, a card grid and page buttons. */
export function AdminList(props: AdminListProps) {
  useDocumentTitle(props.title);
  const { pagination } = props;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <div
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent [&_svg]:size-6"
          >
            {props.icon}
          </div>
          <div className="flex flex-col gap-1">
            <h1 className="text-title font-bold tracking-tight">{props.title}</h1>
            <p className="text-fg-muted">{props.description}</p>
          </div>
        </div>
        {props.action}
      </header>
      {props.notice}
      <ListSearchInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onSearch={props.onSearch}
        className="w-full sm:max-w-md"
      />
      {pagination && (
        <p className="text-sm text-fg-muted" aria-live="polite">
          {props.search
            ? t('{count, plural, one {# result} other {# results}} for “{search}”', {
                count: pagination.totalItems,
                search: props.search,
              })
            : t('{count, plural, one {# result} other {# results}}', { count: pagination.totalItems })}
        </p>
      )}
      {!props.isPending && !props.error && props.selection}
      {props.isPending ? (
        <div role="status" aria-label={t('Loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full rounded-card" />
          ))}
        </div>
      ) : props.error ? (
        <EmptyState
          title={t('Could not load the list')}
          description={t('The server did not answer. Check your connection and try again.')}
          action={
            <Button variant="secondary" onClick={props.onRetry}>
              <RefreshCw aria-hidden="true" /> {t('Try again')}
            </Button>
          }
        />
      ) : props.itemCount === 0 ? (
        <EmptyState title={props.emptyTitle} icon={props.icon} />
      ) : (
        <ul aria-label={props.listLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {props.children}
        </ul>
      )}
      {pagination && (
        <Pagination page={props.page} totalPages={pagination.totalPages} hrefForPage={props.hrefForPage} />
      )}
    </div>
  );
}
