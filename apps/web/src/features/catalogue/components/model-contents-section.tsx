import { PackageOpen, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import type { ContentType } from '@packdex/shared/constants';
import type { Model } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { paths } from '@/config/paths.ts';
import { liveSearchParams } from '@/lib/search-params.ts';
import { useModelContents } from '../api/get-model-contents.ts';
import { usePageInRange } from '../hooks/use-page-in-range.ts';
import { nextParams, readContentListParams, toQuery } from '../lib/list-params.ts';
import type { ParamChanges } from '../lib/list-params.ts';
import { ContentGrid, ContentGridSkeleton } from './content-grid.tsx';
import { ListResults } from './list-results.tsx';
import { ListSearchInput } from '@/components/ui/list-search-input.tsx';
import { SortToggle } from './sort-toggle.tsx';
import { TypeFilter } from './type-filter.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** Why a narrowed list is empty, and the way out: clearing what narrowed it, search, filter or both. */
function narrowedBy(search: string, type: ContentType | undefined, update: (changes: ParamChanges) => void) {
  if (search !== '' && type !== undefined)
    return {
      description: t('Nothing matches this search and filter.'),
      actionLabel: t('Clear search and filters'),
      onAction: () => update({ search: null, type: null }),
    };
  if (search !== '')
    return {
      description: t('Nothing matches this search.'),
      actionLabel: t('Clear search'),
      onAction: () => update({ search: null }),
    };
  if (type !== undefined)
    return {
      description: t('Nothing matches this filter.'),
      actionLabel: t('Clear filters'),
      onAction: () => update({ type: null }),
    };
  return null;
}

/** The model's content: search, a filters panel (type), sort and pages, all kept in the URL. */
export function ModelContentsSection({ model }: { model: Model }) {
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sortBy, search, type } = readContentListParams(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(type !== undefined);
  const { data, error, isPending, isPlaceholderData, refetch } = useModelContents({
    modelId: model.id,
    page,
    sortBy,
    search: search || undefined,
    type,
  });

  useEffect(() => {
    if (error) console.error('Could not load the model content', error);
  }, [error]);
  usePageInRange(page, data && !isPlaceholderData ? data.pagination.totalPages : undefined);

  // A page link scrolls the window to the top; bring this list back into view instead.
  const sectionRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const update = (changes: ParamChanges) =>
    setSearchParams(nextParams(liveSearchParams(), changes), { preventScrollReset: true });
  const hrefForPage = (p: number) =>
    `${paths.model.getHref(model.slug)}${toQuery(nextParams(searchParams, { page: p }))}`;
  const narrowed = search !== '' || type !== undefined;
  const contents = error ? [] : (data?.contents ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  const totalItems = error ? undefined : data?.pagination.totalItems;

  return (
    <section ref={sectionRef} aria-labelledby="model-content-heading" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="model-content-heading" className="text-title font-semibold">
          {t('Content')}
        </h2>
        <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
          {totalItems === undefined
            ? '\u00a0'
            : narrowed
              ? t('{count, plural, one {# pack match} other {# packs match}}', { count: totalItems })
              : t('{count, plural, one {# pack} other {# packs}}', { count: totalItems })}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ListSearchInput
          label={t("Search {name}'s content", { name: model.name })}
          placeholder={t("Search this model's packs…")}
          value={search}
          onSearch={(value) => update({ search: value })}
          className="w-full sm:max-w-sm"
        />
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <Button
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" /> {type ? t('Filters ({count})', { count: 1 }) : t('Filters')}
          </Button>
          <SortToggle value={sortBy} onChange={(value) => update({ sortBy: value })} />
        </div>
      </div>
      <div id={panelId} hidden={!filtersOpen} className="rounded-card border border-line bg-surface/60 p-4">
        <TypeFilter value={type} onChange={(value) => update({ type: value })} />
      </div>
      <ListResults
        pending={isPending}
        skeleton={<ContentGridSkeleton count={Math.min(PUBLIC_PAGE_SIZE, model.contents || PUBLIC_PAGE_SIZE)} />}
        count={contents.length}
        stale={isPlaceholderData}
        empty={{
          icon: <PackageOpen />,
          title: t('No content found'),
          failed: error
            ? { description: t('This model’s content could not be loaded right now.'), onRetry: () => void refetch() }
            : null,
          narrowed: narrowedBy(search, type, update),
        }}
      >
        <ContentGrid contents={contents} />
      </ListResults>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefForPage={hrefForPage}
        label={t('Content pages')}
        className="mt-2"
      />
    </section>
  );
}
