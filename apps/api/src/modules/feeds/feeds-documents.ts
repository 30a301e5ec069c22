import { toIso } from '../../lib/time.ts';
import { element, XML_DECLARATION } from '../../lib/xml.ts';

/** One entry of an Atom feed (RFC 4287). */
export interface FeedEntry {
  id: string;
  title: string;
  link: string;
  updated: string;
  published: string;
  summary: string;
  author?: { name: string; uri: string } | undefined;
  thumbnail?: string | undefined;
}

/** An Atom feed's head and entries; `updated` is its newest entry's (or the feed's own when empty). */
export interface Feed {
  id: string;
  title: string;
  self: string;
  alternate: string;
  author: string;
  updated: string;
  entries: FeedEntry[];
}

/**
 * A tag: URI (RFC 4151) naming an item for good: its id on the site's host, dated by its creation,
 * so a renamed slug or a moved PUBLIC_URL path keeps readers from seeing it again as new.
 */
export function tagUri(publicUrl: string, kind: 'content' | 'model', id: number, createdAt: string | Date): string {
  return `tag:${new URL(publicUrl).hostname},${toIso(createdAt).slice(0, 10)}:${kind}/${id}`;
}

/** The feed as an Atom document, with Media RSS thumbnails. */
export function atomDocument(feed: Feed): string {
  const entries = feed.entries.map((e) =>
    [
      '<entry>',
      element('id', e.id),
      element('title', e.title, { type: 'text' }),
      element('link', null, { rel: 'alternate', type: 'text/html', href: e.link }),
      element('published', e.published),
      element('updated', e.updated),
      e.author ? `<author>${element('name', e.author.name)}${element('uri', e.author.uri)}</author>` : '',
      element('summary', e.summary, { type: 'text' }),
      e.thumbnail ? element('media:thumbnail', null, { url: e.thumbnail }) : '',
      '</entry>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    element('id', feed.id),
    element('title', feed.title, { type: 'text' }),
    element('updated', feed.updated),
    element('link', null, { rel: 'self', type: 'application/atom+xml', href: feed.self }),
    element('link', null, { rel: 'alternate', type: 'text/html', href: feed.alternate }),
    `<author>${element('name', feed.author)}</author>`,
    ...entries,
    '</feed>\n',
  ].join('\n');
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemap file (the sitemaps.org 0.9 schema) of pages in every interface language: each page's
 * address in each language (`loc` without a query string: English's; the others' with `?lang=`),
 * when it last changed, and all its languages' addresses as `xhtml:link` alternates with x-default
 * (Google's hreflang in sitemaps). A page gives `languages.length` urls; its alternates are written
 * once and repeated in each.
 */
export function urlSetDocument(
  pages: { loc: string; lastmod?: string | undefined }[],
  languages: readonly string[],
): string {
  const items: string[] = [];
  for (const page of pages) {
    const address = (language: string) => (language === 'en' ? page.loc : `${page.loc}?lang=${language}`);
    const lastmod = page.lastmod ? element('lastmod', page.lastmod) : '';
    const alternates = [...languages, 'x-default']
      .map((language) =>
        element('xhtml:link', null, {
          rel: 'alternate',
          hreflang: language,
          href: address(language === 'x-default' ? 'en' : language),
        }),
      )
      .join('');
    for (const language of languages)
      items.push(`<url>${element('loc', address(language))}${lastmod}${alternates}</url>`);
  }
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...items, '</urlset>\n'].join(
    '\n',
  );
}

/** A sitemap index: the addresses of the sitemap files. */
export function sitemapIndexDocument(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap>${element('loc', loc)}</sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...items, '</sitemapindex>\n'].join('\n');
}
