import { z } from 'zod';
import { tagSlugsParam } from './tags.ts';
import { CONTENT_TYPES, SEARCH_MIN_CHARS, SHARE_PLATFORMS } from '../constants.ts';
import {
  includeHiddenQuery,
  isoDateTime,
  pageQuery,
  pagination,
  plainText,
  searchQuery,
  sortQuery,
  withinDepth,
} from './common.ts';
import { picture } from './picture.ts';

/** The model summary nested in a content item. */
const contentModel = z.object({
  name: z.string(),
  photoUrl: z.string(),
  photo: picture.nullable().optional(),
  slug: z.string(),
  bio: z.string().nullable(),
});

/** Counts and size of a content pack. */
const contentInfo = z.object({
  images: z.number().int().min(0),
  videos: z.number().int().min(0),
  size: z.number().int().min(0),
});

/** One download link of an item as admins see it (link health: primary first, then mirrors). */
export const contentLink = z.object({
  url: z.string(),
  state: z.enum(['alive', 'dead', 'unknown']),
  checkedAt: isoDateTime.nullable(),
});
export type ContentLink = z.infer<typeof contentLink>;

/** A content item (a pack with its download link). */
export const content = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The stored thumbnail's sizes and placeholder (null for one stored before the image pipeline). */
  thumbnail: picture.nullable().optional(),
  type: z.enum(CONTENT_TYPES),
  tags: z.array(z.string()),
  model_id: z.number().int().nullable(),
  model: contentModel.nullable(),
  views: z.number().int(),
  createdAt: isoDateTime,
  info: contentInfo,
  /** Hidden from the public by a pending report (admin lists with includeHidden only). */
  hidden: z.boolean().optional(),
  /** A draft waiting in the review queue, or one a reviewer rejected (admin lists with includeHidden only). */
  review: z.enum(['pending', 'rejected']).nullable().optional(),
  /** When the signed-in viewer last viewed it (the viewing history only). */
  viewedAt: isoDateTime.optional(),
  /** Admins: every download link with its checked state (one item's page only). */
  links: z.array(contentLink).optional(),
  /** When the offered download link was last checked and found alive (one item's page only, once it was). */
  linkCheckedAt: isoDateTime.optional(),
});
export type Content = z.infer<typeof content>;

/** The filters and order of a content list, without its page: also what a saved search keeps. */
export const contentFilterFields = {
  sortBy: sortQuery.default('recent'),
  search: searchQuery,
  type: z.enum(CONTENT_TYPES, { error: `type must be one of: ${CONTENT_TYPES.join(', ')}` }).optional(),
  /** Items carrying each tag (or one of its children); repeatable. */
  tag: tagSlugsParam('tag'),
  /** Items carrying none of these tags. */
  excludeTag: tagSlugsParam('excludeTag'),
};

/** Query of GET /content and GET /content/model/{id}. */
export const contentListQuery = withinDepth(
  pageQuery.extend({ ...contentFilterFields, includeHidden: includeHiddenQuery }),
);
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const contentListResponse = z.object({ contents: z.array(content), pagination });
export type ContentListResponse = z.infer<typeof contentListResponse>;

/** Query of the search suggestions. */
export const suggestionQuery = z.object({
  q: plainText('q')
    .min(SEARCH_MIN_CHARS, { error: `q must be at least ${SEARCH_MIN_CHARS} characters` })
    .max(100, { error: 'q must be at most 100 characters' }),
});
export const suggestion = z.object({
  kind: z.enum(['model', 'content']),
  label: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  /** A model found by one of its aliases: the alias that matched better than the name. */
  alias: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionResponse = z.object({ suggestions: z.array(suggestion) });
export type SuggestionResponse = z.infer<typeof suggestionResponse>;

/** GET /content/{id}/related: the detail sidebar. */
export const relatedContentResponse = z.object({ contents: z.array(content), fromModel: z.boolean() });
export type RelatedContentResponse = z.infer<typeof relatedContentResponse>;
/** GET /content/{id}/similar: "More like this", items of other models sharing the most tags (at most 12). */
export const similarContentResponse = z.object({ contents: z.array(content) });
export type SimilarContentResponse = z.infer<typeof similarContentResponse>;
/** POST /content/{id}/view. */
export const viewResponse = z.object({ counted: z.boolean(), views: z.number().int() });
export type ViewResponse = z.infer<typeof viewResponse>;

/** Body of POST /content/{id}/share. */
export const shareBody = z.object({
  platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of: ${SHARE_PLATFORMS.join(', ')}` }),
});
