import { Glyph } from '@/components/ui/glyph.tsx';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { Pagination } from '@/components/ui/pagination.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { liveSearchParams } from '@/lib/search-params.ts';
import { useContents } from '../api/get-contents.ts';
import { usePageInRange } from '../hooks/use-page-in-range.ts';
import { ContentGrid, ContentGridSkeleton } from '../components/content-grid.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { ListResults } from '../components/list-results.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SortToggle } from '../components/sort-toggle.tsx';
import { nextParams, readHomeFilters, readListParams, toQuery } from '../lib/list-params.ts';
import type { HomeFilters, ParamChanges } from '../lib/list-params.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** The list's filters as its address gives them (the saved search's own form is the button's business). */
export type HomeListFilters = {
  search: string;
  type: HomeFilters['type'];
  tag: string[];
  excludeTag: string[];
  sortBy: string;
};

type Props = {
  /**
   * Beside the sort order while the list is narrowed (a search, a type or tags): the route puts the
   * account feature's "Save this search" there, with the list's filters.
   */
  renderActions?: (filters: HomeListFilters) => ReactNode;
};

export function HomePage({ renderActions }: Props = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sortBy, search } = readListParams(searchParams);
  const { type, tag, excludeTag } = readHomeFilters(searchParams);
  useDocumentTitle(search ? t('Search: {search}', { search }) : null);
  const { data, error, isPending, isPlaceholderData, refetch } = useContents({
    page,
    sortBy,
    search: search || undefined,
    type,
    tag,
    excludeTag,
  });
  const narrowed = Boolean(search.trim() || type || tag.length > 0 || excludeTag.length > 0);
  const filterText = [
    ...(type ? [t('Type: {type}', { type })] : []),
    ...tag.map((slug) => `#${slug}`),
    ...excludeTag.map((slug) => t('without #{tag}', { tag: slug })),
  ].join(' · ');

  useEffect(() => {
    // List load failures are logged and the list shows as empty (docs/product.md#errors).
    if (error) console.error('Could not load content', error);
  }, [error]);

  const update = (changes: ParamChanges) => setSearchParams(nextParams(liveSearchParams(), changes));
  const hrefForPage = (p: number) => `${paths.home.path}${toQuery(nextParams(searchParams, { page: p }))}`;

  const contents = error ? [] : (data?.contents ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  const totalItems = data?.pagination.totalItems;
  usePageInRange(page, data && !isPlaceholderData ? data.pagination.totalPages : undefined);

  return (
    <div className="flex flex-col gap-8">
      <HomeHero totalItems={error || search ? undefined : totalItems}>
        <SearchBox value={search} onSearch={(q) => update({ search: q })} />
      </HomeHero>
      <section aria-labelledby="latest-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <h2 id="latest-heading" className="truncate text-title font-semibold">
              {search
                ? t('Results for “{search}”', { search })
                : sortBy === 'popular'
                  ? t('Popular content')
                  : t('Latest content')}
            </h2>
            {filterText && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted" data-testid="home-filters">
                {filterText}
                <button
                  type="button"
                  className="text-accent underline-offset-2 hover:underline"
                  onClick={() => update({ type: null, tag: null, excludeTag: null })}
                >
                  {t('Clear filters')}
                </button>
              </p>
            )}
            <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
              {search && totalItems !== undefined && !isPending
                ? t('{count, plural, one {# result} other {# results}}', { count: totalItems })
                : totalPages > 1
                  ? t('Page {page} of {total}', { page, total: totalPages })
                  : '\u00a0'}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {narrowed && renderActions?.({ search, type, tag, excludeTag, sortBy })}
            <SortToggle value={sortBy} onChange={(value) => update({ sortBy: value })} />
          </div>
        </div>
        <ListResults
          pending={isPending}
          skeleton={<ContentGridSkeleton count={PUBLIC_PAGE_SIZE} />}
          count={contents.length}
          stale={isPlaceholderData}
          empty={{
            icon: <Glyph name={search ? 'search-x' : 'package-open'} className="size-10" />,
            title: t('No content found'),
            failed: error
              ? { description: t('The catalogue could not be loaded right now.'), onRetry: () => void refetch() }
              : null,
            narrowed: search
              ? {
                  description: t("Nothing matches “{search}”. Try a model's name, a tag or fewer words.", { search }),
                  actionLabel: t('Clear search'),
                  onAction: () => update({ search: null }),
                }
              : null,
            pastEnd:
              page > 1
                ? {
                    description: t('This page is past the end of the catalogue.'),
                    actionLabel: t('Back to the first page'),
                    onAction: () => update({}),
                  }
                : null,
          }}
        >
          <ContentGrid contents={contents} />
        </ListResults>
        <Pagination page={page} totalPages={totalPages} hrefForPage={hrefForPage} className="mt-4" />
      </section>
    </div>
  );
}
