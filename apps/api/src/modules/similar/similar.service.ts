import { SIMILAR_MODELS_LIMIT } from '@packdex/shared/constants';
import type { SimilarModelsResponse } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { toModel } from '../models/models.service.ts';
import { type Neighbour, SIMILAR_ATTRIBUTES, type SimilarRepository } from './similar.repository.ts';

/** Models whose neighbours one run of the job computes, at most: the work of a run is bounded. */
export const SIMILAR_BATCH = 100;
/** A run stops taking the next model after this long (the rest wait for the next run): closing waits for a run. */
export const SIMILAR_RUN_BUDGET_MS = 10_000;
/** A computed list is due again after this long, so likes (not followed one by one) count. */
export const SIMILAR_REFRESH_MS = 24 * 3600_000;

/** What one computation reads, at most (each through an index). */
const READS = {
  /** Models read per tag the model carries. */
  perTag: 500,
  /** The model's newest items whose tags make its packs' themes, and how many themes. */
  recentItems: 200,
  contentTags: 10,
  /** The newest items read per theme. */
  perContentTag: 500,
  /** Accounts liking the model, and the models they like. */
  likers: 200,
  liked: 500,
  /** Models read per attribute value (they only fill a list short of candidates). */
  perAttribute: 50,
} as const;

/** What each shared trait adds to a candidate's score. */
const WEIGHTS = { modelTag: 3, contentTag: 1, coLiker: 2, attribute: 0.5 } as const;
/** Accounts liking both counted at most this many times: likes add to tags, they do not drown them. */
const MAX_CO_LIKERS = 5;

type Profile = Partial<Record<(typeof SIMILAR_ATTRIBUTES)[number], string | null>>;

/**
 * Similar models (issue 39): each profile's neighbours by shared tags (its own, and its packs'),
 * shared attributes and accounts liking both, computed in the background one model at a time with
 * bounded, indexed reads, and served from `model_similar` in one query.
 */
export function similarService({ similar: repo, transact }: { similar: SimilarRepository; transact: Transact }) {
  /** A model's neighbours, best first: score, then views, then the older profile. */
  async function neighboursOf(modelId: number, profile: Profile): Promise<Neighbour[]> {
    const scores = new Map<number, number>();
    const add = (id: number, points: number) => scores.set(id, (scores.get(id) ?? 0) + points);

    const [tags, themes, likers] = await Promise.all([
      repo.modelTags(modelId),
      repo.contentTags(modelId, READS.recentItems, READS.contentTags),
      repo.likers(modelId, READS.likers),
    ]);
    for (const tag of tags)
      for (const id of await repo.modelsTagged(tag, modelId, READS.perTag)) add(id, WEIGHTS.modelTag);
    for (const tag of themes)
      for (const id of await repo.modelsWithContentTagged(tag, modelId, READS.perContentTag))
        add(id, WEIGHTS.contentTag);
    for (const { modelId: id, likers: n } of await repo.likedBy(likers, modelId, READS.liked))
      add(id, WEIGHTS.coLiker * Math.min(n, MAX_CO_LIKERS));
    // Attributes only fill a list that tags and likes leave short; otherwise they order within it.
    if (scores.size < SIMILAR_MODELS_LIMIT)
      for (const attribute of SIMILAR_ATTRIBUTES) {
        const value = profile[attribute];
        if (value) for (const id of await repo.modelsWith(attribute, value, modelId, READS.perAttribute)) add(id, 0);
      }

    const candidates = await repo.visibleProfiles([...scores.keys()]);
    return candidates
      .map((c) => {
        const shared = SIMILAR_ATTRIBUTES.filter((a) => profile[a] && c[a] === profile[a]).length;
        return { id: c.id, views: Number(c.views), score: scores.get(c.id)! + shared * WEIGHTS.attribute };
      })
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || b.views - a.views || a.id - b.id)
      .slice(0, SIMILAR_MODELS_LIMIT)
      .map((c) => ({ similarId: c.id, score: c.score }));
  }

  return {
    /** GET /models/{slug}/similar: a visible profile's visible neighbours; 404 for an unknown or hidden one. */
    async forSlug(slug: string): Promise<SimilarModelsResponse> {
      const rows = await repo.neighboursOf(slug, SIMILAR_MODELS_LIMIT);
      if (!rows) throw notFound('Model not found');
      return { models: rows.slice(0, SIMILAR_MODELS_LIMIT).map((row) => toModel(row, row.tags)) };
    },

    /**
     * The job: computes the neighbours of up to `batch` due models (changed ones at once, the others
     * a day after their last computation) within SIMILAR_RUN_BUDGET_MS. It drops no cached
     * pages: a cached answer with an older list lives PAGE_CACHE_TTL_MS at most (a hidden model is
     * left out when read, and hiding one drops the cached pages anyway), and a run every minute that
     * emptied every instance's page cache would cost more than a list that is seconds late.
     */
    async runDue(
      batch = SIMILAR_BATCH,
      budgetMs = SIMILAR_RUN_BUDGET_MS,
    ): Promise<{ computed: number; changed: number }> {
      const now = clock.millis();
      const due = await repo.dueBatch(new Date(now).toISOString(), batch);
      await repo.dropDue(due.filter((d) => d.found === null).map((d) => d.model_id));
      const nextDue = new Date(now + SIMILAR_REFRESH_MS).toISOString();
      let computed = 0;
      let changed = 0;
      const started = performance.now();
      for (const model of due) {
        if (model.found === null) continue;
        // A hidden profile lists nobody (its page is not shown); shown again, it is due again.
        const neighbours = model.hidden_at === null ? await neighboursOf(model.model_id, model) : [];
        const result = await transact((trx) => repo.store(model.model_id, model.version, neighbours, nextDue, trx));
        if (result.stored) computed += 1;
        if (result.changed) changed += 1;
        if (performance.now() - started > budgetMs) break;
      }
      return { computed, changed };
    },
  };
}
export type SimilarService = ReturnType<typeof similarService>;
