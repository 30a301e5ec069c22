import { savedSearchParams, type SavedSearchQuery } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';

/** Which of `ids` are public items a query matches, by the content list's rules (content.service.ts). */
export type MatchAmong = (query: SavedSearchQuery, ids: readonly number[]) => Promise<number[]>;

class AlreadyMatched extends Error {}

/** Items matched per run, and saved searches read per page. */
const ITEMS_PER_RUN = 100;
const SEARCHES_PER_PAGE = 500;

/**
 * The saved searches' alerts (docs/product.md#saved-searches), run by the job schedule: takes the
 * next published items not matched yet (at most ITEMS_PER_RUN), reads the searches with an alert on
 * that one of their types can match (an index on notify and type), evaluates each distinct query
 * once against those items only (a primary-key probe each, by the list's own conditions, so a
 * hidden item never matches), and notifies in one transaction that also marks the items matched:
 * each item is matched once, so a search notifies once per item.
 *
 * One notice per account and item: someone already told by a follow (the model, or one of the
 * item's tags: content-announce.ts) gets no saved-search notice for it, and someone with several
 * matching searches gets one, naming the first saved. Every match still counts as new in each search.
 */
export function savedSearchAlerts({
  transact,
  searches,
  notifications,
  matchAmong,
}: {
  transact: Transact;
  searches: SavedSearchesRepository;
  notifications: Pick<NotificationsRepository, 'insertMany'>;
  matchAmong: MatchAmong;
}) {
  return {
    /** One run; resolves with how many notices it wrote. */
    async run(): Promise<number> {
      const items = await searches.dueItems(ITEMS_PER_RUN);
      if (items.length === 0) return 0;
      const ids = items.map((i) => i.id);
      const byId = new Map(items.map((i) => [i.id, i]));
      const types = [...new Set(items.map((i) => i.type))];
      const followed = await searches.followedPairs(ids);
      const told = new Set<string>();
      const notices: Parameters<NotificationsRepository['insertMany']>[0] = [];
      const newCounts = new Map<number, number>();
      const matchedBy = new Map<string, number[]>();
      for (let after = 0; ;) {
        const page = await searches.alertCandidates(types, after, SEARCHES_PER_PAGE);
        if (page.length === 0) break;
        after = page[page.length - 1]!.id;
        for (const search of page) {
          let matched = matchedBy.get(search.query);
          if (!matched) {
            matched = await matchAmong(JSON.parse(search.query) as SavedSearchQuery, ids);
            matchedBy.set(search.query, matched);
          }
          if (matched.length === 0) continue;
          newCounts.set(search.id, matched.length);
          const query = JSON.parse(search.query) as SavedSearchQuery;
          for (const contentId of matched) {
            const key = `${search.user_id}:${contentId}`;
            if (followed.has(key) || told.has(key)) continue;
            told.add(key);
            const item = byId.get(contentId)!;
            notices.push({
              userId: search.user_id,
              type: 'saved_search',
              title: 'New match for a saved search',
              message: `${item.title} matches “${search.name}”`,
              data: {
                contentId,
                contentSlug: item.slug,
                savedSearchId: search.id,
                searchName: search.name,
                searchQuery: savedSearchParams(query),
              },
            });
          }
        }
        if (page.length < SEARCHES_PER_PAGE) break;
      }
      try {
        await transact(async (trx) => {
          // Claimed first: a run that overlapped this one (the kick after a publish, the schedule)
          // and matched these items already makes this one write nothing.
          if ((await searches.markMatched(ids, trx)) !== ids.length) throw new AlreadyMatched();
          await notifications.insertMany(notices, trx);
          await searches.addNewCounts(newCounts, trx);
        });
      } catch (err) {
        if (err instanceof AlreadyMatched) return 0;
        throw err;
      }
      return notices.length;
    },
  };
}
export type SavedSearchAlerts = ReturnType<typeof savedSearchAlerts>;
