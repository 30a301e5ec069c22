import type { DmcaTargetKind } from './dmca.repository.ts';

/** A page of this site a notice may name. */
interface SitePage {
  kind: DmcaTargetKind;
  slug: string;
}

const PAGE_PATH = /^\/(content|model)\/([^/?#]+)\/?$/;

/**
 * Reads a URL a complainant pasted as one of this site's /content/{slug} or /model/{slug} pages:
 * a path, or an absolute http(s) URL on `publicHost` (PUBLIC_URL's host: never the host a request
 * names, which its sender chooses). Anything else is null.
 */
export function sitePageOf(raw: string, publicHost: string): SitePage | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = url.host === 'relative.invalid' && raw.trim().startsWith('/');
  if (!relative && (!['http:', 'https:'].includes(url.protocol) || url.host.toLowerCase() !== publicHost)) return null;
  const match = PAGE_PATH.exec(url.pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { kind: match[1] === 'content' ? 'content' : 'model', slug };
}

/** The page's own address on PUBLIC_URL: what a notice stores and its mails quote, whatever was pasted. */
export const canonicalUrl = (page: SitePage, publicUrl: string): string =>
  new URL(`/${page.kind}/${encodeURIComponent(page.slug)}`, publicUrl).href;
