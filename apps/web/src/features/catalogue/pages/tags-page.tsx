import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { readPageParam } from '@/lib/search-params.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTags } from '../api/get-tags.ts';

/** /tags (docs/product.md#tags): every tag a visible item carries, by popularity or A–Z, with its count. */
export function TagsPage() {
  useDocumentTitle(t('Tags'));
  const [searchParams] = useSearchParams();
  const sort = searchParams.get('sort') === 'name' ? 'name' : 'popular';
  const page = readPageParam(searchParams.get('page'));
  const { data, isPending } = useTags(sort, page);
  const hrefForPage = (p: number) => {
    const next = new URLSearchParams(searchParams);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const query = next.toString();
    return `${paths.tags.path}${query ? `?${query}` : ''}`;
  };
  const tab = (value: 'popular' | 'name', label: string) => (
    <Link
      to={value === 'name' ? paths.tags.getHref('name') : paths.tags.getHref()}
      aria-current={sort === value ? 'page' : undefined}
      className={cn(
        'rounded-full px-3 py-1 text-sm font-medium',
        sort === value ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg',
      )}
    >
      {label}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-title font-bold tracking-tight sm:text-display">{t('Tags')}</h1>
        <nav aria-label={t('Sort by')} className="flex gap-2">
          {tab('popular', t('Popular'))}
          {tab('name', t('A–Z'))}
        </nav>
      </header>
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {(data?.tags ?? []).map((tag) => (
            <li key={tag.slug}>
              <Link
                to={paths.tag.getHref(tag.slug)}
                className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm hover:border-accent"
              >
                <span>{tag.name}</span>
                <span className="tabular-nums text-fg-muted">{tag.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={data?.pagination.totalPages ?? 0} hrefForPage={hrefForPage} />
    </div>
  );
}
