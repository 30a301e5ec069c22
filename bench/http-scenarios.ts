// The scenarios of `npm run bench` (bench/http.ts): what each one asks, of which server, and how.
import { randomBytes } from 'node:crypto';
import { CONTENT_TAGS } from '../apps/api/src/db/seed/words.ts';
import { BENCH_WORDS, collectionSize, shapeOf, type Size } from './generate.ts';
import type { Scenario } from './http-cannon.ts';

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** A made-up client address per request (per-address limits count each as a reader of its own). */
const ip = () => `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${((Math.random() * 250) | 0) + 1}`;

/**
 * The scenarios of a size's run. `tokens` are 200 readers' sessions, the first `hiding` of which hide
 * the three most used tags; `collectionId` is the bench's public collection (bench/generate.ts).
 */
export function httpScenarios(
  size: Size,
  tokens: readonly string[],
  hiding: readonly string[],
  collectionId: number,
): Scenario[] {
  const shape = shapeOf(size);
  const item = () => 1 + Math.floor(Math.random() * shape.contents);
  const word = () => encodeURIComponent(any(BENCH_WORDS).toLowerCase());
  const lastPage = Math.ceil(shape.contents / 24);
  // The deepest page a list answers (MAX_LIST_DEPTH, 24,000 items: page 1000 of 24).
  const deepest = Math.min(1000, lastPage);
  let nextBody = '';
  const collectionPages = Math.ceil(collectionSize(size) / 24);
  return [
    { name: 'home list, page 1', path: '/api/content?page=1&limit=24&sortBy=recent' },
    // The same bytes from memory, encoded once: the limit a cached page can reach.
    { name: 'constant buffer (limit)', path: '/limit', target: 'limit' },
    { name: 'home list, page 1, cache off', path: '/api/content?page=1&limit=24&sortBy=recent', target: 'uncached' },
    {
      name: 'home list, random page, cache off',
      target: 'uncached',
      cold: true,
      path: () => `/api/content?page=${1 + Math.floor(Math.random() * deepest)}&limit=24&sortBy=recent`,
    },
    {
      name: 'home list, page 1000',
      path: `/api/content?page=${Math.min(1000, lastPage)}&limit=24&sortBy=recent`,
    },
    { name: 'popular, page 1', path: '/api/content?page=1&limit=24&sortBy=popular' },
    { name: 'models, filtered', path: '/api/models?ethnicity=latina&minAge=20&maxAge=40&limit=24' },
    { name: 'content by slug', path: () => `/api/content/slug/bench-${item() - 1}` },
    { name: 'content by slug, cache off', target: 'uncached', path: () => `/api/content/slug/bench-${item() - 1}` },
    {
      name: 'suggestions',
      path: () => `/api/search/suggestions?q=${encodeURIComponent(any(BENCH_WORDS).toLowerCase().slice(0, 3))}`,
    },
    { name: 'content search', path: () => `/api/content?search=${word()}&limit=24` },
    // Tags (issue 39): one of a tag's first 20 pages, and a search leaving a tag out, each filter an
    // indexed probe of the tag rows (migration 2026-12-11-0700-tags), on the server as it runs
    // (page cache on): 360 and 288 addresses, most of them computed, with their totals kept until
    // the catalogue changes, as the home list's. Off the cache every answer would count its total
    // again (0.34 s for a tag at 1M on SQLite): maintained counts are issue 35's.
    {
      name: 'tag page',
      path: () =>
        `/api/content?tag=${any(CONTENT_TAGS)}&page=${1 + Math.floor(Math.random() * 20)}&limit=24&sortBy=recent`,
    },
    {
      name: 'tag-excluding search',
      path: () => `/api/content?search=${encodeURIComponent(`${word()} -tag:${any(CONTENT_TAGS)}`)}&limit=24`,
    },
    // Similar models (issue 39): a profile's stored neighbours (model_similar, ranked by the
    // models.similar job) read with their cards in one query, computed afresh: the profile by its
    // slug, then its 12 rows of the (model_id, rank) key (every model has a full list,
    // bench/generate.ts addBenchSimilar).
    {
      name: 'similar models',
      target: 'uncached',
      path: () => `/api/models/bench-model-${Math.floor(Math.random() * shape.models)}/similar`,
    },
    // More like this: each of the pack's tags gives its newest items, counted in one query.
    {
      name: 'more like this, cache off',
      target: 'uncached',
      path: () => `/api/content/${item()}/similar`,
    },
    // A large public collection's page (issue 39; bench/generate.ts: half the catalogue, up to
    // 50,000 items), its first page and a random one, read afresh: the page's ids from
    // `collection_items_collection_added_idx`, then those items only.
    { name: 'a collection', target: 'uncached', path: `/api/collections/${collectionId}?page=1&limit=24` },
    {
      name: 'a collection, random page',
      target: 'uncached',
      path: () =>
        `/api/collections/${collectionId}?page=${1 + Math.floor(Math.random() * Math.min(1000, collectionPages))}&limit=24`,
    },
    { name: 'a collection feed', target: 'uncached', path: `/collection/${collectionId}/bench-collection/feed.atom` },
    // Feeds and sitemaps (modules/feeds) computed afresh: the newest items by their index, the
    // index's files by one read of the primary key each, a file by its range of ids.
    { name: 'latest feed, cache off', target: 'uncached', path: '/feed.atom' },
    { name: 'sitemap index, cache off', target: 'uncached', path: '/sitemap.xml' },
    {
      name: 'POST view',
      method: 'POST',
      path: () => `/api/content/${item()}/view`,
      headers: () => ({ 'x-forwarded-for': ip(), 'user-agent': `bench-${randomBytes(6).toString('hex')}` }),
    },
    {
      // 70 % like toggles, 30 % comments, by 200 signed-in readers (each request its own body).
      name: 'signed-in mix',
      method: 'POST',
      path: () => {
        const like = Math.random() < 0.7;
        nextBody = JSON.stringify(like ? { contentId: item() } : { contentId: item(), text: 'Lovely set, thank you' });
        return like ? '/api/likes/toggle' : '/api/comments';
      },
      body: () => nextBody,
      headers: () => ({ 'x-forwarded-for': ip(), authorization: `Bearer ${any(tokens)}` }),
    },
    {
      // Personal filters (issue 39): signed-in readers who hide the three most used tags get their
      // own home list, never the cached one, computed with an indexed NOT EXISTS per row
      // (withoutBlacklistedTags, db/tags.ts).
      name: "blacklisted user's home list",
      path: '/api/content?page=1&limit=24&sortBy=recent',
      headers: () => ({ 'x-forwarded-for': ip(), authorization: `Bearer ${any(hiding)}` }),
    },
    {
      // Any three letters: mostly prefixes that match little or nothing, most of them not cached yet
      // (17,576 of them); "suggestions" repeats 16 common ones, which the page cache answers. Last,
      // since the thousands of pages it caches slow the scenarios after it (content search at 1M:
      // 10.8k req/s before it, 6.2k right after).
      name: 'suggestions, any prefix',
      cold: true,
      path: () =>
        `/api/search/suggestions?q=${Array.from({ length: 3 }, () => any([...'abcdefghijklmnopqrstuvwxyz'])).join('')}`,
    },
  ];
}
