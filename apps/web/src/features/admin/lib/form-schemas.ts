import { z } from 'zod';
import { contentBody, modelBody } from '@packdex/shared/schemas/catalogue-admin';
import type { Content, Model } from '@packdex/shared/schemas';
import { msg } from '@/lib/i18n/i18n.ts';

// The admin forms hold what the inputs hold (text); these schemas turn it into the API's bodies and
// then check it with the very schemas the API uses (docs/product.md#admin), so the messages match.

/** '' → null, anything else a number (a non-number is left for the API's rule to refuse). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

const m = modelBody.shape;
/** The API's rule for a field, taking what the form's transform gives it (zod types a pipe's input strictly). */
const rule = <In, Out>(schema: z.ZodType<Out>) => schema as unknown as z.ZodType<Out, In>;
/** A text input read as an optional whole number, checked by the API's rule for that field. */
const numberField = <Out>(schema: z.ZodType<Out>) =>
  z.string().transform(numberOrNull).pipe(rule<number | null, Out>(schema));
/** A text input whose empty value means "none", checked by the API's rule for that field. */
const optionalField = <Out>(schema: z.ZodType<Out>) =>
  z.string().transform(textOrNull).pipe(rule<string | null, Out>(schema));

/** The model form → POST/PUT /models body, field by field, so every invalid field shows its message. */
export const modelForm = z
  .object({
    model_id: m.model_id,
    name: m.name,
    photoUrl: m.photoUrl,
    /** Empty keeps the current slug (or makes one from the name). */
    slug: z
      .string()
      .transform((v) => (v.trim() === '' ? undefined : v))
      .pipe(rule<string | undefined, string | undefined>(m.slug)),
    ethnicity: optionalField(m.ethnicity),
    birthDate: optionalField(m.birthDate),
    age: numberField(m.age),
    placeOfBirth: optionalField(m.placeOfBirth),
    bio: optionalField(m.bio),
    hairColor: optionalField(m.hairColor),
    eyeColor: optionalField(m.eyeColor),
    bodyType: optionalField(m.bodyType),
    bustSize: optionalField(m.bustSize),
    boobsType: optionalField(m.boobsType),
    cupSize: optionalField(m.cupSize),
    height: numberField(m.height),
    weight: numberField(m.weight),
    sexuality: optionalField(m.sexuality),
    /** Comma-separated; trimmed, empties dropped. */
    tags: z.string().pipe(rule<string, string[]>(m.tags)),
    /** One input per alias; blanks dropped, each checked by the API's rule. */
    aliases: z
      .array(z.object({ name: z.string() }))
      .transform((rows) => rows.map((row) => row.name))
      .pipe(rule<string[], string[]>(m.aliases)),
  })
  .transform(({ slug, ...rest }) => (slug === undefined ? rest : { ...rest, slug }));
export type ModelFormValues = z.input<typeof modelForm>;
export type ModelFormOutput = z.output<typeof modelForm>;

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The form's starting values: empty for a new model, the model's own when editing. */
export function modelFormValues(model: Model | null): ModelFormValues {
  return {
    model_id: text(model?.model_id),
    name: text(model?.name),
    photoUrl: text(model?.photoUrl),
    slug: '',
    ethnicity: text(model?.ethnicity),
    birthDate: text(model?.birthDate),
    age: text(model?.age),
    placeOfBirth: text(model?.placeOfBirth),
    bio: text(model?.bio),
    hairColor: text(model?.hairColor),
    eyeColor: text(model?.eyeColor),
    bodyType: text(model?.bodyType),
    bustSize: text(model?.bustSize),
    boobsType: text(model?.boobsType),
    cupSize: text(model?.cupSize),
    height: text(model?.height),
    weight: text(model?.weight),
    sexuality: text(model?.sexuality),
    tags: model?.tags.join(', ') ?? '',
    aliases: model?.aliases.map((name) => ({ name })) ?? [],
  };
}

/** The model a content item belongs to, as the picker shows it. */
type PickedModel = Pick<Model, 'id' | 'name' | 'photoUrl'>;

// Shown with t() where the form shows it (the content form's alert).
const MODEL_NOT_SELECTED = msg('Please select a model');

const c = contentBody.shape;
const info = c.info.unwrap().shape;
/** '' → 0 (the counts start at 0), anything else a number for the API's rule to check. */
const countField = (schema: z.ZodType<number>) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? 0 : Number(v.trim())))
    .pipe(rule<number, number>(schema));

/** The content form → POST/PUT /content body; without a picked model: 'Please select a model'. */
export const contentForm = z
  .object({
    title: c.title,
    model: z.custom<PickedModel | null>().refine((v): v is PickedModel => v != null, { error: MODEL_NOT_SELECTED }),
    url: c.url,
    thumbnailUrl: z
      .string()
      .transform((v) => (v.trim() === '' ? null : v.trim()))
      .pipe(rule<string | null, string | null | undefined>(c.thumbnailUrl)),
    type: c.type,
    tags: z.string().pipe(rule<string, string[]>(c.tags)),
    images: countField(info.images),
    videos: countField(info.videos),
    size: countField(info.size),
    /**
     * The mirrors' inputs, blanks dropped; null when the form does not know the item's mirrors, which
     * then leaves them out of the body so the API keeps them.
     */
    mirrors: z
      .array(z.object({ url: z.string() }))
      .nullable()
      .transform((rows) => rows?.map((row) => row.url.trim()).filter((url) => url !== '') ?? undefined)
      .pipe(rule<string[] | undefined, string[] | undefined>(c.mirrors)),
  })
  .transform(({ model, images, videos, size, mirrors, ...rest }) => ({
    ...rest,
    model_id: model.id,
    info: { images, videos, size },
    ...(mirrors === undefined ? {} : { mirrors }),
  }));
export type ContentFormValues = z.input<typeof contentForm>;
export type ContentFormOutput = z.output<typeof contentForm>;

export function contentFormValues(item: Content | null, { addMirror = false } = {}): ContentFormValues {
  // links is primary first, then the mirrors; an item without it (a list's copy) leaves them unknown.
  const mirrors = !item ? [] : item.links ? item.links.slice(1).map(({ url }) => ({ url })) : null;
  return {
    title: item?.title ?? '',
    model:
      item?.model && item.model_id !== null
        ? { id: item.model_id, name: item.model.name, photoUrl: item.model.photoUrl }
        : null,
    url: item?.url ?? '',
    thumbnailUrl: item?.thumbnailUrl ?? '',
    type: item?.type ?? 'gallery',
    tags: item?.tags.join(', ') ?? '',
    images: String(item?.info.images ?? 0),
    videos: String(item?.info.videos ?? 0),
    size: String(item?.info.size ?? 0),
    mirrors: mirrors && addMirror ? [...mirrors, { url: '' }] : mirrors,
  };
}
