import { LANGUAGES } from '@packdex/shared/constants';
import { itemPage, isStaticPage } from './page-paths.ts';

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The lists whose `page` parameter names a page of its own: every other parameter is a filter of it. */
const PAGED_LISTS = new Set(['/', '/models']);

/** The public pages a search engine may index: the lists, items, legal and DMCA pages (as robots.txt says). */
function isIndexable(pathname: string): boolean {
  return PAGED_LISTS.has(pathname) || itemPage(pathname) !== null || isStaticPage(pathname) || pathname === '/dmca';
}

/**
 * A page's own address on PUBLIC_URL: its path, without the filters and sort orders of a list (the
 * same items in another order), keeping a list's page number past the first. Null for a page that
 * is not to be indexed (accounts, admin) or a path that is not one of the site's.
 */
export function canonicalUrl(url: string, publicUrl: string): string | null {
  const [rawPath = '/', query = ''] = url.split('?');
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  if (!isIndexable(pathname)) return null;
  const page = new URLSearchParams(query).get('page');
  const keepsPage = PAGED_LISTS.has(pathname) && page !== null && /^[1-9]\d{0,5}$/.test(page) && page !== '1';
  return new URL(`${pathname}${keepsPage ? `?page=${page}` : ''}`, `${publicUrl}/`).href;
}

/**
 * The head links of a page for crawlers: its canonical address, and one `alternate` per interface
 * language. The language is chosen per visitor at the same address (their choice's cookie, else
 * the browser's Accept-Language; docs/i18n.md#which-language), so every language's alternate, and
 * `x-default`, is that address. The home page also names the feed of the latest items.
 */
export function pageLinks(url: string, publicUrl: string, siteName: string): string {
  const canonical = canonicalUrl(url, publicUrl);
  if (!canonical) return '';
  const href = escapeAttr(canonical);
  const links = [`<link rel="canonical" href="${href}">`];
  for (const language of [...LANGUAGES, 'x-default'])
    links.push(`<link rel="alternate" hreflang="${language}" href="${href}">`);
  if (new URL(canonical).pathname === '/') links.push(feedLink(`${publicUrl}/feed.atom`, `${siteName}: latest packs`));
  return links.join('');
}

/** The `alternate` link of an Atom feed, for feed readers and browsers to find it. */
export function feedLink(href: string, title: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeAttr(title)}" href="${escapeAttr(href)}">`;
}
