import type { IncomingHttpHeaders } from 'node:http';
import { type Outbound, OutboundError, type OutboundRequest, type OutboundResponse } from '../../lib/outbound.ts';

/**
 * What one check of a link found. `alive`: the file answers; `gone`: the host says it is not there
 * (404, 410, its "file not found" page); `broken`: any other refusal (other 4xx, a redirect loop, an
 * address the outbound rule refuses); `host_error`: the host itself failed (5xx, 429, timeout,
 * connection refused) and may be down — never by itself a reason to call the link dead.
 */
export interface Verdict {
  outcome: 'alive' | 'gone' | 'broken' | 'host_error';
  status: number | null;
  length: number | null;
  type: string | null;
  error: string | null;
  /** The host asked to wait this long (429/503 `Retry-After`). */
  retryAfterMs?: number;
  /** Time spent with the host, all hops (waits for the per-host limits excluded); the checker sets it. */
  durationMs?: number;
}

/** Checks links of the hosts it handles (docs/link-health.md, "Adding a host"). */
export interface LinkAdapter {
  name: string;
  handles(host: string): boolean;
  check(url: string, http: Outbound): Promise<Verdict>;
}

/** Bounds of every check: a file host that takes longer than `timeoutMs` is treated as failing. */
export interface AdapterOptions {
  timeoutMs?: number;
}
const bounds = (o: AdapterOptions): OutboundRequest => ({
  timeoutMs: o.timeoutMs ?? 15_000,
  maxRedirects: 5,
  skipBody: true,
});

/** `Retry-After` in ms (seconds or an HTTP date), capped at a day; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 86_400_000) : undefined;
}

/** The file's size: the whole length of a ranged answer, else Content-Length. */
function lengthOf(headers: IncomingHttpHeaders): number | null {
  const total = /\/(\d+)$/.exec(headers['content-range'] ?? '')?.[1];
  const raw = total ?? headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** An answer → a verdict by its status. */
export function verdictOf(res: OutboundResponse, now: number): Verdict {
  const base = {
    status: res.status,
    length: lengthOf(res.headers),
    type: res.headers['content-type']?.split(';')[0]?.trim() ?? null,
    error: null,
  };
  if (res.status >= 200 && res.status < 300) return { outcome: 'alive', ...base };
  if (res.status === 404 || res.status === 410) return { outcome: 'gone', ...base };
  if (res.status === 429 || res.status >= 500) {
    const wait = retryAfterMs(res.headers['retry-after'], now);
    return { outcome: 'host_error', ...base, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  }
  return { outcome: 'broken', ...base };
}

/** A request that failed before any answer → a verdict. */
export function failureVerdict(err: unknown): Verdict {
  const none = { status: null, length: null, type: null };
  if (err instanceof OutboundError) {
    // Timeouts, refused or cut connections and names that do not resolve (our resolver may be the
    // one failing) are the host's: across many links they make it down, never its links dead.
    const hostFault = err.kind === 'timeout' || err.kind === 'network';
    return { outcome: hostFault ? 'host_error' : 'broken', ...none, error: `${err.kind}: ${err.message}` };
  }
  return { outcome: 'host_error', ...none, error: err instanceof Error ? err.message : String(err) };
}

async function attempt(run: () => Promise<OutboundResponse>): Promise<Verdict> {
  try {
    return verdictOf(await run(), Date.now());
  } catch (err) {
    return failureVerdict(err);
  }
}

/**
 * Any host: HEAD, and when the host does not answer HEAD (405, 501, or a 403 some hosts give it) a
 * GET of the first byte only. Redirects are followed within the bound, each checked by the
 * outbound rule.
 */
export function genericAdapter(options: AdapterOptions = {}): LinkAdapter {
  const CHECK = bounds(options);
  return {
    name: 'http',
    handles: () => true,
    async check(url, http) {
      const head = await attempt(() => http.request(url, { ...CHECK, method: 'HEAD' }));
      if (head.status !== 405 && head.status !== 501 && head.status !== 403) return head;
      return attempt(() => http.request(url, { ...CHECK, headers: { range: 'bytes=0-0' } }));
    },
  };
}

/**
 * The indexed file host (`FILE_HOST_DOMAIN`): its download URLs serve the file itself, so the
 * adapter asks for the first byte at once (no HEAD first), and an HTML page where the file should
 * be is the host's "file not found" page, which such hosts answer with 200: the file is gone.
 */
export function fileHostAdapter(domain: string, options: AdapterOptions = {}): LinkAdapter {
  const CHECK = bounds(options);
  const own = (host: string) => host === domain || host.endsWith(`.${domain}`);
  return {
    name: 'file-host',
    handles: own,
    async check(url, http) {
      const verdict = await attempt(() => http.request(url, { ...CHECK, headers: { range: 'bytes=0-0' } }));
      if (verdict.outcome === 'alive' && verdict.type === 'text/html')
        return { ...verdict, outcome: 'gone', error: 'the host answered with a page, not the file' };
      return verdict;
    },
  };
}

/** The first adapter that handles the host (the generic one last). */
export function adapterFor(adapters: LinkAdapter[], host: string): LinkAdapter {
  return adapters.find((a) => a.handles(host)) ?? genericAdapter();
}
