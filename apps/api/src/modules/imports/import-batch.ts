import type { ImportRefusal } from '@packdex/shared/schemas/catalogue-admin';
import { slugify } from '@packdex/shared/utils';
import type { Executor } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { chosenSlug, freeSlug } from '../../lib/slugs.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import {
  checkContentRules,
  contentFields,
  contentSearchText,
  storedThumbnail,
  thumbnailColumns,
} from '../content/content-rules.ts';
import { type BannedTermsGuard, catalogueFields } from '../banned-terms/banned-terms.service.ts';
import type { DenylistService } from '../denylist/denylist.service.ts';
import { noDrafts, type Drafts } from '../../lib/drafts.ts';
import { modelFields, modelIssue, photoColumns, storedPhoto } from '../models/models-admin.service.ts';
import type { ItemPicture, PicturesService } from '../pictures/pictures.service.ts';
import type { LinkHealthRepository } from '../link-health/link-health.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { ItemInput, ParsedRow } from './import-rows.ts';

/** What an import writes through: the catalogue's own repositories and rules. */
export interface Catalogue {
  models: Pick<
    ModelsRepository,
    'byModelIds' | 'insert' | 'update' | 'tagsFor' | 'slugsAmong' | 'slugsStartingWith' | 'usedBy'
  >;
  content: Pick<
    ContentRepository,
    | 'byUrls'
    | 'byExternalIds'
    | 'insert'
    | 'update'
    | 'tagsFor'
    | 'slugsAmong'
    | 'slugsStartingWith'
    | 'slugUsedBy'
    | 'searchPartsForModel'
    | 'setSearchText'
  >;
  denylist: Pick<DenylistService, 'assertAllowed'>;
  /** The items' download links as link health checks them: an imported item's link is checked too. */
  links: Pick<LinkHealthRepository, 'sync' | 'forContents'>;
  /** Titles, tags, names, aliases and bios are refused when they hold a banned term, as in the forms. */
  bannedTerms: Pick<BannedTermsGuard, 'find'>;
  /** Pictures given by address are fetched and stored, never hot-linked (queued here, fetched by the pictures job). */
  pictures: Pick<PicturesService, 'take'>;
  /** Review before publication: a new model or item becomes a hidden draft when it is on. */
  drafts?: Drafts;
  /** Logs an item published by the import, for the saved searches' alerts and digests. */
  published?: (contentId: number, trx: Executor) => Promise<void>;
}

/**
 * What one import remembers across its batches: the row where each model_id and URL first came
 * (a second row of the same one is refused, so a dry run and its apply count the same), and in a
 * dry run the models the file would create, so its items can name them.
 */
export interface FileState {
  models: Map<string, number>;
  items: Map<string, number>;
  planned: Map<string, string>;
}

export const newFileState = (): FileState => ({ models: new Map(), items: new Map(), planned: new Map() });

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  refusals: ImportRefusal[];
}

type Outcome = 'created' | 'updated' | 'unchanged' | ImportRefusal;

/** A row that is the second of its key in the file, or null (and the key is now taken by `row`). */
export function repeatOf(state: FileState, row: number, parsed: ParsedRow): ImportRefusal | null {
  if (parsed.kind === 'refused') return null;
  const seen = parsed.kind === 'model' ? state.models : state.items;
  const first = seen.get(parsed.key);
  if (first !== undefined && first !== row) {
    const [field, value] =
      parsed.kind === 'model'
        ? ['model_id', parsed.key]
        : parsed.externalId
          ? ['external_id', parsed.externalId]
          : ['url', parsed.input.url];
    return { row, field, error: `${field} ${value} is already in row ${first} of this file` };
  }
  seen.set(parsed.key, row);
  return null;
}

/**
 * The row as refused when its title, tags, name, aliases or bio hold a banned term (the message the
 * forms give, the column as the field), else as it was. Checked as the row is read, outside any
 * batch's transaction (the list may be loaded from the database).
 */
export async function screened(
  bannedTerms: Catalogue['bannedTerms'],
  row: number,
  parsed: ParsedRow,
): Promise<ParsedRow> {
  if (parsed.kind === 'refused') return parsed;
  const { input } = parsed;
  const columns =
    parsed.kind === 'model'
      ? { name: parsed.input.name, aliases: parsed.input.aliases, bio: parsed.input.bio, tags: input.tags }
      : { title: parsed.input.title, tags: input.tags };
  for (const [field, value] of Object.entries(columns))
    for (const checked of catalogueFields({ tags: [], [field]: value })) {
      const term = await bannedTerms.find(checked.text);
      if (term)
        return {
          kind: 'refused',
          refusals: [{ row, field, error: `${checked.field} contains the banned term "${term}"` }],
        };
    }
  return parsed;
}

/** A stored or written value as text (numbers may come back as strings or bigints on PostgreSQL). */
function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'bigint') return v.toString();
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Whether the stored row already holds every field (and the tags) a file row would write. */
function same(stored: Record<string, unknown>, fields: Record<string, unknown>, storedTags: string[], tags: string[]) {
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'updated_at' || key === 'search_text') continue;
    if (text(stored[key]) !== text(value)) return false;
  }
  return [...storedTags].sort().join('\n') === [...tags].sort().join('\n');
}

/** A slug the row chose, or a refusal when it has nothing usable or another row of the table has it. */
async function chosen(
  row: number,
  typed: string,
  taken: (slug: string) => Promise<unknown>,
): Promise<string | ImportRefusal> {
  let slug: string;
  try {
    slug = chosenSlug(typed);
  } catch (err) {
    return { row, field: 'slug', error: (err as Error).message };
  }
  return (await taken(slug)) ? { row, field: 'slug', error: 'That slug is already in use' } : slug;
}

/** A free slug made from `text`: one equality lookup when it is free, as it nearly always is. */
async function generated(
  text: string,
  fallback: string,
  repo: Pick<Catalogue['models'], 'slugsAmong' | 'slugsStartingWith'>,
  trx: Executor,
) {
  const wanted = slugify(text) || fallback;
  if (!(await repo.slugsAmong([wanted], trx)).has(wanted)) return wanted;
  return freeSlug(wanted, await repo.slugsStartingWith(wanted, trx));
}

/**
 * Applies one batch of rows inside the caller's transaction (or, in a dry run, only decides what
 * each would do): models matched by model_id, items by URL, each created, updated or left
 * unchanged, or refused with the field and the reason. The same rules as the admin forms.
 */
export async function applyBatch(
  { models, content, denylist, links, pictures, drafts = noDrafts, published }: Catalogue,
  entries: readonly { row: number; parsed: ParsedRow }[],
  state: FileState,
  /** by: the account that started the import (null: the command line), the creator of its drafts. */
  options: { dryRun: boolean; at: string; by?: number | null },
  trx: Executor,
): Promise<Tally> {
  const { dryRun, at } = options;
  const refs = new Set<string>();
  const urls: string[] = [];
  const externalIds: string[] = [];
  for (const { parsed } of entries) {
    if (parsed.kind === 'model') refs.add(parsed.key);
    if (parsed.kind === 'content') {
      refs.add(parsed.modelRef);
      urls.push(parsed.input.url);
      if (parsed.externalId) externalIds.push(parsed.externalId);
    }
  }
  const modelRows = await models.byModelIds([...refs], trx);
  const known = new Map(
    modelRows.map((m) => [m.model_id, m as { id: number; name: string } & Record<string, unknown>]),
  );
  const modelTags = await models.tagsFor(
    modelRows.map((m) => m.id),
    trx,
  );
  type Stored = { id: number; slug: string; url: string; external_id: string | null } & Record<string, unknown>;
  const byUrlRows: Stored[] = await content.byUrls(urls, trx);
  const itemRows: Stored[] = [...byUrlRows, ...(await content.byExternalIds(externalIds, trx))];
  // By URL: the first item with it (byUrls' choice), never one found by its external id.
  const items = new Map(byUrlRows.map((c) => [c.url, c]));
  const byExternalId = new Map(itemRows.filter((c) => c.external_id !== null).map((c) => [c.external_id!, c]));
  const itemIds = [...new Set(itemRows.map((c) => c.id))];
  const itemTags = await content.tagsFor(itemIds, trx);
  const itemMirrors = new Map<number, string[]>();
  for (const link of await links.forContents(itemIds, trx))
    if (link.position > 0) itemMirrors.set(link.content_id, [...(itemMirrors.get(link.content_id) ?? []), link.url]);

  /** The picture columns for an address a row gave, or the row's refusal (a literal address that is not public). */
  async function picture(
    row: number,
    field: 'photoUrl' | 'thumbnailUrl',
    given: string | null | undefined,
    current: ItemPicture | null,
  ): Promise<ItemPicture | ImportRefusal> {
    try {
      return await pictures.take(given, current, { label: field, dryRun }, trx);
    } catch (err) {
      if (err instanceof AppError) return { row, field, error: err.message };
      throw err;
    }
  }
  const refused = (v: ItemPicture | ImportRefusal): v is ImportRefusal => 'error' in v;

  async function model(row: number, input: Extract<ParsedRow, { kind: 'model' }>['input']): Promise<Outcome> {
    const issue = modelIssue(input);
    if (issue) return { row, ...issue };
    const before = known.get(input.model_id);
    let slug: string | ImportRefusal;
    if (input.slug) slug = await chosen(row, input.slug, (s) => models.usedBy('slug', s, before?.id ?? null, trx));
    else slug = before ? String(before.slug) : await generated(input.name, 'model', models, trx);
    if (typeof slug !== 'string') return slug;
    const photo = await picture(row, 'photoUrl', input.photoUrl, before ? storedPhoto(before as never) : null);
    if (refused(photo)) return photo;
    const fields = { ...modelFields(input, slug, at), ...photoColumns(photo) };
    if (!before) {
      if (dryRun) state.planned.set(input.model_id, input.name);
      else {
        const id = await models.insert({ ...fields, created_at: at }, input.tags, trx);
        await drafts.draft('model', id, options.by ?? null, at, trx);
        known.set(input.model_id, { ...fields, id });
      }
      return 'created';
    }
    if (same(before, fields, modelTags.get(before.id) ?? [], input.tags)) return 'unchanged';
    if (!dryRun) {
      await models.update(before.id, fields, input.tags, trx);
      // A rename reaches its content's search text, as an edit in the admin form does.
      if (before.name !== input.name)
        for (const item of await content.searchPartsForModel(before.id, trx))
          await content.setSearchText(item.id, contentSearchText(item.title, item.tags, input.name), trx);
      known.set(input.model_id, { ...before, ...fields });
    }
    return 'updated';
  }

  async function item(
    row: number,
    modelRef: string,
    externalId: string | undefined,
    input: ItemInput,
  ): Promise<Outcome> {
    const stored = known.get(modelRef);
    const plannedName = dryRun ? state.planned.get(modelRef) : undefined;
    const owner = stored ?? (plannedName === undefined ? undefined : { id: 0, name: plannedName });
    if (!owner) return { row, field: 'model_id', error: `No model has model_id ${modelRef}` };
    try {
      await checkContentRules(denylist, input, trx);
    } catch (err) {
      if (err instanceof AppError) return { row, field: 'url', error: err.message };
      throw err;
    }
    // By external id when the row gives one (an item of the same URL that has none is adopted), else by URL.
    const byUrl = items.get(input.url);
    const before = externalId
      ? (byExternalId.get(externalId) ?? (byUrl && byUrl.external_id === null ? byUrl : undefined))
      : byUrl;
    let slug: string | ImportRefusal;
    if (input.slug) slug = await chosen(row, input.slug, (s) => content.slugUsedBy(s, before?.id ?? null, trx));
    else slug = before ? before.slug : await generated(`${owner.name} ${input.title}`, 'content', content, trx);
    if (typeof slug !== 'string') return slug;
    const thumbnail = await picture(
      row,
      'thumbnailUrl',
      input.thumbnailUrl,
      before ? storedThumbnail(before as never) : null,
    );
    if (refused(thumbnail)) return thumbnail;
    const fields = {
      ...contentFields({ ...input, model_id: owner.id }, owner, slug, at),
      ...thumbnailColumns(thumbnail),
      ...(externalId ? { external_id: externalId } : {}),
    };
    if (!before) {
      if (!dryRun) {
        const id = await content.insert({ ...fields, created_at: at }, input.tags, trx);
        await links.sync(id, input.url, input.mirrors, at, trx);
        if (!(await drafts.draft('content', id, options.by ?? null, at, trx))) await published?.(id, trx);
        const stored = { ...fields, id, external_id: externalId ?? null };
        items.set(input.url, stored);
        if (externalId) byExternalId.set(externalId, stored);
      }
      return 'created';
    }
    // Mirrors left out of the row stay as they are (as in the admin form).
    const mirrorsSame =
      input.mirrors === undefined || (itemMirrors.get(before.id) ?? []).join('\n') === input.mirrors.join('\n');
    if (mirrorsSame && same(before, fields, itemTags.get(before.id) ?? [], input.tags)) return 'unchanged';
    if (!dryRun) {
      await content.update(before.id, fields, input.tags, trx);
      if (!mirrorsSame || before.url !== input.url) await links.sync(before.id, input.url, input.mirrors, at, trx);
    }
    return 'updated';
  }

  const tally: Tally = { created: 0, updated: 0, unchanged: 0, refusals: [] };
  for (const { row, parsed } of entries) {
    const repeat = repeatOf(state, row, parsed);
    let outcome: Outcome;
    if (parsed.kind === 'refused') {
      tally.refusals.push(...parsed.refusals);
      continue;
    } else if (repeat) outcome = repeat;
    else if (parsed.kind === 'model') outcome = await model(row, parsed.input);
    else outcome = await item(row, parsed.modelRef, parsed.externalId, parsed.input);
    if (typeof outcome === 'string') tally[outcome] += 1;
    else tally.refusals.push(outcome);
  }
  return tally;
}
