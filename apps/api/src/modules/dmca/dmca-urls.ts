import type { DmcaTargetKind } from './dmca.repository.ts';

/** A page of this site a notice may name. */
interface SitePage {
  kind: DmcaTargetKind;
  slug: string;
}

const PAGE_PATH = /^\/(content|model)\/([^/?#]+)\/?$/;

/**
 * Reads a URL a complainant pasted as one of this site's /content/{slug} or /model/{slug} pages:
 * a path, or an absolute http(s) URL on one of `hosts` (the public address, and the one the
 * request came to). Anything else is null.
 */
export function sitePageOf(raw: string, hosts: string[]): SitePage | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = url.host === 'relative.invalid' && raw.trim().startsWith('/');
  if (!relative && (!['http:', 'https:'].includes(url.protocol) || !hosts.includes(url.host.toLowerCase())))
    return null;
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
