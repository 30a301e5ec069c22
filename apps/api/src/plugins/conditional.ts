import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A weak validator of a document's text (weak: the same text is also sent compressed, in other bytes). */
export const weakEtag = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current (RFC 9110, section 13.1): If-None-Match, when sent, decides
 * by weak comparison of the validators; otherwise If-Modified-Since against `lastModified` (an HTTP
 * date), to the second.
 */
export function notModified(request: FastifyRequest, etag?: string, lastModified?: string): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    if (!etag) return false;
    return match.trim() === '*' || match.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const modified = Date.parse(lastModified ?? '');
  if (Number.isNaN(since) || Number.isNaN(modified)) return false;
  return Math.floor(modified / 1000) <= Math.floor(since / 1000);
}
