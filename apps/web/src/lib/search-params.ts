/** The page number of a `?page=` value: 1 when missing or not a positive whole number. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/**
 * The query of the address bar right now. Updates derived from it cannot lose each other when
 * two happen before React re-renders (the router writes the URL at once; the `searchParams` a
 * component rendered with, and the router's functional setter, may still be the previous ones).
 */
export function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** `basePath` with the query `params` and `page` (no `?page=` for page 1): a pager's link. */
export function hrefForPageOf(basePath: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return `${basePath}${query ? `?${query}` : ''}`;
}
