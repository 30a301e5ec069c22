import { Bookmark, Globe, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Content } from '@packdex/shared/schemas';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { readPageParam } from '@/lib/search-params.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCollection } from '../api/collections.ts';
import { CollectionOwnerBar } from '../components/collection-owner-bar.tsx';
import { collectionFeedHref, collectionLabel } from '../lib/collections.ts';

/** The catalogue's card grid and its skeleton, given by the route (features never import each other). */
export type CollectionGridSlots = {
  renderGrid: (contents: Content[]) => ReactNode;
  renderSkeleton: () => ReactNode;
};

/**
 * /collection/{id}/{slug} (docs/product.md#collections): a collection's items as the home list's
 * grid, most recently saved first, paged like it. Its owner manages it here; anyone else sees it
 * only while it is public (a visitor too), and a private one is "not found".
 */
export function CollectionPage({ renderGrid, renderSkeleton }: CollectionGridSlots) {
  const { id: idParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const id = /^\d+$/.test(idParam) ? Number(idParam) : 0;
  const { user } = useAuth();
  const { data, error, isPending, isPlaceholderData } = useCollection(id, page, user?.id ?? null);
  const notFound = id === 0 || (error instanceof ApiError && error.status === 404);
  const collection = data?.collection;
  useDocumentTitle(collection ? collectionLabel(collection) : notFound ? t('Collection not found') : t('Collection'));

  if (notFound || (error && !data)) {
    return (
      <div className="py-8">
        <h1 className="sr-only">{t('Collection not found')}</h1>
        <EmptyState
          icon={<SearchX />}
          title={t('Collection not found')}
          description={t('This collection does not exist, or its owner keeps it private.')}
          action={
            <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
              {t('Browse packs')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {/* Feed readers and browsers find a public collection's feed here (React puts it in the head). */}
      {collection?.public && (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={collectionLabel(collection)}
          href={collectionFeedHref(collection.id, collection.slug)}
        />
      )}
      <header className="flex flex-col gap-1">
        {collection ? (
          <>
            <h1 className="text-title font-bold tracking-tight sm:text-display">{collectionLabel(collection)}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted tabular-nums">
              {collection.public ? (
                <Globe aria-hidden="true" className="size-4" />
              ) : (
                <Lock aria-hidden="true" className="size-4" />
              )}
              {collection.public ? t('Public') : t('Private')}
              <span aria-hidden="true">·</span>
              {t('{count, plural, one {# pack} other {# packs}}', { count: collection.itemCount })}
              {!collection.isOwner && (
                <>
                  <span aria-hidden="true">·</span>
                  {t('By {name}', { name: collection.owner.name })}
                </>
              )}
            </p>
          </>
        ) : (
          <>
            <Skeleton className="h-9 w-64 rounded-lg" />
            <Skeleton className="h-5 w-40 rounded-lg" />
          </>
        )}
      </header>
      {collection?.isOwner && <CollectionOwnerBar key={collection.updatedAt} collection={collection} />}
      <h2 className="sr-only">{t('Packs in this collection')}</h2>
      {isPending || !data ? (
        renderSkeleton()
      ) : data.contents.length === 0 ? (
        <EmptyState
          icon={<Bookmark />}
          title={t('Nothing saved yet')}
          description={collection?.isOwner ? t('Save packs here with the Save button on their page.') : undefined}
          action={
            <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
              {t('Browse packs')}
            </Link>
          }
        />
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {renderGrid(data.contents)}
        </div>
      )}
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        hrefForPage={(p) => paths.collection.getHref(id, collection?.slug, p)}
        className="mt-4"
      />
    </div>
  );
}
