import type { ContentType } from '../constants.ts';

/** A saved search's query as stored and returned: the content list's filters, normalised. */
export type SavedSearchQuery = {
  search?: string;
  type?: ContentType;
  tag?: string[];
  excludeTag?: string[];
  sortBy?: 'recent' | 'popular';
};

/** The normal form of a list's filters: fixed key order, no empty values, tags sorted, no default order. */
export function normaliseSavedQuery(q: {
  search?: string | undefined;
  type?: SavedSearchQuery['type'];
  tag?: string[] | undefined;
  excludeTag?: string[] | undefined;
  sortBy?: string | undefined;
}): SavedSearchQuery {
  const out: SavedSearchQuery = {};
  const search = q.search?.trim();
  if (search) out.search = search;
  if (q.type) out.type = q.type;
  if (q.tag?.length) out.tag = [...new Set(q.tag)].sort();
  if (q.excludeTag?.length) out.excludeTag = [...new Set(q.excludeTag)].sort();
  if (q.sortBy === 'popular') out.sortBy = 'popular';
  return out;
}

/** A saved search's list query string (`search=…&type=…&tag=…`), as the home page reads its URL. */
export function savedSearchParams(q: SavedSearchQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.sortBy) params.set('sortBy', q.sortBy);
  if (q.type) params.set('type', q.type);
  for (const tag of q.tag ?? []) params.append('tag', tag);
  for (const tag of q.excludeTag ?? []) params.append('excludeTag', tag);
  return params.toString();
}
