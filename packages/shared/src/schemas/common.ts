import { z } from 'zod';
import {
  LANGUAGES,
  MAX_ID,
  MAX_LIST_DEPTH,
  MAX_PAGE_SIZE,
  MAX_SEARCH_DEPTH,
  PUBLIC_PAGE_SIZE,
  SORT_OPTIONS,
} from '../constants.ts';

// C0 controls (NUL included, which PostgreSQL cannot store in text), DEL and C1 controls. Tab, line
// feed and carriage return are matched separately so multi-line text can keep them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

/** Whether text is free of control characters; `multiline` lets tab and line breaks through. */
export function isPlainText(value: string, multiline = false): boolean {
  return !CONTROL_CHARACTERS.test(value) && (multiline || !TAB_OR_LINE_BREAK.test(value));
}

/**
 * The base of every string a client sends: trimmed (unless `trim: false`, for passwords) and free
 * of control characters, except tab and line breaks when `multiline`. Chain min/max after it.
 */
export function plainText(label: string, options: { multiline?: boolean; trim?: boolean; required?: string } = {}) {
  const base = z.string({ error: options.required ?? `${label} must be text` });
  return (options.trim === false ? base : base.trim()).refine((s) => isPlainText(s, options.multiline), {
    error: `${label} must not contain control characters`,
  });
}

/**
 * A link a client sends: plain text and an http(s) URL. z.url() alone lets control characters
 * through and accepts any scheme; `javascript:`, `data:`, `ftp:`… are refused everywhere.
 */
export const urlText = (label: string) =>
  plainText(label, { required: `${label} is required` }).pipe(
    z
      .url({ protocol: /^https?$/, error: `${label} must be an http(s) URL` })
      .max(2000, { error: `${label} is too long` }),
  );

/** A positive whole number given as text in a query string or path, at most `max` (an id by default). */
export const positiveIntParam = (name: string, max = MAX_ID) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${name} must be at least 1` })
        .max(max, { error: `${name} must be at most ${max}` }),
    );

/** A database id in a JSON body: a positive whole number within the id column's range. */
export const idNumber = (name: string, required = `${name} is required`) =>
  z
    .number({ error: required })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive id` })
    .max(MAX_ID, { error: `${name} must be at most ${MAX_ID}` });

/** An optional id in a JSON body (one of several targets a body may name). */
export const optionalId = (name: string) => idNumber(name).optional();

/** An optional id in a query string. */
export const optionalIdParam = (name: string) => positiveIntParam(name).optional();

/** A database id in a path. */
/** One of the site's languages (LANGUAGES). */
export const languageChoice = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` });

export const idParam = z.object({ id: positiveIntParam('id') });

/** A slug in a path. */
export const slugParam = z.object({
  slug: plainText('slug', { required: 'slug is required', trim: false })
    .min(1, { error: 'slug is required' })
    .max(200, { error: 'slug is too long' }),
});

/** Paging of every list. */
export const pageQuery = z.object({
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(PUBLIC_PAGE_SIZE),
});

/** What a list query says about its depth: its page, its page size (else a fixed one), its search. */
type Paged = { page: number; limit?: number; search?: string | undefined };

/** The deepest result a list query may reach: MAX_SEARCH_DEPTH with a search term, else MAX_LIST_DEPTH. */
export const maxDepthOf = (search: string | undefined): number => (search ? MAX_SEARCH_DEPTH : MAX_LIST_DEPTH);

/**
 * A list query whose page × limit stays within the reachable depth (`maxDepthOf`): deeper pages
 * answer 400 with a readable error instead of making the database count through millions of rows.
 * `fixedLimit`: the page size of a list whose query has no `limit`.
 */
export function withinDepth<T extends z.ZodType<Paged>>(schema: T, fixedLimit = PUBLIC_PAGE_SIZE): T {
  const depth = (q: Paged) => q.page * (q.limit ?? fixedLimit);
  return schema
    .refine((q) => depth(q) <= MAX_LIST_DEPTH, {
      error: `A list shows its first ${MAX_LIST_DEPTH.toLocaleString('en')} results: page × limit must be at most ${MAX_LIST_DEPTH}. Narrow the list with a filter or a search.`,
      path: ['page'],
    })
    .refine((q) => !q.search || depth(q) <= MAX_SEARCH_DEPTH, {
      error: `A search shows its first ${MAX_SEARCH_DEPTH.toLocaleString('en')} results: page × limit must be at most ${MAX_SEARCH_DEPTH}. Refine the search to find others.`,
      path: ['page'],
    });
}

/** Paging of a list that has no other parameters, within the reachable depth. */
export const pagedQuery = withinDepth(pageQuery);

/** Sort order of public lists. */
export const sortQuery = z.enum(SORT_OPTIONS, {
  error: `sortBy must be one of: ${SORT_OPTIONS.join(', ')}`,
});

/** `includeHidden=true` on an admin list: items hidden by a pending report too (admins only; 403 otherwise). */
export const includeHiddenQuery = z
  .enum(['true', 'false'], { error: 'includeHidden must be true or false' })
  .transform((v) => v === 'true')
  .optional();

/** Free-text search, trimmed; empty means none. */
export const searchQuery = plainText('search').max(200, { error: 'search must be at most 200 characters' }).optional();

/** Pagination block of every list response. */
export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  /**
   * Present (true) when a public list holds more items than it can show (MAX_LIST_DEPTH, a search's
   * MAX_SEARCH_DEPTH): `totalItems` is then that depth, and the rest is reached by narrowing the list.
   */
  totalItemsCapped: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof pagination>;

/** ISO 8601 timestamp as returned by the API. */
export const isoDateTime = z.string();

/** The error body every failing call returns. */
export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On 5xx answers: the request's id (its `x-request-id`), for a person to quote to support. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain acknowledgement. */
export const okBody = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkBody = z.infer<typeof okBody>;

/** A created record's acknowledgement (support messages, reports). */
export const createdBody = z.object({ success: z.literal(true), id: z.number().int() });
export type CreatedBody = z.infer<typeof createdBody>;
