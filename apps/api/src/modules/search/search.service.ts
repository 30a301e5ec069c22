import { SUGGESTION_LIMIT } from '@packdex/shared/constants';
import type { Suggestion } from '@packdex/shared/schemas';
import { searchTokens } from '../../lib/search.ts';
import { type BannedTermsGuard, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import { aliasesOf } from '../models/models.service.ts';
import type { TagBlacklistService } from '../tag-blacklist/tag-blacklist.service.ts';
import type { Viewer } from '../users/users.service.ts';

const CANDIDATES = 24;
/** Content candidates for a viewer who hides tags: some of the most popular may be left out. */
const CANDIDATES_HIDING = 48;

/** 0: the label starts with the query; 1: every word starts a word of the label; 2: matched elsewhere (tags, model). */
export function matchRank(label: string, query: string): number {
  const l = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const q = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
  if (l.startsWith(q)) return 0;
  const words = searchTokens(l);
  return searchTokens(q).every((t) => words.some((w) => w.startsWith(t))) ? 1 : 2;
}

/** Search owns no table: it asks the models and content repositories for candidates and ranks them. */
export function searchService(sources: {
  models: Pick<ModelsRepository, 'suggestions'>;
  contents: Pick<ContentRepository, 'suggestions' | 'carryingAny'>;
  /** A query holding a banned term gets no suggestions. */
  bannedTerms?: Pick<BannedTermsGuard, 'find'>;
  /** The tags the viewer hides (its tag blacklist): their items are not suggested. */
  blacklist?: Pick<TagBlacklistService, 'hiddenNamesFor'>;
}) {
  const bannedTerms = sources.bannedTerms ?? noBannedTerms;
  return {
    /**
     * Up to 8 suggestions over model names and content titles: the most popular candidates of each
     * kind, ranked by how well the label matches (prefix, then word prefix), models before content
     * at equal rank, then popularity.
     */
    async suggestions(q: string, viewer: Viewer | null = null): Promise<Suggestion[]> {
      if (await bannedTerms.find(q)) return [];
      const hiddenTags = await sources.blacklist?.hiddenNamesFor(viewer);
      const hiding = (hiddenTags?.length ?? 0) > 0;
      const [models, candidates] = await Promise.all([
        sources.models.suggestions(q, CANDIDATES),
        sources.contents.suggestions(q, hiding ? CANDIDATES_HIDING : CANDIDATES),
      ]);
      // Items carrying a tag the viewer hides are not suggested (docs/product.md#hidden-tags).
      const hidden = hiding
        ? await sources.contents.carryingAny(
            candidates.map((c) => c.id),
            hiddenTags!,
          )
        : new Set<number>();
      const contents = candidates.filter((c) => !hidden.has(c.id));
      const scored = [
        ...models.map((m) => {
          // A model found by an alias ranks as well as that alias matches, and says which one.
          const byName = matchRank(m.name, q);
          const aliases = aliasesOf(m.aliases).map((alias) => ({ alias, rank: matchRank(alias, q) }));
          const best = aliases.reduce<{ alias: string; rank: number } | null>(
            (a, b) => (b.rank < (a?.rank ?? byName) ? b : a),
            null,
          );
          return {
            s: {
              kind: 'model' as const,
              label: m.name,
              slug: m.slug,
              imageUrl: m.photo_url,
              ...(best ? { alias: best.alias } : {}),
            },
            rank: best?.rank ?? byName,
            kind: 0,
            views: Number(m.views),
          };
        }),
        ...contents.map((c) => ({
          s: { kind: 'content' as const, label: c.title, slug: c.slug, imageUrl: c.thumbnail_url },
          rank: matchRank(c.title, q),
          kind: 1,
          views: Number(c.views),
        })),
      ];
      scored.sort((a, b) => a.rank - b.rank || a.kind - b.kind || b.views - a.views);
      return scored.slice(0, SUGGESTION_LIMIT).map((x) => x.s);
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
