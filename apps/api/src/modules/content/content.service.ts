import {
  maxDepthOf,
  type Content,
  type ContentAllowance,
  type ContentListQuery,
  type ContentListResponse,
  type SavedSearchQuery,
} from '@packdex/shared/schemas';
import { clock } from '../../lib/clock.ts';
import {
  RELATED_FALLBACK_LIMIT,
  RELATED_MIN_SAME_MODEL,
  RELATED_SAME_MODEL_LIMIT,
  SIMILAR_CONTENT_LIMIT,
  UNVERIFIED_VIEW_LIMIT,
  VIEW_DEDUP_HOURS,
} from '@packdex/shared/constants';
import type { Transact } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { LinkPolicy, LinkRewriter } from '../../lib/monetiser.ts';
import { cappedPaginationOf, countCapOf, paginationOf } from '../../lib/paging.ts';
import { type ListMemo, noListMemo } from '../../lib/list-memo.ts';
import { describePicture } from '../../lib/pictures.ts';
import { splitTagQuery } from '../../lib/tag-query.ts';
import { now, toIso } from '../../lib/time.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { TagBlacklistService } from '../tag-blacklist/tag-blacklist.service.ts';
import { type BannedTermsGuard, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { LinkHealthRepository } from '../link-health/link-health.repository.ts';
import type { ContentFilter, ContentRepository, ContentRow } from './content.repository.ts';

/**
 * Maps a joined row to the API's content shape. `link` decides the download URL the viewer may
 * receive (docs/product.md#catalogue): pass the viewer's LinkPolicy, never the stored URL to a free viewer.
 */
export function toContent(row: ContentRow, tags: string[], link: LinkRewriter): Content {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    url: link(row.url),
    thumbnailUrl: row.thumbnail_url,
    thumbnail: describePicture(row.thumbnail_url, row.thumbnail_meta),
    type: row.type,
    tags,
    model_id: row.model_id,
    model:
      row.model_name !== null && row.model_slug !== null
        ? {
            name: row.model_name,
            photoUrl: row.model_photo_url ?? '',
            photo: describePicture(row.model_photo_url, row.model_photo_meta),
            slug: row.model_slug,
            bio: row.model_bio,
          }
        : null,
    views: Number(row.views),
    createdAt: toIso(row.created_at),
    info: { images: row.images, videos: row.videos, size: Number(row.size) },
  };
}

/**
 * Whether the unverified-account limit applies (docs/product.md#unverified-accounts): to a
 * signed-in account whose e-mail is not verified, unless it is an admin. Visitors are not limited.
 */
export const isViewLimited = (account: Pick<Viewer, 'isVerified' | 'isAdmin'>) =>
  !account.isVerified && !account.isAdmin;

/** What a limited account may still open: the packs it opened (`openedSlugs`) stay open. */
export function contentAllowanceOf(openedSlugs: string[]): ContentAllowance {
  return {
    limit: UNVERIFIED_VIEW_LIMIT,
    remaining: Math.max(0, UNVERIFIED_VIEW_LIMIT - openedSlugs.length),
    opened: openedSlugs,
  };
}

/** Who is viewing: the account, or a hash of address and browser for a visitor. */
export interface ViewerKey {
  key: string;
  userId: number | null;
}

interface Deps {
  transact: Transact;
  content: ContentRepository;
  /** Which download URL each viewer receives (direct, or through the link monetiser). */
  links: LinkPolicy;
  models: Pick<ModelsRepository, 'findRef'>;
  /** Lists' totals (and walks), kept until the catalogue changes (lib/list-memo.ts). */
  listMemo?: ListMemo;
  /** A search holding a banned term finds nothing. */
  bannedTerms?: Pick<BannedTermsGuard, 'find'>;
  /** Each item's download links, primary then mirrors, as link health checks them. */
  downloadLinks?: Pick<LinkHealthRepository, 'forContents' | 'heldOnlyForDeadLink'>;
  /** Which items of an admin list are drafts (pending or rejected in the review queue). */
  reviewStates?: (ids: number[]) => Promise<Map<number, 'pending' | 'rejected'>>;
  /** The tag filter of a list, from slugs (the `tag:` terms of a search too). */
  tags: Pick<TagsService, 'filterOf'>;
  /** The tags the viewer hides (its tag blacklist): lists and the sidebar leave their items out. */
  blacklist?: Pick<TagBlacklistService, 'hiddenNamesFor'>;
}

/** The newest items read per tag of an item for its "More like this" (the bound of that query). */
const SIMILAR_CANDIDATES_PER_TAG = 200;

/**
 * The content catalogue (docs/product.md#catalogue): lists, one item, its sidebar, views and
 * shares. Admins' changes to it are content-admin.service.ts.
 */
export function contentService({
  transact,
  content: repo,
  models,
  links,
  listMemo: memo = noListMemo,
  bannedTerms = noBannedTerms,
  downloadLinks,
  reviewStates = () => Promise.resolve(new Map()),
  tags,
  blacklist,
}: Deps) {
  /**
   * A list's words and tag filter from its search and tag parameters (`tag:` terms of the search and
   * the `tag`/`excludeTag` parameters filter alike, docs/search.md); null when nothing can match (a
   * banned search, an unknown tag to carry).
   */
  async function matchingFilterOf(query: {
    search?: string | undefined;
    tag?: readonly string[] | undefined;
    excludeTag?: readonly string[] | undefined;
  }) {
    if (await bannedTerms.find(query.search)) return null;
    const terms = splitTagQuery(query.search);
    const byTags = await tags.filterOf(
      [...(query.tag ?? []), ...terms.tags],
      [...(query.excludeTag ?? []), ...terms.excludeTags],
    );
    return byTags ? { search: terms.words, ...byTags } : null;
  }

  /** The tag names the viewer hides, none for visitors and accounts that hide nothing (no query then). */
  const hiddenFor = (viewer: Viewer | null) => blacklist?.hiddenNamesFor(viewer) ?? Promise.resolve(undefined);
  /** Rows → answers for this viewer: tags in one query, each URL as the viewer may receive it. */
  async function withTags(rows: ContentRow[], viewer: Viewer | null): Promise<Content[]> {
    const tags = await repo.tagsFor(rows.map((r) => r.id));
    const link = links(viewer);
    return rows.map((r) => toContent(r, tags.get(r.id) ?? [], link));
  }

  /**
   * An unverified account may open UNVERIFIED_VIEW_LIMIT distinct items (docs/product.md#unverified-accounts):
   * ones it opened before stay open. Serialised per account so parallel requests cannot slip past.
   */
  async function checkLimit(viewer: Viewer | null, contentId: number) {
    if (!viewer || !isViewLimited(viewer)) return;
    const allowed = await transact(async (trx) => {
      await repo.lock(`access:${viewer.id}`, trx);
      const opened = await repo.openedBy(viewer.id, trx);
      if (opened.includes(contentId)) return true;
      if (opened.length >= UNVERIFIED_VIEW_LIMIT) return false;
      await repo.recordOpened(viewer.id, contentId, now(), trx);
      return true;
    });
    if (!allowed) {
      throw new AppError(
        403,
        'CONTENT_LIMIT',
        `Verify your email to keep browsing: unverified accounts can open ${UNVERIFIED_VIEW_LIMIT} items.`,
      );
    }
  }

  /**
   * One item: the download offered is its first link not found dead (primary, then mirrors), with
   * when that link was last found alive; admins also get every link with its state.
   */
  async function one(row: (ContentRow & { tags: string[] }) | undefined, viewer: Viewer | null): Promise<Content> {
    if (!row) throw notFound('Content not found');
    await checkLimit(viewer, row.id);
    const item = toContent(row, row.tags, links(viewer));
    if (!downloadLinks) return item;
    const all = await downloadLinks.forContents([row.id]);
    const offered = all.find((l) => l.state !== 'dead');
    return {
      ...item,
      url: links(viewer)(offered?.url ?? row.url),
      ...(offered?.state === 'alive' && offered.checked_at !== null
        ? { linkCheckedAt: toIso(offered.checked_at) }
        : {}),
      ...(viewer?.isStaff
        ? {
            links: all.map((l) => ({
              url: l.url,
              state: l.state as 'alive' | 'dead' | 'unknown',
              checkedAt: l.checked_at === null ? null : toIso(l.checked_at),
            })),
          }
        : {}),
    };
  }

  /** A visitor following an old link to an item hidden only because its download died is told so. */
  async function missing(slug: string): Promise<never> {
    if (downloadLinks && (await downloadLinks.heldOnlyForDeadLink(slug)))
      throw new AppError(410, 'LINK_DEAD', "This pack's download link is no longer available");
    throw notFound('Content not found');
  }

  return {
    /**
     * A page of content (also the search results); the viewer decides which links it carries. Admins
     * may ask for hidden items too (`includeHidden`), each then marked.
     */
    async list(
      query: ContentListQuery,
      viewer: Viewer | null,
      extra: Pick<ContentFilter, 'modelId'> = {},
    ): Promise<ContentListResponse> {
      const includeHidden = query.includeHidden === true;
      if (includeHidden && !viewer?.isStaff) throw forbidden('Admins only');
      const nothing = { contents: [], pagination: paginationOf(query.page, query.limit, 0, maxDepthOf(query.search)) };
      const matching = await matchingFilterOf(query);
      if (!matching) return nothing;
      // An admin's moderation list (hidden items too) shows everything; every other list leaves out
      // what the viewer hides (docs/product.md#hidden-tags).
      const hiddenTags = includeHidden ? undefined : await hiddenFor(viewer);
      const filter = {
        ...matching,
        type: query.type,
        includeHidden,
        ...extra,
        ...(hiddenTags ? { hiddenTags } : {}),
      };
      // A public list counts its total only as deep as a reader can page (ADR 0025); an admin's
      // moderation list counts everything (its "select all matching" needs the whole count).
      const maxDepth = maxDepthOf(query.search);
      const key = JSON.stringify(filter);
      const { rows, total } = await repo.list(
        filter,
        { page: query.page, limit: query.limit, sortBy: query.sortBy },
        (count) => memo(`contents|${key}`, count),
        includeHidden ? undefined : countCapOf(maxDepth),
        (walk) => memo(`contents|walk|${query.sortBy}|${key}`, walk),
      );
      const contents = await withTags(rows, viewer);
      const drafts = includeHidden ? await reviewStates(rows.map((r) => r.id)) : new Map<number, never>();
      return {
        contents: includeHidden
          ? contents.map((c, i) => ({ ...c, hidden: rows[i]!.hidden_at !== null, review: drafts.get(c.id) ?? null }))
          : contents,
        pagination: includeHidden
          ? paginationOf(query.page, query.limit, total, maxDepth)
          : cappedPaginationOf(query.page, query.limit, total, maxDepth),
      };
    },

    /**
     * Which of `ids` are public items a saved search's query matches, by the list's rules (a banned
     * search matches nothing, `tag:` terms filter like the tag parameters).
     */
    async matchingAmong(query: SavedSearchQuery, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const matching = await matchingFilterOf(query);
      return matching ? repo.matching({ ...matching, type: query.type }, ids) : [];
    },

    /** A model's content; an unknown (or hidden) model is a 404, not an empty list. */
    async listForModel(modelId: number, query: ContentListQuery, viewer: Viewer | null): Promise<ContentListResponse> {
      if (!(await models.findRef(modelId))) throw notFound('Model not found');
      return this.list(query, viewer, { modelId });
    },

    /** One item; admins also see one hidden by a pending report. */
    async bySlug(slug: string, viewer: Viewer | null = null) {
      const row = await repo.findBySlug(slug, viewer?.isStaff === true);
      return row ? one(row, viewer) : missing(slug);
    },

    byId: async (id: number, viewer: Viewer | null = null) =>
      one(await repo.detailById(id, viewer?.isStaff === true), viewer),

    /** The account's viewing history: each visible pack once, with its latest view, most recent first. */
    async history(viewer: Viewer, page: number, limit: number): Promise<ContentListResponse> {
      const { rows, total } = await repo.history(viewer.id, { page, limit });
      const contents = await withTags(rows, viewer);
      return {
        contents: contents.map((c, i) => ({ ...c, viewedAt: toIso(rows[i]!.last_viewed) })),
        pagination: paginationOf(page, limit, total),
      };
    },

    /**
     * The detail sidebar: up to 6 more from the same model; when it has fewer than 3 others, the
     * 8 most recent items instead. Two indexed queries at most, tags in one more.
     */
    async related(id: number, viewer: Viewer | null): Promise<{ contents: Content[]; fromModel: boolean }> {
      const [item, hidden] = await Promise.all([repo.findById(id), hiddenFor(viewer)]);
      if (!item) throw notFound('Content not found');
      if (item.model_id !== null) {
        const same = await repo.recent(RELATED_SAME_MODEL_LIMIT, id, item.model_id, hidden);
        if (same.length >= RELATED_MIN_SAME_MODEL) return { contents: await withTags(same, viewer), fromModel: true };
      }
      return {
        contents: await withTags(await repo.recent(RELATED_FALLBACK_LIMIT, id, undefined, hidden), viewer),
        fromModel: false,
      };
    },

    /**
     * "More like this": up to 12 visible items of other models sharing the most tags with this one,
     * from the newest items carrying each of its tags, less those the viewer hides; none for an item
     * without tags.
     */
    async similar(id: number, viewer: Viewer | null): Promise<{ contents: Content[] }> {
      const [item, hidden] = await Promise.all([repo.detailById(id), hiddenFor(viewer)]);
      if (!item) throw notFound('Content not found');
      const rows = await repo.similarTo(
        { id, modelId: item.model_id, tags: item.tags },
        SIMILAR_CONTENT_LIMIT,
        SIMILAR_CANDIDATES_PER_TAG,
        hidden,
      );
      return { contents: await withTags(rows, viewer) };
    },

    /**
     * Counts a view unless the same viewer viewed the item in the last 24 hours; the item's and
     * its model's counters move with it, atomically.
     */
    async view(id: number, viewer: ViewerKey): Promise<{ counted: boolean; views: number }> {
      const since = new Date(clock.millis() - VIEW_DEDUP_HOURS * 3600_000).toISOString();
      const at = now();
      const result = await repo.recordView({ contentId: id, viewerKey: viewer.key, userId: viewer.userId, at }, since);
      if (!result) throw notFound('Content not found');
      return { counted: result.counted, views: result.views };
    },

    async share(id: number, platform: string, userId: number | null): Promise<void> {
      if (!(await repo.findById(id))) throw notFound('Content not found');
      await repo.recordShare(id, platform, userId, now());
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
