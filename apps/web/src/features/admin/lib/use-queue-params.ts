import { useSearchParams } from 'react-router';
import { hrefForPageOf, readPageParam } from '@/lib/search-params.ts';

/** An admin queue's chosen status tab and page, and how to change them. */
export type QueueParams<F extends string> = {
  status: F;
  page: number;
  setStatus: (status: F) => void;
  hrefForPage: (page: number) => string;
};

/**
 * `?status=` and `?page=` of an admin queue (reports, DMCA notices), and how to change them: a
 * status other than the ones offered reads as 'all', choosing a tab starts again at page 1, pages
 * are real links that keep the status.
 */
export function useQueueParams<F extends string>(basePath: string, filters: readonly F[], all: F): QueueParams<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = filters.find((f) => f === raw) ?? all;
  const page = readPageParam(searchParams.get('page'));

  const setStatus = (value: F) => {
    const next = new URLSearchParams();
    if (value !== all) next.set('status', value);
    setSearchParams(next);
  };
  const hrefForPage = (p: number) => hrefForPageOf(basePath, searchParams, p);
  return { status, page, setStatus, hrefForPage };
}
