import { notFound } from './errors.ts';

/** What a like, comment, follow or recommendation is about: a visible content item or model. */
export interface Target {
  contentId: number | null;
  modelId: number | null;
  /** Slug of the page the target lives on, for notification links. */
  contentSlug: string | null;
  modelSlug: string | null;
  title: string;
}

export interface TargetIds {
  contentId?: number | null | undefined;
  modelId?: number | null | undefined;
}

/** Resolves a target that visitors can see, or throws 404. */
export type FindTarget = (ids: TargetIds) => Promise<Target>;

/** Where targets are looked up: the content and models repositories' visible rows. */
interface TargetSources {
  visibleContent(id: number): Promise<{ id: number; slug: string; title: string } | undefined>;
  visibleModel(id: number): Promise<{ id: number; slug: string; name: string } | undefined>;
}

export function targetFinder(sources: TargetSources): FindTarget {
  return async (ids) => {
    if (ids.contentId != null) {
      const row = await sources.visibleContent(ids.contentId);
      if (!row) throw notFound('Content not found');
      return { contentId: row.id, modelId: null, contentSlug: row.slug, modelSlug: null, title: row.title };
    }
    if (ids.modelId != null) {
      const row = await sources.visibleModel(ids.modelId);
      if (!row) throw notFound('Model not found');
      return { contentId: null, modelId: row.id, contentSlug: null, modelSlug: row.slug, title: row.name };
    }
    throw notFound('Nothing to act on');
  };
}
