import { z } from 'zod';
import { DIGEST_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_NOTIFY } from '../constants.ts';
import { isoDateTime, plainText } from './common.ts';
import { contentFilterFields } from './content.ts';
import { normaliseSavedQuery, savedSearchParams, type SavedSearchQuery } from '../utils/saved-search.ts';

/**
 * Saved searches (docs/product.md#saved-searches): a content list's filters kept under a name,
 * which may notify (the bell) of new items matching them; and the e-mail digest's frequency.
 */

const savedSearchName = plainText('name', { required: 'name is required' })
  .min(1, { error: 'name is required' })
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, { error: `name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters` });
const notifyField = z.enum(SAVED_SEARCH_NOTIFY, { error: `notify must be one of: ${SAVED_SEARCH_NOTIFY.join(', ')}` });

/**
 * A saved search's query: the content list's filters (same rules as GET /content), normalised (no
 * empty values, tags sorted, the default order left out) so two equal searches are stored alike.
 * At least one filter (a search, a type or a tag) is required: the order alone matches everything.
 */
export const savedSearchQuery = z
  .strictObject(contentFilterFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `query has filters a list does not have: ${issue.keys.join(', ')}`
        : 'query must be an object of list filters',
  })
  .transform((q) => normaliseSavedQuery(q))
  .refine((q) => q.search !== undefined || q.type !== undefined || q.tag !== undefined || q.excludeTag !== undefined, {
    error: 'query needs a search, a type or a tag',
  });

/** A saved search's query as stored and returned (normalised). */
export const savedSearchQueryOut = z.object({
  search: z.string().optional(),
  type: contentFilterFields.type,
  tag: z.array(z.string()).optional(),
  excludeTag: z.array(z.string()).optional(),
  sortBy: z.enum(['recent', 'popular']).optional(),
});
export type { SavedSearchQuery };
/** Re-exported: the normal form and query string live in utils (no zod), for the web's first page. */
export { normaliseSavedQuery, savedSearchParams };

/** POST /saved-searches. */
export const createSavedSearchBody = z.object({
  name: savedSearchName,
  query: savedSearchQuery,
  notify: notifyField.default('bell'),
});
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;
export const createdSavedSearch = z.object({ id: z.number().int() });

/** PATCH /saved-searches/{id}: rename, change the query or the alert, or mark it opened (new count back to 0). */
export const updateSavedSearchBody = z
  .object({
    name: savedSearchName.optional(),
    query: savedSearchQuery.optional(),
    notify: notifyField.optional(),
    opened: z.literal(true, { error: 'opened must be true' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.query !== undefined || b.notify !== undefined || b.opened !== undefined, {
    error: 'Give a name, a query, notify or opened',
  });
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;

/** One saved search of the signed-in account. */
export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  query: savedSearchQueryOut,
  notify: notifyField,
  /** New matching items found since the search was last opened (counted as they are published). */
  newCount: z.number().int(),
  createdAt: isoDateTime,
  openedAt: isoDateTime.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

/** GET /saved-searches: the account's saved searches, newest first, and how many it may keep. */
export const savedSearchesResponse = z.object({
  savedSearches: z.array(savedSearch),
  limit: z.number().int(),
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponse>;

/** GET/PUT /account/digest: the e-mail digest of new items. */
export const digestSettings = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, { error: `frequency must be one of: ${DIGEST_FREQUENCIES.join(', ')}` }),
});
export type DigestSettings = z.infer<typeof digestSettings>;
