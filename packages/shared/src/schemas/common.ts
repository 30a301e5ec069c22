import { z } from 'zod';
import { MAX_PAGE_SIZE, PUBLIC_PAGE_SIZE, SORT_OPTIONS } from '../constants.ts';

/** A positive whole number given as text in a query string or path. */
export const positiveIntParam = (name: string) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${name} must be at least 1` }),
    );

/** A database id in a path. */
export const idParam = z.object({ id: positiveIntParam('id') });
export type IdParam = z.infer<typeof idParam>;

/** A slug in a path. */
export const slugParam = z.object({
  slug: z.string().min(1, { error: 'slug is required' }).max(200, { error: 'slug is too long' }),
});

/** Paging of every list. */
export const pageQuery = z.object({
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit')
    .pipe(z.number().max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` }))
    .default(PUBLIC_PAGE_SIZE),
});

/** Sort order of public lists. */
export const sortQuery = z.enum(SORT_OPTIONS, {
  error: `sortBy must be one of: ${SORT_OPTIONS.join(', ')}`,
});

/** Free-text search, trimmed; empty means none. */
export const searchQuery = z
  .string()
  .max(200, { error: 'search must be at most 200 characters' })
  .transform((s) => s.trim())
  .optional();

/** Pagination block of every list response. */
export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** ISO 8601 timestamp as returned by the API. */
export const isoDateTime = z.string();

/** The error body every failing call returns. */
export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain acknowledgement. */
export const okBody = z.object({ success: z.literal(true), message: z.string().optional() });

/** A created record's acknowledgement (support messages, reports). */
export const createdBody = z.object({ success: z.literal(true), id: z.number().int() });
