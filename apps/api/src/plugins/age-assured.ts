import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgeRequirement } from '@packdex/shared/schemas';

/**
 * What a visitor reaches before an age-assurance provider has said they are 18 or over
 * (AGE_ASSURANCE=oidc): the check itself, accounts, payments, legal notices, support, the staff's
 * moderation and the probes. Nothing of the catalogue: every other API route, and every upload
 * (models' photos, avatars), is withheld. A route added later is withheld until it is listed here.
 */
export const OPEN_BEFORE_ASSURANCE = [
  '/api/age-assurance',
  '/api/age-verification',
  '/api/auth',
  '/api/billing',
  '/api/purchase',
  '/api/payments',
  '/api/dmca',
  '/api/support',
  '/api/reports',
  '/api/admin',
  '/api/health',
  '/api/ready',
  '/api/docs',
  '/api/test',
] as const;
/** Routes under an open prefix that show the catalogue all the same (a member's liked and followed items). */
const WITHHELD_UNDER_OPEN = ['/api/auth/dashboard'];

export const AGE_ASSURANCE_REQUIRED =
  'Confirm your age with our age-check provider to see the catalogue. Nothing of it is shown before that.';
export const AGE_ASSURANCE_UNAVAILABLE =
  'The law of your region requires an age check that this site does not offer, so it is not available in your region.';

/** Routes outside /api that show the catalogue: its feeds and sitemap files (modules/feeds). */
const CATALOGUE_OUTSIDE_API = [
  '/feed.atom',
  '/model/:slug/feed.atom',
  '/tags/:slug/feed.atom',
  '/collection/:id/feed.atom',
  '/collection/:id/:slug/feed.atom',
  '/sitemaps/:file',
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether a request's route shows the catalogue. Decided on the route the request matched (its
 * pattern, as `/api/content/{id}` was declared), so spellings of a path (`/api//content`,
 * `%63ontent`, a trailing slash) cannot step around it; a request that matched no route gets a 404
 * or a document, which `web.ts` withholds itself.
 */
export function withholds(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined) return false;
  if (under(route, '/uploads') || CATALOGUE_OUTSIDE_API.includes(route)) return true;
  if (!under(route, '/api')) return false;
  if (WITHHELD_UNDER_OPEN.some((p) => under(route, p))) return true;
  return !OPEN_BEFORE_ASSURANCE.some((p) => under(route, p));
}

/**
 * The catalogue is withheld from a request whose visitor must have their age verified (everyone with
 * AGE_ASSURANCE=oidc; the visitors of the regions whose law asks for it, docs/compliance.md) until
 * the browser presents a valid provider answer that its visitor is 18 or over (`isAdult`): 403
 * `AGE_ASSURANCE_REQUIRED` before anything of the route runs (limits, caches, handlers). Where no
 * provider is configured such a visitor gets 451 `AGE_ASSURANCE_UNAVAILABLE`. What is answered is
 * personal to the visitor's assurance and region: no shared cache may keep it (`private`, `Vary:
 * Cookie`). Documents are withheld in `web.ts` (no first answers, no preview tags, no picture preload).
 */
export function registerAgeAssured(
  app: FastifyInstance,
  isAdult: (cookieHeader: string | undefined) => Promise<boolean>,
  requirement: (request: FastifyRequest) => Promise<AgeRequirement>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!withholds(request)) return;
    const needed = await requirement(request);
    if (needed === 'self') return;
    if (needed === 'blocked')
      return reply.code(451).header('cache-control', 'no-store').send({
        error: AGE_ASSURANCE_UNAVAILABLE,
        code: 'AGE_ASSURANCE_UNAVAILABLE',
      });
    if (await isAdult(request.headers.cookie)) return;
    return reply.code(403).header('cache-control', 'no-store').send({
      error: AGE_ASSURANCE_REQUIRED,
      code: 'AGE_ASSURANCE_REQUIRED',
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!withholds(request) && !type.startsWith('text/html')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\b(private|no-store)\b/.test(cacheControl))
      reply.header('cache-control', cacheControl ? `private, ${cacheControl.replace(/\bpublic,?\s*/, '')}` : 'private');
    const vary = reply.getHeader('vary');
    if (!/\bcookie\b/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    return payload;
  });
}
