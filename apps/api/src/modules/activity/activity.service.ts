import type { LikeType } from '@packdex/shared/constants';
import type {
  Content,
  ContentListResponse,
  FollowedListResponse,
  FollowedTagsResponse,
  LikedItem,
  LikedListResponse,
  Model,
} from '@packdex/shared/schemas';
import type { LinkPolicy } from '../../lib/monetiser.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import type { ContentRepository, ContentRow } from '../content/content.repository.ts';
import { toContent } from '../content/content.service.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { LikesRepository } from '../likes/likes.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import { toModel } from '../models/models.service.ts';
import type { TagBlacklistService } from '../tag-blacklist/tag-blacklist.service.ts';
import type { Viewer } from '../users/users.service.ts';

interface Deps {
  likes: Pick<LikesRepository, 'likedBy'>;
  follows: Pick<FollowsRepository, 'followedBy' | 'followedTagsBy'>;
  content: Pick<ContentRepository, 'visibleByIds' | 'followingFeed' | 'followedTagsFeed' | 'tagsFor'>;
  models: Pick<ModelsRepository, 'visibleByIds' | 'tagsFor'>;
  /** Which download URL each viewer receives (direct, or through the link monetiser). */
  links: LinkPolicy;
  /** The tags the account hides (its tag blacklist): the feeds leave their items out. */
  blacklist?: Pick<TagBlacklistService, 'hiddenNamesFor'>;
}

interface Page {
  page: number;
  limit: number;
}

/**
 * My activity (docs/product.md#my-activity): the signed-in account's likes, the models it follows
 * and their new packs. Every list is a page of ids first, then the page's packs and models in one
 * query each and their tags in one more, whatever the page's size; hidden items are never listed.
 */
export function activityService({ likes, follows, content, models, links, blacklist }: Deps) {
  /** The tags the account hides: its feeds leave their items out (its likes are its own choices, listed whole). */
  const hiddenFor = (viewer: Viewer) => blacklist?.hiddenNamesFor(viewer) ?? Promise.resolve(undefined);

  /** The visible packs among `ids` as this viewer may receive them, by id. */
  async function packsById(ids: number[], viewer: Viewer): Promise<Map<number, Content>> {
    const rows = await content.visibleByIds(ids);
    return new Map((await packs(rows, viewer)).map((c) => [c.id, c]));
  }

  async function packs(rows: ContentRow[], viewer: Viewer): Promise<Content[]> {
    const tags = await content.tagsFor(rows.map((r) => r.id));
    const link = links(viewer);
    return rows.map((r) => toContent(r, tags.get(r.id) ?? [], link));
  }

  /** The visible models among `ids`, by id. */
  async function modelsById(ids: number[]): Promise<Map<number, Model>> {
    const rows = await models.visibleByIds(ids);
    const tags = await models.tagsFor(rows.map((r) => r.id));
    return new Map(rows.map((r) => [r.id, toModel(r, tags.get(r.id) ?? [])]));
  }

  return {
    /** The account's likes of packs and models (or of one `type`), newest first. */
    async likes(viewer: Viewer, type: LikeType | undefined, { page, limit }: Page): Promise<LikedListResponse> {
      const { rows, total } = await likes.likedBy(viewer.id, type, { page, limit });
      const contentIds = rows.flatMap((r) => (r.content_id === null ? [] : [r.content_id]));
      const modelIds = rows.flatMap((r) => (r.model_id === null ? [] : [r.model_id]));
      const [packsFound, modelsFound] = await Promise.all([
        contentIds.length > 0 ? packsById(contentIds, viewer) : new Map<number, Content>(),
        modelIds.length > 0 ? modelsById(modelIds) : new Map<number, Model>(),
      ]);
      // A target hidden between the two reads is left out of the page rather than shown.
      const items = rows.flatMap((r): LikedItem[] => {
        const likedAt = toIso(r.created_at);
        const pack = r.content_id === null ? undefined : packsFound.get(r.content_id);
        if (pack) return [{ type: 'content', likedAt, content: pack }];
        const model = r.model_id === null ? undefined : modelsFound.get(r.model_id);
        return model ? [{ type: 'model', likedAt, model }] : [];
      });
      return { likes: items, pagination: paginationOf(page, limit, total) };
    },

    /** The models the account follows, most recently followed first. */
    async follows(viewer: Viewer, { page, limit }: Page): Promise<FollowedListResponse> {
      const { rows, total } = await follows.followedBy(viewer.id, { page, limit });
      const found = rows.length > 0 ? await modelsById(rows.map((r) => r.model_id)) : new Map<number, Model>();
      return {
        follows: rows.flatMap((r) => {
          const model = found.get(r.model_id);
          return model ? [{ followedAt: toIso(r.created_at), model }] : [];
        }),
        pagination: paginationOf(page, limit, total),
      };
    },

    /** The tags the account follows, most recently followed first. */
    async followedTags(viewer: Viewer, { page, limit }: Page): Promise<FollowedTagsResponse> {
      const { rows, total } = await follows.followedTagsBy(viewer.id, { page, limit });
      return {
        tags: rows.map((r) => ({
          followedAt: toIso(r.created_at),
          tag: { slug: r.slug, name: r.name, count: Number(r.count), parent: r.parent_slug ?? null },
        })),
        pagination: paginationOf(page, limit, total),
      };
    },

    /** The packs of the models the account follows, newest first. */
    async feed(viewer: Viewer, { page, limit }: Page): Promise<ContentListResponse> {
      const { rows, total } = await content.followingFeed(viewer.id, { page, limit }, await hiddenFor(viewer));
      return { contents: await packs(rows, viewer), pagination: paginationOf(page, limit, total) };
    },

    /** The packs carrying the tags the account follows, newest first. */
    async tagsFeed(viewer: Viewer, { page, limit }: Page): Promise<ContentListResponse> {
      const { rows, total } = await content.followedTagsFeed(viewer.id, { page, limit }, await hiddenFor(viewer));
      return { contents: await packs(rows, viewer), pagination: paginationOf(page, limit, total) };
    },
  };
}
export type ActivityService = ReturnType<typeof activityService>;
