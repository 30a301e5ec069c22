import { RotateCcw, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { liveSearchParams } from '@/lib/search-params.ts';
import { useModels } from '../api/get-models.ts';
import { ListSearchInput } from '../components/list-search-input.tsx';
import { ModelFilters, activeFilterCount } from '../components/model-filters.tsx';
import { ModelGrid, ModelGridSkeleton } from '../components/model-grid.tsx';
import { SortToggle } from '../components/sort-toggle.tsx';
import { nextParams, readModelListParams, toQuery } from '../lib/list-params.ts';
import type { ParamChanges } from '../lib/list-params.ts';

export function ModelsPage() {
  useDocumentTitle('Models');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readModelListParams(searchParams);
  const { page, sortBy, search, ...filters } = params;
  const { data, error, isPending, isPlaceholderData, refetch } = useModels({ ...params, search: search || undefined });

  useEffect(() => {
    if (error) console.error('Could not load models', error);
  }, [error]);

  const update = (changes: ParamChanges) => setSearchParams(nextParams(liveSearchParams(), changes));
  const hrefForPage = (p: number) => `${paths.models.path}${toQuery(nextParams(searchParams, { page: p }))}`;
  const narrowed = search !== '' || activeFilterCount(filters) > 0;

  const models = error ? [] : (data?.models ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  const totalItems = error ? undefined : data?.pagination.totalItems;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight sm:text-display">Models</h1>
        <p className="text-fg-muted tabular-nums" aria-live="polite">
          {totalItems === undefined
            ? 'Browse every model in the index.'
            : `${totalItems.toLocaleString('en-US')} ${totalItems === 1 ? 'model' : 'models'}${narrowed ? ' match' : ' in the index'}`}
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearchInput
          label="Search models"
          placeholder="Search models by name…"
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
      {isPending ? (
        <ModelGridSkeleton count={PUBLIC_PAGE_SIZE} />
      ) : models.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No models found"
          description={
            error
              ? 'The models could not be loaded right now.'
              : narrowed
                ? 'No model matches this search and these filters.'
                : page > 1
                  ? 'This page is past the end of the list.'
                  : undefined
          }
          action={
            error ? (
              <Button variant="secondary" onClick={() => void refetch()}>
                <RotateCcw aria-hidden="true" /> Try again
              </Button>
            ) : narrowed ? (
              <Button variant="secondary" onClick={() => setSearchParams(sortBy === 'recent' ? {} : { sortBy })}>
                Clear search and filters
              </Button>
            ) : page > 1 ? (
              <Button variant="secondary" onClick={() => update({})}>
                Back to the first page
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ModelGrid models={models} />
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} hrefForPage={hrefForPage} label="Models pages" className="mt-2" />
    </div>
  );
}
