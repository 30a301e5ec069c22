import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { Pagination } from '@/components/ui/pagination.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { liveSearchParams } from '@/lib/search-params.ts';
import { useModels } from '../api/get-models.ts';
import { usePageInRange } from '../hooks/use-page-in-range.ts';
import { ListResults } from '../components/list-results.tsx';
import { ListSearchInput } from '@/components/ui/list-search-input.tsx';
import { ModelFilters, activeFilterCount } from '../components/model-filters.tsx';
import { ModelGrid, ModelGridSkeleton } from '../components/model-grid.tsx';
import { SortToggle } from '../components/sort-toggle.tsx';
import { nextParams, readModelListParams, toQuery, withAgesAsRead } from '../lib/list-params.ts';
import type { ParamChanges } from '../lib/list-params.ts';
import { t } from '@/lib/i18n/i18n.ts';

export function ModelsPage() {
  useDocumentTitle(t('Models'));
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readModelListParams(searchParams);
  const { page, sortBy, search, ...filters } = params;
  const { data, error, isPending, isPlaceholderData, refetch } = useModels({ ...params, search: search || undefined });

  useEffect(() => {
    if (error) console.error('Could not load models', error);
  }, [error]);

  const update = (changes: ParamChanges) => setSearchParams(withAgesAsRead(nextParams(liveSearchParams(), changes)));
  // An address that came with a swapped age pair takes the order the filters show, as an update would.
  useEffect(() => {
    const asRead = withAgesAsRead(searchParams);
    if (asRead.toString() !== searchParams.toString()) setSearchParams(asRead, { replace: true });
  }, [searchParams, setSearchParams]);
  const hrefForPage = (p: number) => `${paths.models.path}${toQuery(nextParams(searchParams, { page: p }))}`;
  const narrowed = search !== '' || activeFilterCount(filters) > 0;

  const models = error ? [] : (data?.models ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  const totalItems = error ? undefined : data?.pagination.totalItems;
  usePageInRange(page, data && !isPlaceholderData ? data.pagination.totalPages : undefined);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight sm:text-display">{t('Models')}</h1>
        <p className="text-fg-muted tabular-nums" aria-live="polite">
          {totalItems === undefined
            ? t('Browse every model in the index.')
            : narrowed
              ? t('{count, plural, one {# model match} other {# models match}}', { count: totalItems })
              : t('{count, plural, one {# model in the index} other {# models in the index}}', { count: totalItems })}
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearchInput
          label={t('Search models')}
          placeholder={t('Search models by name…')}
          value={search}
          onSearch={(value) => update({ search: value })}
          className="w-full sm:max-w-sm"
        />
        <SortToggle
          value={sortBy}
          onChange={(value) => update({ sortBy: value })}
          className="self-start sm:self-auto"
        />
      </div>
      <ModelFilters filters={filters} onChange={update} />
      {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen-reader navigation. */}
      <h2 className="sr-only">{t('Model list')}</h2>
      <ListResults
        pending={isPending}
        skeleton={<ModelGridSkeleton count={PUBLIC_PAGE_SIZE} />}
        count={models.length}
        stale={isPlaceholderData}
        empty={{
          icon: <Users />,
          title: t('No models found'),
          failed: error
            ? { description: t('The models could not be loaded right now.'), onRetry: () => void refetch() }
            : null,
          narrowed: narrowed
            ? {
                description: t('No model matches this search and these filters.'),
                actionLabel: t('Clear search and filters'),
                onAction: () => setSearchParams(sortBy === 'recent' ? {} : { sortBy }),
              }
            : null,
          pastEnd:
            page > 1
              ? {
                  description: t('This page is past the end of the list.'),
                  actionLabel: t('Back to the first page'),
                  onAction: () => update({}),
                }
              : null,
        }}
      >
        <ModelGrid models={models} />
      </ListResults>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefForPage={hrefForPage}
        label={t('Models pages')}
        className="mt-2"
      />
    </div>
  );
}
