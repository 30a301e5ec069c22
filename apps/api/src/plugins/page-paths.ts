/** A content or model page of the web app, from a URL's path: `/content/{slug}`, `/model/{slug}`. */
export type ItemPage = { kind: 'content' | 'model'; slug: string };

const ITEM_PAGE = /^\/(content|model)\/([^/?#]+)\/?$/;

/** The item page a path (without its query string) shows; null for any other path or a bad escape. */
export function itemPage(pathname: string): ItemPage | null {
  const match = ITEM_PAGE.exec(pathname);
  if (!match) return null;
  try {
    return { kind: match[1] === 'content' ? 'content' : 'model', slug: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

const TAG_PAGE = /^\/tags\/([^/?#]+)\/?$/;

/** The tag a tag page's path (`/tags/{slug}`, without its query string) shows; null for any other path or a bad escape. */
export function tagPage(pathname: string): string | null {
  const match = TAG_PAGE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The kinds of page whose code the web build loads lazily and lists in page-chunks.json. */
export const LAZY_PAGES = ['models', 'model', 'content'] as const satisfies readonly ('models' | ItemPage['kind'])[];
export type LazyPage = (typeof LAZY_PAGES)[number];

/** The lazy page a path (without its query string) shows, if it is one. */
export function lazyPage(pathname: string): LazyPage | null {
  if (pathname === '/models' || pathname === '/models/') return 'models';
  return itemPage(pathname)?.kind ?? null;
}

/**
 * The pages the server renders from the configuration alone, with no first answer (the legal texts,
 * whose only data is the operator's details): the web's routes `/terms` and `/privacy`.
 */
export const STATIC_PAGES: readonly string[] = ['/terms', '/privacy'];

/** Whether a path (without its query string) is one of the static pages, with or without a trailing slash. */
export function isStaticPage(pathname: string): boolean {
  return STATIC_PAGES.includes(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
