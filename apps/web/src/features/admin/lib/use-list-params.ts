import { useSearchParams } from 'react-router';
import { liveSearchParams, readPageParam } from '@/lib/search-params.ts';

/**
 * `?page=` and `?search=` of an admin list, and how to change them: a new search starts again at
 * page 1 (docs/product.md#catalogue), pages are real links.
 */
export function useListParams(basePath: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const search = (searchParams.get('search') ?? '').trim();

  const hrefFor = (next: { page?: number; search?: string }) => {
    const params = new URLSearchParams();
    const s = next.search ?? search;
    const p = next.page ?? page;
    if (s) params.set('search', s);
    if (p > 1) params.set('page', String(p));
    const query = params.toString();
    return query ? `${basePath}?${query}` : basePath;
  };

  const setSearch = (value: string) => {
    const params = liveSearchParams();
    if (value) params.set('search', value);
    else params.delete('search');
    params.delete('page');
    setSearchParams(params);
  };

  return { page, search, setSearch, hrefForPage: (p: number) => hrefFor({ page: p }) };
}
