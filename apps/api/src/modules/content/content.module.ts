import { createMonetiser, linkPolicy } from '../../lib/monetiser.ts';
import { listMemo } from '../../lib/list-memo.ts';
import { cachedLookup } from '../../lib/page-cache.ts';
import { targetFinder } from '../../lib/targets.ts';
import type { ApiModule } from '../../lib/wiring.ts';
import { contentAnnouncer } from './content-announce.ts';
import { contentAdminService } from './content-admin.service.ts';
import { contentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { contentService } from './content.service.ts';

/** The catalogue's content items: visitors' lists and pages, admins' writes, and what other
 * features share of it (the targets of likes and follows, lists' totals and walks, the link policy). */
export const contentModule: ApiModule = {
  name: 'content',
  provides: {
    contentRepository: ({ db, engine }) => contentRepository(db, engine),
    listMemo: ({ pageCache, config }) => listMemo(pageCache, { ttlMs: config.listTotalsTtlMs }),
    findTarget: ({ pageCache, contentRepository, modelsRepository }) =>
      targetFinder({
        visibleContent: cachedLookup(pageCache, 'content', (id) => contentRepository.visibleRef(id)),
        visibleModel: cachedLookup(pageCache, 'model', (id) => modelsRepository.findRef(id)),
      }),
    linkPolicy: ({ config }) =>
      linkPolicy(createMonetiser({ fileHostDomain: config.fileHostDomain, ...config.monetizer })),
    contentAnnouncer: ({ followsRepository, notificationsRepository, savedSearchAlerts }) =>
      contentAnnouncer({
        follows: followsRepository,
        notifications: notificationsRepository,
        published: savedSearchAlerts.published,
      }),
    contentService: (c) =>
      contentService({
        transact: c.transact,
        content: c.contentRepository,
        models: c.modelsRepository,
        links: c.linkPolicy,
        listMemo: c.listMemo,
        bannedTerms: c.bannedTermsService,
        downloadLinks: c.linkHealthRepository,
        reviewStates: (ids) => c.reviewService.states('content', ids),
        tags: c.tagsService,
        blacklist: c.tagBlacklistService,
      }),
    contentAdminService: (c) =>
      contentAdminService({
        transact: c.transact,
        content: c.contentRepository,
        catalogue: c.contentService,
        models: c.modelsRepository,
        follows: c.followsRepository,
        notifications: c.notificationsRepository,
        announce: c.contentAnnouncer,
        audit: c.auditService,
        denylist: c.denylistService,
        bannedTerms: c.bannedTermsService,
        downloadLinks: c.linkHealthRepository,
        pictures: c.picturesService,
        fetchQueued: c.fetchPicturesSoon,
        drafts: c.reviewService,
      }),
  },
  register: async (api, { contentService, contentAdminService }) => {
    await api.register(contentRoutes(contentService, contentAdminService));
  },
};

declare module '../../lib/wiring.ts' {
  interface Cradle {
    contentRepository: ReturnType<typeof contentRepository>;
    /** The catalogue as visitors read it (lists, pages, download links); saved searches match with it. */
    contentService: ReturnType<typeof contentService>;
    /** Admins' writes to content items. */
    contentAdminService: ReturnType<typeof contentAdminService>;
    /** Tells followers of a newly published item and logs it for the saved searches. */
    contentAnnouncer: ReturnType<typeof contentAnnouncer>;
    /** Lists' totals and walks, kept until the catalogue changes (LIST_TOTALS_TTL_MS). */
    listMemo: ReturnType<typeof listMemo>;
    /**
     * What likes, comments, follows and recommendations act on: looked up once per page-cache
     * lifetime (a report or admin change that hides it drops the copy with the pages).
     */
    findTarget: ReturnType<typeof targetFinder>;
    /** Download links as shown: direct, or through the monetiser (MONETIZER_*). */
    linkPolicy: ReturnType<typeof linkPolicy>;
  }
}
