import { LANGUAGES } from '@packdex/shared/constants';
import { notFound } from '../../lib/errors.ts';
import { toIso } from '../../lib/time.ts';
import { atomDocument, type FeedEntry, sitemapIndexDocument, tagUri, urlSetDocument } from './feeds-documents.ts';
import type { TagsRepository } from '../tags/tags.repository.ts';
import type { FeedsRepository, SitemapTable } from './feeds.repository.ts';

/** Entries in a feed: a reader polling every hour misses nothing unless more than this many are added. */
export const FEED_ENTRIES = 50;

/** The public pages besides the catalogue's (apps/web/src/config/paths.ts) that crawlers may list. */
export const STATIC_PUBLIC_PAGES = ['/', '/models', '/dmca', '/terms', '/privacy'] as const;

/**
 * Paths crawlers are asked to leave alone: accounts, admin, payment and e-mail link pages. /api is
 * closed but for the public reads a crawler's renderer needs to draw the pages it indexes.
 */
const ROBOTS_DISALLOWED = [
  '/admin',
  '/account',
  '/activity',
  '/billing',
  '/success',
  '/cancel',
  '/verify-email',
  '/resend-verification',
  '/reset-password',
  '/api/',
];
const ROBOTS_ALLOWED = ['/api/content', '/api/models'];

/** A document and when what it lists last changed (null when it does not say). */
export interface FeedDocument {
  body: string;
  lastModified: string | null;
}

const MAX_ID = 2_147_483_647;
const SITEMAP_FILE = /^(content|models|tags|pages)-([1-9]\d{0,8})\.xml$/;
const TABLE_OF = { content: 'contents', models: 'models' } as const satisfies Record<string, SitemapTable>;

interface Deps {
  feeds: FeedsRepository;
  /** A tag's feed: the tag by its slug (or an alias's), with its children. */
  tags: Pick<TagsRepository, 'bySlug' | 'namesWithDescendants'>;
  publicUrl: string;
  siteName: string;
  /** Urls one sitemap file lists at most (SITEMAP_URLS_PER_FILE): each page gives one per language. */
  urlsPerFile: number;
  /** When the catalogue last changed as far as this process knows (PageCache.changedAt). */
  changedAt: () => number;
}

/** Atom feeds of the newest items, the sitemap files and robots.txt, all of visible items only. */
export function feedsService({ feeds, tags, publicUrl, siteName, urlsPerFile, changedAt }: Deps) {
  const base = new URL(`${publicUrl}/`).href.replace(/\/$/, '');
  // Ids one sitemap file covers: each visible page in it is listed once per language (urlSetDocument).
  const idsPerFile = Math.max(1, Math.floor(urlsPerFile / LANGUAGES.length));
  const urlSet = (pages: { loc: string; lastmod?: string | undefined }[]) => urlSetDocument(pages, LANGUAGES);
  const url = (path: string) => new URL(path, `${base}/`).href;
  // Concatenated, not parsed: a sitemap file builds thousands of them (an encoded slug is a valid path).
  const itemUrl = (kind: 'content' | 'model', slug: string) => `${base}/${kind}/${encodeURIComponent(slug)}`;

  type EntryRow = Awaited<ReturnType<FeedsRepository['latestContent']>>[number];
  async function entries(modelId?: number, tagNames?: string[]): Promise<FeedEntry[]> {
    return (await feeds.latestContent(FEED_ENTRIES, modelId, tagNames)).map(toEntry);
  }
  /** A feed entry of an item: its page, its model as author, what it holds as summary. */
  function toEntry(row: EntryRow): FeedEntry {
    const counts = [`${row.images} ${row.images === 1 ? 'image' : 'images'}`];
    if (row.videos > 0) counts.push(`${row.videos} ${row.videos === 1 ? 'video' : 'videos'}`);
    const by = row.model_name ? ` by ${row.model_name}` : '';
    return {
      id: tagUri(publicUrl, 'content', row.id, row.created_at),
      title: row.title,
      link: itemUrl('content', row.slug),
      published: toIso(row.created_at),
      updated: toIso(row.updated_at),
      summary: `A ${row.type} pack${by}: ${counts.join(', ')}.`,
      author:
        row.model_name && row.model_slug ? { name: row.model_name, uri: itemUrl('model', row.model_slug) } : undefined,
      thumbnail: row.thumbnail_url ? url(row.thumbnail_url) : undefined,
    };
  }

  const newest = (list: FeedEntry[], fallback: string) =>
    list.reduce((latest, e) => (e.updated > latest ? e.updated : latest), list.length ? '' : fallback);
  /**
   * A document's Last-Modified: what it lists changed last, or the catalogue, whichever is later
   * (hiding or deleting an item changes no date the document holds).
   */
  const modified = (own: string | null) => {
    const change = new Date(changedAt()).toISOString();
    return own !== null && own > change ? own : change;
  };

  return {
    /** The newest visible items of the whole catalogue. */
    async latest(): Promise<FeedDocument> {
      const list = await entries();
      const updated = newest(list, new Date(0).toISOString());
      const body = atomDocument({
        id: url('/feed.atom'),
        title: `${siteName}: latest packs`,
        self: url('/feed.atom'),
        alternate: url('/'),
        author: siteName,
        updated,
        entries: list,
      });
      return { body, lastModified: modified(list.length ? updated : null) };
    },

    /** The newest visible items of one visible model; 404 for a hidden or unknown model. */
    async ofModel(slug: string): Promise<FeedDocument> {
      const model = await feeds.visibleModel(slug);
      if (!model) throw notFound('Model not found');
      const list = await entries(model.id);
      const updated = newest(list, toIso(model.updated_at));
      const self = `${itemUrl('model', model.slug)}/feed.atom`;
      const body = atomDocument({
        id: self,
        title: `${model.name} on ${siteName}`,
        self,
        alternate: itemUrl('model', model.slug),
        author: model.name,
        updated,
        entries: list,
      });
      return { body, lastModified: modified(updated) };
    },

    /**
     * The newest visible items carrying a tag or one of its children; 404 for an unknown tag or one
     * no visible item carries (so a hidden item's tag never shows).
     */
    async ofTag(slug: string): Promise<FeedDocument> {
      const tag = await tags.bySlug(slug);
      const list = tag ? await entries(undefined, await tags.namesWithDescendants(tag.id)) : [];
      if (!tag || list.length === 0) throw notFound('Tag not found');
      const updated = newest(list, new Date(0).toISOString());
      const page = `${base}/tags/${encodeURIComponent(tag.slug)}`;
      const body = atomDocument({
        id: `${page}/feed.atom`,
        title: `${tag.name} on ${siteName}`,
        self: `${page}/feed.atom`,
        alternate: page,
        author: siteName,
        updated,
        entries: list,
      });
      return { body, lastModified: modified(updated) };
    },

    /**
     * A public collection's newest saved visible items, most recently saved first; 404 for a private
     * or unknown collection (no hint that a private one exists). Its address is its page's
     * (`/collection/{id}/{slug}`) with `/feed.atom` added.
     */
    async ofCollection(id: number): Promise<FeedDocument> {
      const collection = await feeds.publicCollection(id);
      if (!collection) throw notFound('Collection not found');
      const list = (await feeds.collectionContent(collection.id, FEED_ENTRIES)).map(toEntry);
      // Saving, removing, renaming or sharing changes the collection's date; an item's own change its entry's.
      const own = toIso(collection.updated_at);
      const latest = newest(list, own);
      const updated = latest > own ? latest : own;
      const page = `${base}/collection/${collection.id}/${encodeURIComponent(collection.slug)}`;
      const body = atomDocument({
        id: `${base}/collection/${collection.id}/feed.atom`,
        title: `${collection.name} by ${collection.owner_name} on ${siteName}`,
        self: `${page}/feed.atom`,
        alternate: page,
        author: collection.owner_name,
        updated,
        entries: list,
      });
      return { body, lastModified: modified(updated) };
    },

    /** The sitemap index: the static pages' file, then one file per range of ids holding a visible row. */
    async sitemapIndex(): Promise<FeedDocument> {
      const files = ['/sitemaps/pages-1.xml'];
      for (const [name, table] of Object.entries(TABLE_OF)) {
        // One indexed read per file listed: a range without a visible row is stepped over, never listed.
        let from = 1;
        for (;;) {
          const id = await feeds.firstVisibleId(table, from);
          if (id === undefined) break;
          const n = Math.floor((id - 1) / idsPerFile) + 1;
          files.push(`/sitemaps/${name}-${n}.xml`);
          from = n * idsPerFile + 1;
        }
      }
      for (let from = 1; ;) {
        const id = await feeds.firstUsedTagId(from);
        if (id === undefined) break;
        const n = Math.floor((id - 1) / idsPerFile) + 1;
        files.push(`/sitemaps/tags-${n}.xml`);
        from = n * idsPerFile + 1;
      }
      return { body: sitemapIndexDocument(files.map(url)), lastModified: modified(null) };
    },

    /** One sitemap file (`content-3.xml`: the visible items with ids in the third range); 404 when it lists nothing. */
    async sitemapFile(file: string): Promise<FeedDocument> {
      const match = SITEMAP_FILE.exec(file);
      if (!match) throw notFound('No such sitemap');
      const kind = match[1] as 'content' | 'models' | 'tags' | 'pages';
      const n = Number(match[2]);
      if (kind === 'pages') {
        if (n !== 1) throw notFound('No such sitemap');
        return {
          body: urlSet(STATIC_PUBLIC_PAGES.map((p) => ({ loc: url(p) }))),
          lastModified: modified(null),
        };
      }
      const from = (n - 1) * idsPerFile + 1;
      // Past the largest id a column holds (PostgreSQL's integer): no such file, not a failed query.
      if (from > MAX_ID) throw notFound('No such sitemap');
      const to = Math.min(from + idsPerFile - 1, MAX_ID);
      if (kind === 'tags') {
        const used = await feeds.usedTagsInRange(from, to);
        if (used.length === 0) throw notFound('No such sitemap');
        return {
          body: urlSet(used.map((r) => ({ loc: `${base}/tags/${encodeURIComponent(r.slug)}` }))),
          lastModified: modified(null),
        };
      }
      const rows = await feeds.visibleInRange(TABLE_OF[kind], from, to);
      if (rows.length === 0) throw notFound('No such sitemap');
      const pageKind = kind === 'content' ? 'content' : 'model';
      const urls = rows.map((r) => ({ loc: itemUrl(pageKind, r.slug), lastmod: toIso(r.updated_at) }));
      const lastModified = urls.reduce((latest, u) => (u.lastmod > latest ? u.lastmod : latest), '');
      return { body: urlSet(urls), lastModified: modified(lastModified) };
    },

    /** robots.txt: public pages open, private ones closed, and where the sitemap is. */
    robots(): string {
      return [
        'User-agent: *',
        ...ROBOTS_ALLOWED.map((p) => `Allow: ${p}`),
        ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${url('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type FeedsService = ReturnType<typeof feedsService>;
