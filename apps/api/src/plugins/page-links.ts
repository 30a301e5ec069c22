import { LANGUAGES } from '@packdex/shared/constants';
import { addressIn, urlLanguage } from '@packdex/shared/language';
import { itemPage, isStaticPage, tagPage } from './page-paths.ts';

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The lists whose `page` parameter names a page of its own: every other parameter is a filter of it. */
const PAGED_LISTS = new Set(['/', '/models']);
const isPagedList = (pathname: string) => PAGED_LISTS.has(pathname) || tagPage(pathname) !== null;

/** The public pages a search engine may index: the lists, items, tags, legal and DMCA pages (as robots.txt says). */
function isIndexable(pathname: string): boolean {
  return isPagedList(pathname) || itemPage(pathname) !== null || isStaticPage(pathname) || pathname === '/dmca';
}

/**
 * A page's address in English (x-default: no `lang`) on PUBLIC_URL, as canonicalUrl writes it but
 * for the language; null for a page that is not to be indexed.
 */
function englishUrl(url: string, publicUrl: string): string | null {
  const [rawPath = '/', query = ''] = url.split('?');
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  if (!isIndexable(pathname)) return null;
  const page = new URLSearchParams(query).get('page');
  const keepsPage = isPagedList(pathname) && page !== null && /^[1-9]\d{0,5}$/.test(page) && page !== '1';
  return new URL(`${pathname}${keepsPage ? `?page=${page}` : ''}`, `${publicUrl}/`).href;
}

/**
 * A page's own address on PUBLIC_URL: its path, without the filters and sort orders of a list (the
 * same items in another order), keeping a list's page number past the first and its language
 * (`?lang=de`; none for English or an unknown value, docs/adr/0024-a-language-in-the-address.md).
 * Null for a page that is not to be indexed (accounts, admin) or a path that is not one of the site's.
 */
export function canonicalUrl(url: string, publicUrl: string): string | null {
  const english = englishUrl(url, publicUrl);
  if (!english) return null;
  const language = urlLanguage(url.split('?')[1] ?? '');
  return language ? addressIn(english, language) : english;
}

/**
 * The head links of a page for crawlers: its canonical address (in the address's language), and one
 * `alternate` per interface language, each at its own address (English's without `lang`, also the
 * `x-default`: the visitor's own language, docs/i18n.md#which-language). The home page also names
 * the feed of the latest items.
 */
export function pageLinks(url: string, publicUrl: string, siteName: string): string {
  const canonical = canonicalUrl(url, publicUrl);
  const english = englishUrl(url, publicUrl);
  if (!canonical || !english) return '';
  const links = [`<link rel="canonical" href="${escapeAttr(canonical)}">`];
  for (const language of LANGUAGES)
    links.push(`<link rel="alternate" hreflang="${language}" href="${escapeAttr(addressIn(english, language))}">`);
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(english)}">`);
  if (new URL(canonical).pathname === '/') links.push(feedLink(`${publicUrl}/feed.atom`, `${siteName}: latest packs`));
  return links.join('');
}

/** The `alternate` link of an Atom feed, for feed readers and browsers to find it. */
export function feedLink(href: string, title: string): string {
  return `<link rel="alternate" type="application/atom+xml" title="${escapeAttr(title)}" href="${escapeAttr(href)}">`;
}
