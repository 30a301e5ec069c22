import { Bookmark, Globe, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useMyCollections } from '../api/collections.ts';
import { collectionLabel } from '../lib/collections.ts';
import { NewCollection } from '../components/new-collection.tsx';

/**
 * /collections (signed-in only, guarded by the route): the account's collections, "Saved" first,
 * each with its cover, count and whether it is public, and a form to create another
 * (docs/product.md#collections).
 */
export function CollectionsPage() {
  useDocumentTitle(t('My collections'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const mine = useMyCollections(user?.id ?? 0);
  if (!user) return null;
  const collections = mine.data?.collections ?? [];
  const limit = mine.data?.limit ?? null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight sm:text-display">{t('My collections')}</h1>
        <p className="text-fg-muted">{t('The packs you saved, private unless you share them.')}</p>
      </header>
      {mine.isPending ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
          role="status"
          aria-label={t('Loading your collections')}
        >
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="aspect-video w-full rounded-card" />
            </li>
          ))}
        </ul>
      ) : mine.isError ? (
        <EmptyState icon={<Bookmark />} title={t('Your collections could not be loaded.')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" data-testid="my-collections">
          {collections.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.collection.getHref(c.id, c.slug)}
                className="flex flex-col gap-2 rounded-card border border-line-strong bg-surface-2/50 p-3 hover:bg-surface-2"
              >
                {c.coverUrl ? (
                  <img src={c.coverUrl} alt="" loading="lazy" className="aspect-video w-full rounded-lg object-cover" />
                ) : (
                  <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-surface-3 text-fg-subtle">
                    <Bookmark aria-hidden="true" className="size-10" />
                  </div>
                )}
                <span className="truncate font-semibold text-fg">{collectionLabel(c)}</span>
                <span className="flex items-center gap-1.5 text-sm text-fg-muted tabular-nums">
                  {c.public ? (
                    <Globe aria-hidden="true" className="size-4" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4" />
                  )}
                  {c.public ? t('Public') : t('Private')}
                  <span aria-hidden="true">·</span>
                  {t('{count, plural, one {# pack} other {# packs}}', { count: c.itemCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mine.data && (
        <NewCollection
          collections={collections}
          limit={limit}
          onCreated={({ id, slug }) => void navigate(paths.collection.getHref(id, slug))}
          className="max-w-md"
        />
      )}
    </div>
  );
}
