import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { liveSearchParams } from '@/lib/search-params.ts';
import { nextParams } from '../lib/list-params.ts';

/**
 * A page past the end of a list (a shared or hand-edited `?page=999`) becomes the last page, and
 * the address bar says so, replacing the entry rather than adding one to the history.
 */
export function usePageInRange(page: number, totalPages: number | undefined) {
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (totalPages === undefined || totalPages < 1 || page <= totalPages) return;
    void setSearchParams(nextParams(liveSearchParams(), { page: totalPages }), {
      replace: true,
      preventScrollReset: true,
    });
  }, [page, totalPages, setSearchParams]);
}
