import { z } from 'zod';

/**
 * A picture this site stored and processed (a model's photo, an item's thumbnail): whether it has
 * landed, its size, the widths it is served at (`srcset`) and a tiny placeholder (a ThumbHash,
 * base64) shown while it loads. Pictures stored before the image pipeline have none.
 */
export const picture = z.object({
  /** `pending` while a picture given by URL is being fetched; `failed` when it could not be. */
  status: z.enum(['pending', 'ready', 'failed']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The WebP variants as an `<img srcset>` value (empty until ready). */
  srcset: z.string(),
  /** ThumbHash of the picture, base64 (null until ready). */
  placeholder: z.string().nullable(),
});
export type Picture = z.infer<typeof picture>;

/**
 * One photo of a model's gallery (the profile's `photos`, in the admins' order): the stored picture
 * with its address and whether it is the main photo (the one cards and the profile header show).
 */
export const modelPhoto = picture.extend({
  id: z.number().int(),
  /** The widest WebP variant: what `photoUrl` names when this photo is the main one. */
  url: z.string(),
  main: z.boolean(),
});
export type ModelPhoto = z.infer<typeof modelPhoto>;
