// One bench scenario's run: autocannon at BENCH_CONNECTIONS (50) for BENCH_SECONDS (5), or for a fixed
// number of requests, with the headers a browser sends; its figures as bench/http-report.ts tables them.
import autocannon from 'autocannon';
import type { Figures } from './http-report.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Measure extends Figures {
  requests: number;
  ok: number;
  /** The median 2xx answer time in ms, unrounded (autocannon's p50 is whole milliseconds). */
  median: number;
}

/**
 * What a browser sends with every request: the bench measured answers without Accept-Encoding, a path
 * no browser takes (every answer, cached ones included, was compressed again per request; issue 35).
 */
const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** A fixed path, or one made per request. */
  path: string | (() => string);
  body?: () => string;
  headers?: () => Record<string, string>;
  /** Not warmed up: what it measures is answers not cached yet. */
  cold?: boolean;
  /**
   * Where it runs: the server (default), the same server started with the page cache off
   * (PAGE_CACHE_TTL_MS=0: what every page off the cache costs), or the baseline's constant buffer.
   */
  target?: 'api' | 'uncached' | 'limit';
}

export async function cannon(base: string, s: Scenario, seconds = SECONDS, amount?: number): Promise<Measure> {
  const dynamic = typeof s.path === 'function' || s.body || s.headers;
  const browser = { ...BROWSER_HEADERS };
  const began = performance.now();
  let lastAnswer = began;
  const run = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // A fixed number of requests (every answer received) where the database is checked against them.
    ...(amount ? { amount } : {}),
    requests: [
      {
        method: s.method ?? 'GET',
        path: typeof s.path === 'string' ? s.path : '/',
        headers: browser,
        ...(dynamic
          ? {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                ...(typeof s.path === 'function' ? { path: s.path() } : {}),
                ...(s.body ? { body: s.body() } : {}),
                headers: {
                  ...browser,
                  ...(req.headers ?? {}),
                  ...(s.body ? { 'content-type': 'application/json' } : {}),
                  ...(s.headers ? s.headers() : {}),
                },
              }),
            }
          : {}),
      },
    ],
  }) as unknown as autocannon.Instance;
  // The time of each 2xx answer, as autocannon's latency histogram records them.
  const times: number[] = [];
  run.on('response', (_client: unknown, status: number, _bytes: number, took: number) => {
    lastAnswer = performance.now();
    if (status >= 200 && status < 300) times.push(took);
  });
  // The instance is also the run's promise (autocannon/lib/init.js).
  const result = await (run as unknown as Promise<autocannon.Result>);
  times.sort((a, b) => a - b);
  const p95 = times.length > 0 ? times[Math.ceil(times.length * 0.95) - 1]! : 0;
  // A run of a fixed number of requests is timed to its last answer: the average of per-second
  // samples counts its last partial second as a whole one (1,500 views in 1.3 s read as 750/s), and
  // autocannon's own start-to-finish time ends on its next whole-second tick (10,000 views read as
  // 1,664/s whether they took 5.1 or 6 s).
  const elapsed = (lastAnswer - began) / 1000;
  return {
    rps: Math.round(amount ? result.requests.total / elapsed : result.requests.average),
    p50: result.latency.p50,
    p95: Math.round(p95 * 10) / 10,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    ok: result['2xx'],
    median: times.length > 0 ? Math.round(times[Math.floor(times.length / 2)]! * 100) / 100 : 0,
  };
}
