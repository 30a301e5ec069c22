import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from './redis.ts';
import { clock } from './clock.ts';

/** How often an instance reads the shared version key: the bound on serving a page another instance invalidated. */
export const PAGE_CACHE_SYNC_MS = 250;
/** Without a successful read of the shared version for this long, the cache is bypassed (Redis down). */
const SYNC_GRACE_MS = 4 * PAGE_CACHE_SYNC_MS;
const VERSION_KEY = 'pages:version';

export interface CachedPage {
  payload: string;
  contentType: string;
  cacheControl?: string;
  /** The page's validators, sent with every hit and compared with a conditional request's (plugins/conditional.ts). */
  etag?: string;
  lastModified?: string;
}

/** The encodings a cached page is kept in besides its own text: what every browser accepts. */
export type PageEncoding = 'br' | 'gzip';

/**
 * How a page is encoded. A kept page (`kept`), once per entry: a hit writes the stored bytes. Brotli
 * at quality 5 (the compression plugin's per-request default is 4) and gzip at level 6: encoded once
 * per lifetime, not per request, so a little more effort pays, but not brotli's top levels: an
 * enveloped page is base64 ciphertext, which every level shrinks by the same quarter or so (the
 * alphabet's redundancy), and quality 11 costs about a hundred times quality 5 for nothing more. A
 * page not kept (`once`: the cache is off, or the page too large for it) is encoded for one answer
 * at the lowest levels: a list's 14 KB envelope took 51 µs at brotli quality 1 and 102 at 5, for
 * 10,588 and 10,573 bytes.
 */
export function encodePage(payload: string, encoding: PageEncoding, effort: 'kept' | 'once' = 'kept'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'kept' ? 5 : 1,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
        },
      })
    : zlib.gzipSync(payload, { level: effort === 'kept' ? 6 : 1 });
}

interface Entry extends CachedPage {
  /** The page in each encoding asked for so far, counted in `size`. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
  version: string;
  /** What the entry holds in memory, as counted against `maxBytes` (entrySize). */
  size: number;
  expiresAt: number;
  /** When the page last moved to the recent end of the eviction order. */
  movedAt: number;
}

/**
 * What an entry costs besides its page and key: the entry object, its place in the map, the strings'
 * headers and its version (measured in a heap snapshot: 28,000 cached empty suggestion lists held
 * about 18 MB while their pages counted 0.5 MB). Counted against `maxBytes` with the page and the key,
 * so many small pages cannot hold more memory than the limit says.
 */
export const ENTRY_OVERHEAD_BYTES = 256;
const entrySize = (key: string, page: CachedPage) => page.payload.length + key.length + ENTRY_OVERHEAD_BYTES;

/** The shortest interval between two sweeps of expired pages. */
const SWEEP_MIN_MS = 1_000;

/** A page read again within this long keeps its place in the eviction order. */
const REORDER_MS = 1_000;

export interface PageCache {
  /** The version pages are stored under now; capture it before reading the database. */
  version(): string;
  /**
   * Whether that version can be trusted: with Redis, read within SYNC_GRACE_MS (another instance's
   * invalidation is then known); without it, always. While not, the cache serves nothing.
   */
  trusted(): boolean;
  /** A page stored under the current version and not expired, or undefined. */
  get(key: string): CachedPage | undefined;
  /**
   * Stores a page made while `version` was current (a page made before an invalidation is never
   * served after it), for `ttlMs` when given (the page's own freshness), else the cache's lifetime.
   */
  set(key: string, version: string, page: CachedPage, ttlMs?: number): void;
  /**
   * The page's bytes in `encoding`: stored with its entry the first time they are asked for, so
   * every later hit writes them without compressing again. A page that is not (or no longer)
   * stored is encoded for this answer only.
   */
  encoded(key: string, page: CachedPage, encoding: PageEncoding): Buffer;
  /** How many times a page has been encoded since the cache was made (a hit costs none). */
  encodings(): number;
  /** Drops every page here at once and, with Redis, on every other instance within PAGE_CACHE_SYNC_MS. */
  invalidate(): Promise<void>;
  /**
   * When (epoch ms) this process last saw the catalogue change: its own invalidation, another
   * instance's (read from Redis), or its start. A document's Last-Modified is never older, so a
   * change that removes something from it (a hold, a deletion) is never answered with a 304.
   */
  changedAt(): number;
  /** Starts dropping expired pages every PAGE_CACHE_TTL_MS (at least every second), and following the shared version (Redis). */
  start(): Promise<void>;
  stop(): void;
  /** What the cache holds: its entries and their size as counted against `maxBytes`. */
  held(): { pages: number; bytes: number };
}

interface PageCacheOptions {
  /** How long a page may be served; the bound on counters (views, likes) shown stale. 0 turns caching off. */
  ttlMs: number;
  /** Total size of stored pages, their keys and entries in this process (the least recently read dropped first). */
  maxBytes: number;
  redis?: Redis | undefined;
  log?: FastifyBaseLogger;
}

/**
 * Whole answers (serialised and enveloped) that are identical for everyone of one audience
 * (plugins/page-cache.ts keys them). Pages live in this process; their version is shared through
 * Redis when REDIS_URL is set, so a write on one instance invalidates every instance.
 */
export function createPageCache({ ttlMs, maxBytes, redis, log }: PageCacheOptions): PageCache {
  const pages = new Map<string, Entry>();
  let bytes = 0;
  let encodings = 0;
  // The shared part (Redis' counter) and this process' own invalidations, which take effect at once.
  let shared = '0';
  let local = 0;
  let syncedAt = redis ? 0 : Number.POSITIVE_INFINITY;
  let changedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  const drop = (key: string, entry: Entry) => {
    pages.delete(key);
    bytes -= entry.size;
  };
  const current = () => `${shared}.${local}`;
  const trusted = () => Date.now() - syncedAt <= SYNC_GRACE_MS;
  /** Drops the least recently read pages until the cache is within its budget. */
  const evict = () => {
    for (const [k, e] of pages) {
      if (bytes <= maxBytes) break;
      drop(k, e);
    }
  };
  /** Drops the pages no request can be served any more (expired, or made before an invalidation). */
  const sweep = () => {
    const now = clock.millis();
    const version = current();
    for (const [key, entry] of pages) if (entry.expiresAt <= now || entry.version !== version) drop(key, entry);
  };

  async function sync(): Promise<void> {
    if (!redis) return;
    try {
      const seen = (await redis.get(VERSION_KEY)) ?? '0';
      if (seen !== shared) changedAt = Date.now();
      shared = seen;
      syncedAt = Date.now();
    } catch (err) {
      log?.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'page cache: cannot read the shared version',
      );
    }
  }

  return {
    version: current,
    trusted,
    get(key) {
      if (ttlMs === 0 || !trusted()) return undefined;
      const entry = pages.get(key);
      if (!entry) return undefined;
      const now = clock.millis();
      if (entry.version !== current() || entry.expiresAt <= now) {
        drop(key, entry);
        return undefined;
      }
      // Recently used last, so eviction takes the coldest page. Moved at most once a second: moving
      // it on every hit rewrote the map with each request's own key.
      if (now - entry.movedAt >= REORDER_MS) {
        pages.delete(key);
        pages.set(key, entry);
        entry.movedAt = now;
      }
      return entry;
    },
    set(key, version, page, pageTtlMs = ttlMs) {
      if (ttlMs === 0 || pageTtlMs <= 0 || version !== current() || page.payload.length > maxBytes / 8) return;
      const old = pages.get(key);
      if (old) drop(key, old);
      const now = clock.millis();
      const size = entrySize(key, page);
      pages.set(key, { ...page, encoded: {}, version, size, expiresAt: now + pageTtlMs, movedAt: now });
      bytes += size;
      evict();
    },
    encoded(key, page, encoding) {
      const entry = pages.get(key);
      const stored = entry?.payload === page.payload ? entry : undefined;
      const ready = stored?.encoded[encoding];
      if (ready) return ready;
      const bytesOut = encodePage(page.payload, encoding, stored ? 'kept' : 'once');
      encodings += 1;
      if (stored) {
        stored.encoded[encoding] = bytesOut;
        stored.size += bytesOut.length;
        bytes += bytesOut.length;
        evict();
      }
      return bytesOut;
    },
    encodings: () => encodings,
    changedAt: () => changedAt,
    async invalidate() {
      local += 1;
      changedAt = Date.now();
      pages.clear();
      bytes = 0;
      if (!redis) return;
      try {
        shared = String(await redis.incr(VERSION_KEY));
      } catch (err) {
        // Other instances cannot learn of this write: stop serving pages until Redis answers again.
        syncedAt = 0;
        log?.error(
          { err: err instanceof Error ? err.message : String(err) },
          'page cache: cannot publish an invalidation',
        );
      }
    },
    async start() {
      // A page is read again within its lifetime or never: without the sweep, the pages of a burst
      // (thousands of content pages, any-prefix suggestions) stayed in memory, expired, until newer
      // pages pushed them out, and an idle server kept PAGE_CACHE_MAX_MB of them.
      if (!sweeper && ttlMs > 0) {
        sweeper = setInterval(sweep, Math.max(SWEEP_MIN_MS, ttlMs));
        sweeper.unref();
      }
      if (!redis || timer) return;
      await sync();
      timer = setInterval(() => void sync(), PAGE_CACHE_SYNC_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      if (sweeper) clearInterval(sweeper);
      timer = undefined;
      sweeper = undefined;
    },
    held: () => ({ pages: pages.size, bytes }),
  };
}

/**
 * A lookup by id whose answers live beside the pages: dropped with them by every write that
 * invalidates pages (admin changes, reports that hide), so never older than what the pages show,
 * and never older than the TTL. Only found rows are kept (JSON-safe values); a miss asks again.
 */
export function cachedLookup<V>(
  cache: Pick<PageCache, 'get' | 'set' | 'version'>,
  name: string,
  lookup: (id: number) => Promise<V | undefined>,
): (id: number) => Promise<V | undefined> {
  return async (id) => {
    const key = `lookup|${name}|${id}`;
    const hit = cache.get(key);
    if (hit) return JSON.parse(hit.payload) as V;
    const version = cache.version();
    const value = await lookup(id);
    if (value !== undefined)
      cache.set(key, version, { payload: JSON.stringify(value), contentType: 'application/json' });
    return value;
  };
}
