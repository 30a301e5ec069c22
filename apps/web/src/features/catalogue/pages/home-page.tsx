import { PackageOpen, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { paths } from '@/config/paths.ts';
import { readPageParam } from '@/lib/search-params.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useContents } from '../api/get-contents.ts';
import { ContentGrid, ContentGridSkeleton } from '../components/content-grid.tsx';
import { HomeHero } from '../components/home-hero.tsx';

export function HomePage() {
  useDocumentTitle(null);
  const [searchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const { data, error, isPending, isPlaceholderData, refetch } = useContents({ page, sortBy: 'recent' });

  useEffect(() => {
    // Spec §8: list load failures are logged and the list shows as empty.
    if (error) console.error('Could not load content', error);
  }, [error]);

  const contents = error ? [] : (data?.contents ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);

  return (
    <div className="flex flex-col gap-8">
      <HomeHero totalItems={error ? undefined : data?.pagination.totalItems} />
      <section aria-labelledby="latest-heading" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="latest-heading" className="text-title font-semibold">
            Latest content
          </h2>
          {totalPages > 1 && (
            <p className="text-sm text-fg-muted tabular-nums">
              Page {page} of {totalPages}
            </p>
          )}
        </div>
        {isPending ? (
          <ContentGridSkeleton count={PUBLIC_PAGE_SIZE} />
        ) : contents.length === 0 ? (
          <EmptyState
            icon={<PackageOpen />}
            title="No content found"
            description={
              error
                ? 'The catalogue could not be loaded right now.'
                : page > 1
                  ? 'This page is past the end of the catalogue.'
                  : undefined
            }
            action={
              error ? (
                <Button variant="secondary" onClick={() => void refetch()}>
                  <RotateCcw aria-hidden="true" /> Try again
                </Button>
              ) : page > 1 ? (
                <Button variant="secondary" asChild>
                  <Link to={paths.home.getHref()}>Back to the first page</Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ContentGrid contents={contents} />
          </div>
        )}
        <Pagination page={page} totalPages={totalPages} hrefForPage={paths.home.getHref} className="mt-4" />
      </section>
    </div>
  );
}
