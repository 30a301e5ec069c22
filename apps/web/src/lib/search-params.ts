/** The page number of a `?page=` value: 1 when missing or not a positive whole number. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}
