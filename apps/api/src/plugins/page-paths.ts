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

/** The kinds of page whose code the web build loads lazily and lists in page-chunks.json. */
export const LAZY_PAGES = ['models', 'model', 'content'] as const satisfies readonly ('models' | ItemPage['kind'])[];
export type LazyPage = (typeof LAZY_PAGES)[number];

/** The lazy page a path (without its query string) shows, if it is one. */
export function lazyPage(pathname: string): LazyPage | null {
  if (pathname === '/models' || pathname === '/models/') return 'models';
  return itemPage(pathname)?.kind ?? null;
}
