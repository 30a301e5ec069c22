import { z } from 'zod';
import { CONTENT_TYPES, SEARCH_MIN_CHARS } from '../constants.ts';
import { isoDateTime, pageQuery, pagination, searchQuery, sortQuery } from './common.ts';

/** The model summary nested in a content item. */
export const contentModel = z.object({
  name: z.string(),
  photoUrl: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
});

/** Counts and size of a content pack. */
export const contentInfo = z.object({
  images: z.number().int().min(0),
  videos: z.number().int().min(0),
  size: z.number().int().min(0),
});

/** A content item (a pack with its download link). */
export const content = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  type: z.enum(CONTENT_TYPES),
  tags: z.array(z.string()),
  model_id: z.number().int().nullable(),
  model: contentModel.nullable(),
  views: z.number().int(),
  createdAt: isoDateTime,
  info: contentInfo,
});
export type Content = z.infer<typeof content>;

/** Query of GET /content and GET /content/model/{id}. */
export const contentListQuery = pageQuery.extend({
  sortBy: sortQuery.default('recent'),
  search: searchQuery,
  type: z.enum(CONTENT_TYPES, { error: `type must be one of: ${CONTENT_TYPES.join(', ')}` }).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const contentListResponse = z.object({ contents: z.array(content), pagination });
export type ContentListResponse = z.infer<typeof contentListResponse>;

/** Content detail with its sidebar. */
export const contentDetailResponse = content.extend({
  related: z.array(content),
  relatedFromModel: z.boolean(),
});
export type ContentDetailResponse = z.infer<typeof contentDetailResponse>;

/** Query of the search suggestions. */
export const suggestionQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_CHARS, { error: `q must be at least ${SEARCH_MIN_CHARS} characters` })
    .max(100, { error: 'q must be at most 100 characters' }),
});
export const suggestion = z.object({
  kind: z.enum(['model', 'content']),
  label: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionResponse = z.object({ suggestions: z.array(suggestion) });

/** Body of POST /content and PUT /content/{id} (admin form). */
export const contentBody = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(200),
  url: z.url({ error: 'url must be a URL' }),
  thumbnailUrl: z.url({ error: 'thumbnailUrl must be a URL' }).nullable().optional(),
  type: z.enum(CONTENT_TYPES).default('gallery'),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  model_id: z.number({ error: 'Please select a model' }).int().positive(),
  slug: z.string().trim().max(220).optional(),
  info: z
    .object({
      images: z.number().int().min(0).default(0),
      videos: z.number().int().min(0).default(0),
      size: z.number().int().min(0).default(0),
    })
    .default({ images: 0, videos: 0, size: 0 }),
});
export type ContentBody = z.infer<typeof contentBody>;

/** GET /content/{id}/related: the detail sidebar. */
export const relatedContentResponse = z.object({ contents: z.array(content), fromModel: z.boolean() });
/** POST /content/{id}/view. */
export const viewResponse = z.object({ counted: z.boolean(), views: z.number().int() });
