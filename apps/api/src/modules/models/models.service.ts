import {
  maxDepthOf,
  type Model,
  type ModelListQuery,
  type ModelListResponse,
  type ModelPhoto,
} from '@packdex/shared/schemas';
import { ETHNICITIES, type Ethnicity } from '@packdex/shared/constants';
import { forbidden, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { type ListMemo, noListMemo } from '../../lib/list-memo.ts';
import { describePicture, pictureMeta, picturePath } from '../../lib/pictures.ts';
import { toIso } from '../../lib/time.ts';
import { type BannedTermsGuard, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { FollowsService } from '../follows/follows.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { GalleryRow, ModelPhotosRepository } from './model-photos.repository.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { ModelsRepository } from './models.repository.ts';

type Row = Omit<NonNullable<Awaited<ReturnType<ModelsRepository['findBySlug']>>>, 'tags'>;

const isEthnicity = (v: string | null): v is Ethnicity => v !== null && (ETHNICITIES as readonly string[]).includes(v);

/** A model row's aliases (stored as a JSON array of text); anything else reads as none. */
export function aliasesOf(stored: string | null | undefined): string[] {
  if (!stored) return [];
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Maps a row to the API's model shape (both birthplace names of the spec are filled). */
export function toModel(row: Row, tags: string[]): Model {
  return {
    id: row.id,
    model_id: row.model_id,
    slug: row.slug,
    name: row.name,
    photoUrl: row.photo_url,
    photo: describePicture(row.photo_url, row.photo_meta),
    views: Number(row.views),
    ethnicity: isEthnicity(row.ethnicity) ? row.ethnicity : null,
    birthDate: row.birth_date,
    age: row.age,
    placeOfBirth: row.place_of_birth,
    birthPlace: row.place_of_birth,
    bio: row.bio,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    bodyType: row.body_type,
    bustSize: row.bust_size,
    boobsType: row.boobs_type,
    cupSize: row.cup_size,
    height: row.height,
    weight: row.weight,
    sexuality: row.sexuality,
    tags,
    aliases: aliasesOf(row.aliases),
    createdAt: toIso(row.created_at),
    contents: Number(row.content_count ?? 0),
  };
}

/** The API's gallery photo of a row; `main` when the model's photo is this picture. */
export function toModelPhoto(row: GalleryRow, mainUrl: string): ModelPhoto {
  const url = picturePath(row.key);
  const described = describePicture(url, pictureMeta(row))!;
  return { id: row.id, url, main: url === mainUrl, ...described };
}

/** The public model directory (docs/product.md#catalogue). */
export function modelsService({
  models: repo,
  gallery,
  follows,
  listMemo: memo = noListMemo,
  bannedTerms = noBannedTerms,
  staffMarks = () => Promise.resolve(new Map()),
  tags: tagsOf,
}: {
  models: ModelsRepository;
  /** The profile's gallery (model_photos). */
  gallery?: Pick<ModelPhotosRepository, 'list'>;
  /** The `tag` filter, from slugs. */
  tags: Pick<TagsService, 'filterOf' | 'visibleNamesOf'>;
  follows: Pick<FollowsService, 'stateOf'>;
  /** Lists' totals (and walks), kept until the catalogue changes (lib/list-memo.ts). */
  listMemo?: ListMemo;
  /** A search holding a banned term finds nothing. */
  bannedTerms?: Pick<BannedTermsGuard, 'find'>;
  /** What an admin list marks on each model: its consent records' state and whether it is a draft. */
  staffMarks?: (ids: number[]) => Promise<Map<number, Pick<Model, 'consent' | 'review'>>>;
}) {
  return {
    /** The directory; admins may ask for hidden models too (`includeHidden`), each then marked. */
    async list(query: ModelListQuery, viewer: Viewer | null = null): Promise<ModelListResponse> {
      const { page, limit, sortBy, includeHidden, tag, ...filter } = query;
      if (includeHidden && !viewer?.isStaff) throw forbidden('Admins only');
      const nothing = { models: [], pagination: paginationOf(page, limit, 0, maxDepthOf(filter.search)) };
      if (await bannedTerms.find(filter.search)) return nothing;
      const byTags = await tagsOf.filterOf(tag);
      if (!byTags) return nothing;
      const where = { ...filter, includeHidden, ...byTags };
      const { rows, total } = await repo.list(where, { page, limit, sortBy }, (count) =>
        memo(`models|${JSON.stringify(where)}`, count),
      );
      const tags = await repo.tagsFor(rows.map((r) => r.id));
      const marks = includeHidden ? await staffMarks(rows.map((r) => r.id)) : new Map<number, never>();
      return {
        models: rows.map((r) => ({
          ...toModel(r, tags.get(r.id) ?? []),
          ...(includeHidden ? { hidden: r.hidden_at !== null, ...marks.get(r.id) } : {}),
        })),
        pagination: paginationOf(page, limit, total, maxDepthOf(filter.search)),
      };
    },

    /**
     * A tag page's models (issue 39): the visible models with visible items carrying the tag or one
     * of its children, most such items first; 404 for a tag visitors cannot see.
     */
    async byTag(slug: string, query: { page: number; limit: number }): Promise<ModelListResponse> {
      const names = await tagsOf.visibleNamesOf(slug);
      if (!names) throw notFound('Tag not found');
      const { rows, total } = await repo.byContentTags(names, query);
      const tags = await repo.tagsFor(rows.map((r) => r.id));
      return {
        models: rows.map((r) => toModel(r, tags.get(r.id) ?? [])),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    /** A full profile with follow state; admins also see a profile hidden by a pending report. */
    async bySlug(slug: string, viewer: Viewer | null = null): Promise<Model> {
      const row = await repo.findBySlug(slug, viewer?.isStaff === true);
      if (!row) throw notFound('Model not found');
      const photos = gallery ? (await gallery.list(row.id)).map((p) => toModelPhoto(p, row.photo_url)) : [];
      return { ...toModel(row, row.tags), photos, ...(await follows.stateOf(row.id, viewer)) };
    },
  };
}
export type ModelsService = ReturnType<typeof modelsService>;
