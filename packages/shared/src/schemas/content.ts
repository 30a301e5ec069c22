import { z } from 'zod';
import { CONTENT_TYPES, MAX_INT32, SEARCH_MIN_CHARS } from '../constants.ts';
import { idNumber, isoDateTime, pageQuery, pagination, plainText, searchQuery, sortQuery, urlText } from './common.ts';

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
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionResponse = z.object({ suggestions: z.array(suggestion) });

/** Body of POST /content and PUT /content/{id} (admin form). */
const count = (label: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(MAX_INT32, { error: `${label} must be at most ${MAX_INT32}` })
    .default(0);

export const contentBody = z.object({
  title: plainText('Title').min(1, { error: 'Title is required' }).max(200),
  url: urlText('url'),
  thumbnailUrl: urlText('thumbnailUrl').nullable().optional(),
  type: z.enum(CONTENT_TYPES).default('gallery'),
  tags: z.array(plainText('Tag').min(1).max(60)).max(50).default([]),
  model_id: idNumber('model_id', 'Please select a model'),
  slug: plainText('slug').max(220).optional(),
  info: z
    .object({
      images: count('images'),
      videos: count('videos'),
      size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER, { error: 'size is too large' }).default(0),
    })
    .default({ images: 0, videos: 0, size: 0 }),
});
export type ContentBody = z.infer<typeof contentBody>;

/** GET /content/{id}/related: the detail sidebar. */
export const relatedContentResponse = z.object({ contents: z.array(content), fromModel: z.boolean() });
/** POST /content/{id}/view. */
export const viewResponse = z.object({ counted: z.boolean(), views: z.number().int() });
