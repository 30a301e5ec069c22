import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSavedSearches } from '../api/saved-searches.ts';
import { DigestSetting } from '../components/digest-setting.tsx';
import { SavedSearchRow } from '../components/saved-search-row.tsx';

/**
 * /saved-searches (signed-in only, guarded by the route): the account's saved searches, newest
 * first, each opened, alerted, renamed or deleted here; and the e-mail digest's frequency
 * (docs/product.md#saved-searches).
 */
export function SavedSearchesPage() {
  useDocumentTitle(t('Saved searches'));
  const { user } = useAuth();
  const mine = useSavedSearches(user?.id ?? 0);
  if (!user) return null;
  const searches = mine.data?.savedSearches ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight sm:text-display">{t('Saved searches')}</h1>
        <p className="text-fg-muted">
          {t('Searches you saved from the list, with an alert in the bell when new packs match them.')}
        </p>
      </header>
      {mine.isPending ? (
        <ul className="flex flex-col gap-3" role="status" aria-label={t('Loading your saved searches')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-20 w-full rounded-card" />
            </li>
          ))}
        </ul>
      ) : mine.isError ? (
        <EmptyState icon={<Search />} title={t('Your saved searches could not be loaded.')} />
      ) : searches.length === 0 ? (
        <EmptyState
          icon={<Search />}
          title={t('No saved searches yet')}
          description={t('Search the catalogue or filter it, then choose “Save this search”.')}
          action={
            <Link to={paths.home.getHref()} className={buttonClasses('secondary', 'md')}>
              {t('Browse the catalogue')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="saved-searches">
            {searches.map((s) => (
              <SavedSearchRow key={s.id} search={s} />
            ))}
          </ul>
          <p className="text-sm text-fg-muted tabular-nums">
            {t('{count} of {limit} saved searches', { count: searches.length, limit: mine.data.limit })}
          </p>
        </>
      )}
      <DigestSetting viewerId={user.id} />
    </div>
  );
}
