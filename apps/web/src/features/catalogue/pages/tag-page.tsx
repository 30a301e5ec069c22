import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE, type SortOption } from '@packdex/shared/constants';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { readPageParam } from '@/lib/search-params.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTag, useTagContents } from '../api/get-tag.ts';
import { ContentGrid, ContentGridSkeleton } from '../components/content-grid.tsx';
import { TagModelsSection } from '../components/tag-models-section.tsx';
import { SortToggle } from '../components/sort-toggle.tsx';

/**
 * /tags/{slug} (docs/product.md#tags): the tag's items and its children's, sorted and paged like the
 * home list (`?sort=popular&page=2` in the address), links to its child tags, and the models whose
 * items carry it. Rendered on the server too, from the answers its document carries.
 */
export function TagPage({
  renderActions,
}: {
  /** What the route puts beside the tag's name (the community feature's Follow button). */
  renderActions?: (tag: { slug: string; name: string }) => ReactNode;
} = {}) {
  const { slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortBy: SortOption = searchParams.get('sort') === 'popular' ? 'popular' : 'recent';
  const page = readPageParam(searchParams.get('page'));
  const tag = useTag(slug);
  const list = useTagContents(slug, sortBy, page);
  const notFound = tag.error instanceof ApiError && tag.error.status === 404;
  useDocumentTitle(tag.data ? tag.data.name : notFound ? t('Tag not found') : t('Tags'));
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };
  const hrefForPage = (p: number) => {
    const query = withParams({ page: p > 1 ? String(p) : null }).toString();
    return `${paths.tag.getHref(slug)}${query ? `?${query}` : ''}`;
  };

  if (notFound) {
    return (
      <div className="py-8">
        <h1 className="sr-only">{t('Tag not found')}</h1>
        <EmptyState
          icon={<SearchX />}
          title={t('Tag not found')}
          action={
            <Link to={paths.tags.getHref()} className={buttonClasses('secondary')}>
              {t('Tags')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to={paths.tags.getHref()} className="text-sm text-fg-muted hover:text-fg">
          {t('Tags')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-title font-bold tracking-tight sm:text-display">{tag.data?.name ?? slug}</h1>
          {tag.data && renderActions ? renderActions({ slug: tag.data.slug, name: tag.data.name }) : null}
        </div>
        {tag.data ? (
          <p className="tabular-nums text-fg-muted">
            {t('{count, plural, one {# item} other {# items}}', {
              count: list.data?.pagination.totalItems ?? tag.data.count,
            })}
          </p>
        ) : null}
      </header>
      {tag.data && tag.data.children.length > 0 ? (
        <nav aria-label={t('Narrower tags')}>
          <ul className="flex flex-wrap gap-2">
            {tag.data.children.map((child) => (
              <li key={child.slug}>
                <Link
                  to={paths.tag.getHref(child.slug)}
                  className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm hover:border-accent"
                >
                  <span>{child.name}</span>
                  <span className="tabular-nums text-fg-muted">{child.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SortToggle
        value={sortBy}
        onChange={(value) => setSearchParams(withParams({ sort: value === 'popular' ? 'popular' : null, page: null }))}
        className="self-start"
      />
      {list.isPending ? (
        <ContentGridSkeleton count={PUBLIC_PAGE_SIZE} />
      ) : (
        <ContentGrid contents={list.data?.contents ?? []} />
      )}
      <Pagination page={page} totalPages={list.data?.pagination.totalPages ?? 0} hrefForPage={hrefForPage} />
      {tag.data ? <TagModelsSection slug={tag.data.slug} /> : null}
    </div>
  );
}
