import type { FastifyInstance } from 'fastify';
import type { Limiter } from '../lib/limiter.ts';

// Probes and the API reference are not what the limit protects.
const UNLIMITED = /^\/api\/(health|ready|docs)(\/|\?|$)/;
/** Reads of the catalogue outside /api (modules/feeds): each a lookup in the database when not cached. */
const FEEDS =
  /^\/(feed\.atom|(model|tags)\/[^/?]+\/feed\.atom|collection\/\d+(\/[^/?]+)?\/feed\.atom|sitemap\.xml|sitemaps\/)/;

/**
 * The key of an address for limits: IPv4 as is, IPv6 by its /64, the block one subscriber is
 * usually given (counting each address alone would let one client rotate through billions).
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The key of an address's read budget, shared by every read that spends it. */
const readKey = (ip: string) => `read:${addressKey(ip)}`;

/**
 * Spends one read of the address's budget for work a request does beyond the API (a page
 * document's preview lookup): false once the budget is spent, so the caller skips that work.
 * Always true when the budget is off (`perMinute` 0).
 */
export function readBudget(limiter: Limiter, perMinute: number): (ip: string) => Promise<boolean> {
  if (perMinute <= 0) return () => Promise.resolve(true);
  return async (ip) => (await limiter.increment(readKey(ip), 60_000)) <= perMinute;
}

/**
 * A per-address budget shared by every API read (lists, search, suggestions, details): generous
 * for people, a ceiling for scrapers and floods. Off when `perMinute` is 0 (benchmarks).
 */
export function registerReadLimit(app: FastifyInstance, limiter: Limiter, perMinute: number): void {
  if (perMinute <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!(request.url.startsWith('/api/') || FEEDS.test(request.url)) || UNLIMITED.test(request.url)) return;
    await limiter.hit(readKey(request.ip), perMinute, 60_000);
  });
}
