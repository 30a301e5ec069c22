import { z } from 'zod';
import {
  contentBody,
  type ContentBody,
  type ImportRefusal,
  modelBody,
  type ModelBody,
} from '@packdex/shared/schemas/catalogue-admin';

/**
 * The columns of an import file (docs/catalogue-operations.md), in the order an export writes them:
 * `kind`, then a model's fields, then an item's. An item names its model by `model_id` (the
 * model's text identifier, not the database id). Names are the API's (camelCase); `birthPlace` is
 * read as `placeOfBirth`, as the spec uses both.
 */
export const IMPORT_COLUMNS = [
  'kind',
  'model_id',
  'name',
  'photoUrl',
  'slug',
  'ethnicity',
  'birthDate',
  'age',
  'placeOfBirth',
  'bio',
  'hairColor',
  'eyeColor',
  'bodyType',
  'bustSize',
  'boobsType',
  'cupSize',
  'height',
  'weight',
  'sexuality',
  'title',
  'url',
  'thumbnailUrl',
  'type',
  'images',
  'videos',
  'size',
  'tags',
  'aliases',
  'mirrors',
  'external_id',
] as const;

const NUMERIC = new Set(['age', 'height', 'weight', 'images', 'videos', 'size']);
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const itemSchema = contentBody.omit({ model_id: true });
const modelRefSchema = modelBody.shape.model_id;
/** An item's id in the catalogue the file comes from: the key it is matched by when given. */
const externalIdSchema = z
  .string({ error: 'external_id must be text' })
  .trim()
  .min(1, { error: 'external_id must not be blank' })
  .max(200, { error: 'external_id is at most 200 characters' })
  .optional();
/** A CSV cell of mirrors: extra download URLs separated by spaces or line breaks (a URL holds neither). */
const mirrorList = (value: unknown) => (typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value);

export type ItemInput = Omit<ContentBody, 'model_id'>;

/** A record read as what it describes, or the reasons it cannot be taken. */
export type ParsedRow =
  | { kind: 'model'; key: string; input: ModelBody }
  | { kind: 'content'; key: string; modelRef: string; externalId?: string; input: ItemInput }
  | { kind: 'refused'; refusals: ImportRefusal[] };

/**
 * A cell as the schemas expect it. CSV cells are text: an empty one is left out (the field's
 * default), and a number-looking one in a numeric column becomes a number (anything else stays text
 * for the schema to refuse with its own message). JSON values pass as they are; null is left out.
 */
function cell(name: string, value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && NUMERIC.has(name) && NUMBER_TEXT.test(value.trim())) return Number(value);
  return value;
}

function present(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const key = name === 'birthPlace' ? 'placeOfBirth' : name;
    const v = cell(key, value);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** The schema's complaints as refusals, one per field, named as the file's column (`info.size` is `size`). */
function refusalsOf(row: number, error: z.ZodError): ImportRefusal[] {
  const seen = new Set<string>();
  const out: ImportRefusal[] = [];
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => typeof p === 'string');
    const field = (path[0] === 'info' && path[1] ? path[1] : path[0]) ?? 'row';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ row, field, error: issue.message });
  }
  return out;
}

/** Reads one record as a model or an item, checked with the admin forms' schemas. */
export function parseRow(row: number, fields: Record<string, unknown>): ParsedRow {
  const values = present(fields);
  const { kind, ...rest } = values;
  if (kind === 'model') {
    const parsed = modelBody.safeParse(rest);
    return parsed.success
      ? { kind: 'model', key: parsed.data.model_id, input: parsed.data }
      : { kind: 'refused', refusals: refusalsOf(row, parsed.error) };
  }
  if (kind === 'content') {
    const { model_id: modelRef, external_id: externalId, images, videos, size, info, mirrors, ...item } = rest;
    const flat = { images, videos, size };
    const merged = info === undefined ? flat : { ...flat, ...(typeof info === 'object' ? info : {}) };
    const parsed = itemSchema.safeParse({
      ...item,
      ...(mirrors === undefined ? {} : { mirrors: mirrorList(mirrors) }),
      info: info !== undefined && typeof info !== 'object' ? info : merged,
    });
    const ref = modelRefSchema.safeParse(modelRef);
    const external = externalIdSchema.safeParse(typeof externalId === 'number' ? String(externalId) : externalId);
    const refusals = [
      ...(ref.success ? [] : refusalsOf(row, ref.error).map((r) => ({ ...r, field: 'model_id' }))),
      ...(parsed.success ? [] : refusalsOf(row, parsed.error)),
      ...(external.success ? [] : refusalsOf(row, external.error).map((r) => ({ ...r, field: 'external_id' }))),
    ].sort((a, b) => IMPORT_COLUMNS.indexOf(a.field as never) - IMPORT_COLUMNS.indexOf(b.field as never));
    if (!ref.success || !parsed.success || !external.success) return { kind: 'refused', refusals };
    // An item is matched by its external id when the row gives one, else by its URL.
    return external.data
      ? {
          kind: 'content',
          key: `external_id ${external.data}`,
          modelRef: ref.data,
          externalId: external.data,
          input: parsed.data,
        }
      : { kind: 'content', key: `url ${parsed.data.url}`, modelRef: ref.data, input: parsed.data };
  }
  return {
    kind: 'refused',
    refusals: [
      {
        row,
        field: 'kind',
        error: kind === undefined ? 'kind is required (model or content)' : 'kind must be model or content',
      },
    ],
  };
}
