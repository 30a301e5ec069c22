import { z } from 'zod';
import { tagSlugsParam } from './tags.ts';
import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS, MAX_AGE, MIN_AGE } from '../constants.ts';
import {
  isoDateTime,
  pageQuery,
  withinDepth,
  pagination,
  positiveIntParam,
  searchQuery,
  sortQuery,
  includeHiddenQuery,
} from './common.ts';
import { modelPhoto, picture } from './picture.ts';

/** A model (performer) profile. */
export const model = z.object({
  id: z.number().int(),
  model_id: z.string(),
  slug: z.string(),
  name: z.string(),
  photoUrl: z.string(),
  /** The stored photo's sizes and placeholder (null for a photo stored before the image pipeline). */
  photo: picture.nullable().optional(),
  /** The gallery, in the admins' order, the main photo among them (profile only; empty when none was added). */
  photos: z.array(modelPhoto).optional(),
  views: z.number().int(),
  ethnicity: z.enum(ETHNICITIES).nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  placeOfBirth: z.string().nullable(),
  birthPlace: z.string().nullable(),
  bio: z.string().nullable(),
  hairColor: z.string().nullable(),
  eyeColor: z.string().nullable(),
  bodyType: z.string().nullable(),
  bustSize: z.string().nullable(),
  boobsType: z.string().nullable(),
  cupSize: z.string().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  sexuality: z.string().nullable(),
  tags: z.array(z.string()),
  /** Other names the model is known by ("Also known as" on the profile). */
  aliases: z.array(z.string()),
  createdAt: isoDateTime,
  /** Number of content items of this model. */
  contents: z.number().int(),
  /** Followers (profile only). */
  followers: z.number().int().optional(),
  /** Whether the signed-in viewer follows this model (profile only). */
  isFollowing: z.boolean().optional(),
  /** Hidden from the public by a pending report (admin lists with includeHidden only). */
  hidden: z.boolean().optional(),
  /** Where its consent records stand (admin lists with includeHidden only; docs/compliance.md#consent-records). */
  consent: z.enum(['current', 'expired', 'missing']).optional(),
  /** A draft waiting in the review queue, or one a reviewer rejected (admin lists with includeHidden only). */
  review: z.enum(['pending', 'rejected']).nullable().optional(),
});
export type Model = z.infer<typeof model>;

const ageParam = (name: string) =>
  positiveIntParam(name).pipe(
    z
      .number()
      .min(MIN_AGE, { error: `${name} must be at least ${MIN_AGE}` })
      .max(MAX_AGE, { error: `${name} must be at most ${MAX_AGE}` }),
  );
const enumParam = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional();

/** Query of GET /models. */
export const modelListQuery = withinDepth(
  pageQuery
    .extend({
      sortBy: sortQuery.default('recent'),
      search: searchQuery,
      ethnicity: enumParam('ethnicity', ETHNICITIES),
      hairColor: enumParam('hairColor', HAIR_COLORS),
      eyeColor: enumParam('eyeColor', EYE_COLORS),
      bodyType: enumParam('bodyType', BODY_TYPES),
      minAge: ageParam('minAge').optional(),
      maxAge: ageParam('maxAge').optional(),
      includeHidden: includeHiddenQuery,
      /** Profiles carrying this tag (or one of its children). */
      tag: tagSlugsParam('tag'),
    })
    .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
      error: 'minAge must not be greater than maxAge',
      path: ['minAge'],
    }),
);
export type ModelListQuery = z.infer<typeof modelListQuery>;

export const modelListResponse = z.object({ models: z.array(model), pagination });
export type ModelListResponse = z.infer<typeof modelListResponse>;
/** GET /models/{slug}/similar: the profile's similar models (at most 12), as the list's cards. */
export const similarModelsResponse = z.object({ models: z.array(model) });
export type SimilarModelsResponse = z.infer<typeof similarModelsResponse>;
