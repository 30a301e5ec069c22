import {
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLORS,
  HAIR_COLORS,
  MAX_AGE,
  MIN_AGE,
  SORT_OPTIONS,
} from '@packdex/shared/constants';
import type { BodyType, ContentType, Ethnicity, EyeColor, HairColor, SortOption } from '@packdex/shared/constants';
import { CONTENT_TYPES } from '@packdex/shared/constants';
import { readPageParam } from '@/lib/search-params.ts';

/** Longest search the API accepts. */
const SEARCH_MAX = 200;

/** A value of a fixed list, or undefined for anything else (a hand-edited URL must not break the page). */
function readEnum<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function readSort(value: string | null): SortOption {
  return readEnum(value, SORT_OPTIONS) ?? 'recent';
}

function readSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX);
}

/** An age filter: whole numbers are clamped to 18–65; anything else is ignored. */
export function readAge(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value.trim())) return undefined;
  return Math.min(MAX_AGE, Math.max(MIN_AGE, Number(value.trim())));
}

/** The list state every grid keeps in its URL. */
type ListParams = { page: number; sortBy: SortOption; search: string };

export function readListParams(params: URLSearchParams): ListParams {
  return {
    page: readPageParam(params.get('page')),
    sortBy: readSort(params.get('sortBy')),
    search: readSearch(params.get('search')),
  };
}

type ContentListParams = ListParams & { type: ContentType | undefined };

export function readContentListParams(params: URLSearchParams): ContentListParams {
  return { ...readListParams(params), type: readEnum(params.get('type'), CONTENT_TYPES) };
}

/** Tag slugs of a URL parameter (repeatable): at most 10, each a slug; anything else is dropped. */
function readTagSlugs(values: string[]): string[] {
  const slugs = values.map((v) => v.trim()).filter((v) => v.length <= 100 && /^[\p{L}\p{N}-]+$/u.test(v));
  return [...new Set(slugs)].slice(0, 10);
}

/** The home list's filters besides its search: a type, tags it must carry and tags it must not. */
export type HomeFilters = { type: ContentType | undefined; tag: string[]; excludeTag: string[] };

export function readHomeFilters(params: URLSearchParams): HomeFilters {
  return {
    type: readEnum(params.get('type'), CONTENT_TYPES),
    tag: readTagSlugs(params.getAll('tag')),
    excludeTag: readTagSlugs(params.getAll('excludeTag')),
  };
}

export type ModelFilters = {
  ethnicity: Ethnicity | undefined;
  hairColor: HairColor | undefined;
  eyeColor: EyeColor | undefined;
  bodyType: BodyType | undefined;
  minAge: number | undefined;
  maxAge: number | undefined;
};

type ModelListParams = ListParams & ModelFilters;

export function readModelListParams(params: URLSearchParams): ModelListParams {
  let minAge = readAge(params.get('minAge'));
  let maxAge = readAge(params.get('maxAge'));
  // The API refuses min > max; a swapped pair is read the way it was surely meant.
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  return {
    ...readListParams(params),
    ethnicity: readEnum(params.get('ethnicity'), ETHNICITIES),
    hairColor: readEnum(params.get('hairColor'), HAIR_COLORS),
    eyeColor: readEnum(params.get('eyeColor'), EYE_COLORS),
    bodyType: readEnum(params.get('bodyType'), BODY_TYPES),
    minAge,
    maxAge,
  };
}

/**
 * The query with its age pair written as the filters read it (swapped into order, clamped to
 * 18–65). Left swapped, clearing Min would bring back the Max the URL held, not the one shown.
 */
export function withAgesAsRead(params: URLSearchParams): URLSearchParams {
  const { minAge, maxAge } = readModelListParams(params);
  const next = new URLSearchParams(params);
  if (minAge !== undefined) next.set('minAge', String(minAge));
  if (maxAge !== undefined) next.set('maxAge', String(maxAge));
  return next;
}

/** Values left out of the URL because they are the defaults. */
const DEFAULTS: Record<string, string> = { page: '1', sortBy: 'recent' };

export type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * The query string after some changes: empty or default values are removed, and the page goes
 * back to 1 unless the page itself is what changed (new filters start at page 1: docs/product.md#catalogue).
 */
export function nextParams(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, raw] of Object.entries(changes)) {
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    if (value === '' || DEFAULTS[key] === value) next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** "?a=1" or "" for an empty query, to append to a path. */
export function toQuery(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
