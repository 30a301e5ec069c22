// The admin catalogue's requests (docs/product.md#admin): a subpath of their own
// (`@packdex/shared/schemas/catalogue-admin`), not in the schemas index, so the visitor bundle, which loads
// that index, does not carry the admin forms' rules.
import { z } from 'zod';
import { CONTENT_TYPES, ETHNICITIES, MAX_INT32, MIN_AGE } from '../constants.ts';
import { idNumber, plainText, positiveIntParam, urlText } from './common.ts';
import { modelPhoto } from './picture.ts';

export * from './audit.ts';
export * from './imports.ts';

// A picture stored by this site (uploads and demo images): /uploads/ then safe path segments.
const SITE_IMAGE_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const httpUrl = z.url({ protocol: /^https?$/ });

/** Whether `value` is an http(s) URL or a picture path this site serves under /uploads/. */
function isImageUrl(value: string): boolean {
  return SITE_IMAGE_PATH.test(value) ? !value.includes('..') : httpUrl.safeParse(value).success;
}

/** A picture's address: an http(s) URL, or a path under /uploads/ that an upload to this site returned. */
const imageUrlText = (label: string) =>
  plainText(label, { required: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .max(2000, { error: `${label} is too long` })
    .refine(isImageUrl, { error: `${label} must be an http(s) URL or an uploaded photo` });

/** Splits "a, b,,c" into trimmed, non-empty, distinct tags; a list is cleaned the same way. */
function cleanTags(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return [...new Set(parts.map((t) => t.trim()).filter((t) => t.length > 0))];
}

/** Tags of the admin forms: a list or one comma-separated text, trimmed, empties and repeats dropped. */
const tagList = z
  .union([z.string({ error: 'Tags must be text' }), z.array(z.string({ error: 'Each tag must be text' }))], {
    error: 'Tags must be a list or comma-separated text',
  })
  .transform((v) => cleanTags(v))
  .pipe(
    z
      .array(plainText('Tag').max(60, { error: 'A tag is at most 60 characters' }))
      .max(50, { error: 'At most 50 tags' }),
  )
  .default([]);

/**
 * A model's aliases (other names it is known by): a list or one comma-separated text, cleaned as
 * tags are; each as long as a name may be.
 */
const aliasList = z
  .union([z.string({ error: 'Aliases must be text' }), z.array(z.string({ error: 'Each alias must be text' }))], {
    error: 'Aliases must be a list or comma-separated text',
  })
  .transform((v) => cleanTags(v))
  .pipe(
    z
      .array(plainText('Alias').max(120, { error: 'An alias is at most 120 characters' }))
      .max(20, { error: 'At most 20 aliases' }),
  )
  .default([]);

/** Body of POST /content and PUT /content/{id} (admin form). */
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} must be at least 0` })
    .max(MAX_INT32, { error: `${label} must be at most ${MAX_INT32}` })
    .default(0);

export const contentBody = z.object({
  title: plainText('Title', { required: 'Title is required' })
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title is at most 200 characters' }),
  url: urlText('Download URL'),
  /**
   * Mirrors of the download, offered when the primary is dead (link health); each checked too. Left
   * out, an edit keeps the item's mirrors (a form that does not show them cannot drop them).
   */
  mirrors: z
    .array(urlText('Mirror URL'))
    .max(5, { error: 'At most 5 mirrors' })
    .optional()
    .refine((m) => m === undefined || new Set(m).size === m.length, { error: 'Mirrors must differ' }),
  thumbnailUrl: imageUrlText('Thumbnail URL').nullable().optional(),
  type: z.enum(CONTENT_TYPES, { error: `Type must be one of: ${CONTENT_TYPES.join(', ')}` }).default('gallery'),
  tags: tagList,
  model_id: idNumber('model_id', 'Please select a model'),
  slug: plainText('Slug').max(220).optional(),
  info: z
    .object({
      images: count('Images'),
      videos: count('Videos'),
      size: z
        .number({ error: 'Size must be a number' })
        .int({ error: 'Size must be a whole number of bytes' })
        .min(0, { error: 'Size must be at least 0' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'Size is too large' })
        .default(0),
    })
    .default({ images: 0, videos: 0, size: 0 }),
});
export type ContentBody = z.infer<typeof contentBody>;

const optionalText = (label: string, max: number, multiline = false) =>
  plainText(label, { multiline })
    .max(max, { error: `${label} is at most ${max} characters` })
    .nullable()
    .optional();

const wholeNumber = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}${unit}` })
    .max(max, { error: `${label} must be at most ${max}${unit}` })
    .nullable()
    .optional();

/**
 * Body of POST /models and PUT /models/{id} (the admin model form, docs/product.md#admin). Messages
 * name a field by the form's label ("Model ID is required"), as the form shows them under it.
 */
export const modelBody = z.object({
  model_id: plainText('Model ID', { required: 'Model ID is required' })
    .min(1, { error: 'Model ID is required' })
    .max(100, { error: 'Model ID is at most 100 characters' }),
  name: plainText('Name', { required: 'Name is required' })
    .min(1, { error: 'Name is required' })
    .max(120, { error: 'Name is at most 120 characters' }),
  photoUrl: imageUrlText('Photo'),
  /** Leave out to keep the current slug (or, on create, to make one from the name). */
  slug: plainText('Slug').max(140, { error: 'Slug is at most 140 characters' }).optional(),
  ethnicity: z
    .enum(ETHNICITIES, { error: `Ethnicity must be one of: ${ETHNICITIES.join(', ')}` })
    .nullable()
    .optional(),
  birthDate: z.iso.date({ error: 'Birth date must be a date (YYYY-MM-DD)' }).nullable().optional(),
  age: wholeNumber('Age', MIN_AGE, 120),
  placeOfBirth: optionalText('Birthplace', 120),
  bio: optionalText('Bio', 5000, true),
  hairColor: optionalText('Hair color', 40),
  eyeColor: optionalText('Eye color', 40),
  bodyType: optionalText('Body type', 40),
  bustSize: optionalText('Bust size', 20),
  boobsType: optionalText('Boobs type', 40),
  cupSize: optionalText('Cup size', 10),
  height: wholeNumber('Height', 100, 250, ' cm'),
  weight: wholeNumber('Weight', 30, 250, ' kg'),
  sexuality: optionalText('Sexuality', 40),
  tags: tagList,
  /** Other names the model is known by, shown on the profile and matched by search. */
  aliases: aliasList,
});
export type ModelBody = z.infer<typeof modelBody>;

/** POST /models/photo: where the uploaded (re-encoded) photo is served, for the form's photoUrl. */
export const modelPhotoResponse = z.object({ photoUrl: z.string() });
export type ModelPhotoResponse = z.infer<typeof modelPhotoResponse>;

/** The most photos one model's gallery holds. */
export const MODEL_PHOTOS_MAX = 24;

/** A model's gallery as the admin endpoints answer it (docs/catalogue-operations.md#a-models-gallery). */
export const modelPhotosResponse = z.object({
  /** The main photo's address (the model's `photoUrl`). */
  photoUrl: z.string(),
  photos: z.array(modelPhoto),
});
export type ModelPhotosResponse = z.infer<typeof modelPhotosResponse>;

/** POST /admin/models/{id}/photos as JSON: a photo the server fetches from this address (never hot-linked). */
export const modelPhotoUrlBody = z.object({
  url: plainText('Photo', { required: 'Photo is required' })
    .max(2000, { error: 'Photo is too long' })
    .refine((v) => httpUrl.safeParse(v).success, { error: 'Photo must be an http(s) URL' }),
});

/** PUT /admin/models/{id}/photos/order: every photo of the gallery, in the order wanted. */
export const modelPhotoOrderBody = z.object({
  ids: z
    .array(idNumber('id'), { error: 'ids must be a list of photo ids' })
    .min(1, { error: 'Give the order of the photos' })
    .max(MODEL_PHOTOS_MAX, { error: `A model has at most ${MODEL_PHOTOS_MAX} photos` }),
});

/** `{id}` and `{photoId}` of a gallery photo's address. */
export const modelPhotoParams = z.object({ id: positiveIntParam('id'), photoId: positiveIntParam('photoId') });

/** The most rows one bulk action may change: a larger selection is refused (narrow the search). */
export const BULK_MAX_ITEMS = 5000;

/** What a bulk action of the admin lists does; `changeModel` moves content only. */
export const BULK_ACTIONS = ['hide', 'unhide', 'delete', 'addTags', 'removeTags', 'changeModel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A bulk body's fields; `modelId` is content's only (the model its items move to). */
const bulkFields = <A extends readonly [BulkAction, ...BulkAction[]]>(actions: A) => ({
  action: z.enum(actions, { error: `action must be one of: ${actions.join(', ')}` }),
  /** The rows picked one by one (or a page of them). */
  ids: z
    .array(idNumber('id'), { error: 'ids must be a list of ids' })
    .min(1, { error: 'Select at least one item' })
    .max(BULK_MAX_ITEMS, { error: `At most ${BULK_MAX_ITEMS} items at a time` })
    .optional(),
  /** Every row the admin list's search finds ("select all matching"); no search: every row. */
  filter: z
    .object({ search: plainText('search').max(200, { error: 'search must be at most 200 characters' }).optional() })
    .strict()
    .optional(),
  /** The tags to add or remove. */
  tags: tagList.optional(),
});

/** The rules across a bulk body's fields: ids or filter, tags for the tag actions, a model to move to. */
function checkBulk(
  body: { action: BulkAction; ids?: unknown; filter?: unknown; tags?: string[] | undefined; modelId?: number },
  ctx: z.RefinementCtx,
) {
  if ((body.ids === undefined) === (body.filter === undefined))
    ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or filter' });
  if ((body.action === 'addTags' || body.action === 'removeTags') && !body.tags?.length)
    ctx.addIssue({ code: 'custom', path: ['tags'], message: 'Give at least one tag' });
  if (body.action === 'changeModel' && body.modelId === undefined)
    ctx.addIssue({ code: 'custom', path: ['modelId'], message: 'Choose a model' });
}

/** Body of POST /admin/content/bulk: one action on many items. */
export const contentBulkBody = z
  .object({
    ...bulkFields(BULK_ACTIONS),
    /** The model the items move to (changeModel). */
    modelId: idNumber('modelId', 'Choose a model').optional(),
  })
  .strict()
  .superRefine(checkBulk);
export type ContentBulkBody = z.infer<typeof contentBulkBody>;

/** Body of POST /admin/models/bulk: one action on many models (no changeModel). */
export const modelBulkBody = z
  .object(bulkFields(['hide', 'unhide', 'delete', 'addTags', 'removeTags']))
  .strict()
  .superRefine(checkBulk);
export type ModelBulkBody = z.infer<typeof modelBulkBody>;

/** What a bulk action did: how many rows it was given, changed and left as they were. */
export const bulkResponse = z.object({
  action: z.enum(BULK_ACTIONS),
  /** Rows the selection named that exist. */
  selected: z.number().int(),
  /** Rows the action changed. */
  changed: z.number().int(),
  /** Rows it left: already so, or (deleting models) still with content. */
  skipped: z.number().int(),
  /** The changed rows, so that hide and unhide can be undone exactly. */
  changedIds: z.array(z.number().int()),
});
export type BulkResponse = z.infer<typeof bulkResponse>;

/** POST /content/thumbnail: where the uploaded (processed) thumbnail is served, for the form's thumbnailUrl. */
export const contentThumbnailResponse = z.object({ thumbnailUrl: z.string() });
export type ContentThumbnailResponse = z.infer<typeof contentThumbnailResponse>;

/**
 * A bulk action on a large selection (more rows than one batch), run after its answer: POST answers
 * 202 with this, and GET /admin/bulk/{id} tells how far it has come; `result` once it is done.
 */
export const bulkOperation = z.object({
  id: z.number().int(),
  state: z.enum(['running', 'done', 'failed']),
  /** Rows of the selection worked through. */
  done: z.number().int(),
  total: z.number().int(),
  /** `done` of `total`, 0–100. */
  percent: z.number().int(),
  result: bulkResponse.nullable(),
  error: z.string().nullable(),
});
export type BulkOperation = z.infer<typeof bulkOperation>;
