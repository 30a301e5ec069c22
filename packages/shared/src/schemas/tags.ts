import { z } from 'zod';
import { MAX_PAGE_SIZE, TAG_BLACKLIST_MAX } from '../constants.ts';
import { idNumber, idParam, isPlainText, pagination, plainText, positiveIntParam } from './common.ts';

/** A tag's slug in a query: repeatable (`tag=a&tag=b`), each at most 100 characters. */
export const tagSlugsParam = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))])
    .refine((list) => list.length <= 10, { error: `at most 10 ${label} values` })
    .refine((list) => list.every((s) => isPlainText(s)), { error: `${label} must not contain control characters` })
    .refine((list) => list.every((s) => s.length <= 100 && /^[\p{L}\p{N}-]+$/u.test(s)), {
      error: `${label} must be tag slugs`,
    })
    .optional();

/** GET /tags: the public list, by popularity or A–Z; `search` finds a tag by its name, slug or an alias. */
export const tagListQuery = z.object({
  sortBy: z.enum(['popular', 'name'], { error: 'sortBy must be one of: popular, name' }).default('popular'),
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(60),
  search: plainText('search').max(100, { error: 'search must be at most 100 characters' }).optional(),
});
export type TagListQuery = z.infer<typeof tagListQuery>;

/** A tag in lists: `parent` is its parent's slug. `count`: visible items and profiles carrying it. */
export const tagSummary = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
  parent: z.string().nullable(),
});
export type TagSummary = z.infer<typeof tagSummary>;
export const tagListResponse = z.object({ tags: z.array(tagSummary), pagination });
export type TagListResponse = z.infer<typeof tagListResponse>;

/** GET /tags/{slug} (also by an alias's slug): the tag, its aliases and its children. */
export const tagDetail = tagSummary.extend({
  aliases: z.array(z.string()),
  children: z.array(tagSummary),
});
export type TagDetail = z.infer<typeof tagDetail>;

/** An admin's tag: every tag, with its id, its parent's id and its aliases. */
export const adminTag = tagSummary.extend({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  aliases: z.array(z.string()),
});
export type AdminTag = z.infer<typeof adminTag>;
export const adminTagListQuery = z.object({
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(50),
  search: plainText('search').max(100, { error: 'search must be at most 100 characters' }).optional(),
});
export const adminTagListResponse = z.object({ tags: z.array(adminTag), pagination });
export type AdminTagListResponse = z.infer<typeof adminTagListResponse>;

const tagName = plainText('name')
  .min(1, { error: 'name is required' })
  .max(60, { error: 'name must be at most 60 characters' });

/** PUT /admin/tags/{id}: rename and/or set the parent (null: none). */
export const adminTagBody = z.object({
  name: tagName.optional(),
  parentId: idNumber('parentId').nullable().optional(),
});
export type AdminTagBody = z.infer<typeof adminTagBody>;
/** POST /admin/tags/{id}/merge: the tag's items move to `into`; its name stays as an alias. */
export const adminTagMergeBody = z.object({ into: idNumber('into') });
/** POST /admin/tags/{id}/aliases. */
export const adminTagAliasBody = z.object({ name: tagName });
export type AdminTagAliasBody = z.infer<typeof adminTagAliasBody>;

/** A tag slug in a body (the tag blacklist): what the tag pages' addresses use. */
const tagSlugText = (label: string) =>
  plainText(label, { required: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} must be at most 100 characters` });

/** A tag as an account's blacklist lists it. */
export const hiddenTag = z.object({ slug: z.string(), name: z.string() });
export type HiddenTag = z.infer<typeof hiddenTag>;
/** GET/PUT /account/tag-blacklist: the tags whose items the account does not want listed, A–Z. */
export const tagBlacklistResponse = z.object({ tags: z.array(hiddenTag) });
export type TagBlacklistResponse = z.infer<typeof tagBlacklistResponse>;
/** PUT /account/tag-blacklist: the whole list (replaces it), at most TAG_BLACKLIST_MAX slugs. */
export const tagBlacklistBody = z.object({
  tags: z
    .array(tagSlugText('tag'), { error: 'tags must be a list of tag slugs' })
    .max(TAG_BLACKLIST_MAX, { error: `You can hide at most ${TAG_BLACKLIST_MAX} tags` }),
});
export type TagBlacklistBody = z.infer<typeof tagBlacklistBody>;
/** POST /account/tag-blacklist: one tag to add (its slug, or an alias's). */
export const tagBlacklistAddBody = z.object({ tag: tagSlugText('tag') });
export type TagBlacklistAddBody = z.infer<typeof tagBlacklistAddBody>;
/** DELETE /account/tag-blacklist/{slug}: the tag to show again. */
export const tagBlacklistParam = z.object({ slug: tagSlugText('slug') });

/** DELETE /admin/tags/{id}/aliases/{slug}: the tag and one of its aliases' slug, plain text (no NUL reaches the database). */
export const tagAliasParams = idParam.extend({
  slug: plainText('slug', { required: 'slug is required', trim: false })
    .min(1, { error: 'slug is required' })
    .max(100, { error: 'slug is too long' }),
});
