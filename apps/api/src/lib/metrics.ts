import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a cached page answers in well under a millisecond, a deep uncached one in tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The site's Prometheus metrics (prom-client), one registry per app: what it answers (requests by
 * route and status, and how long they took), what it runs on (the process's default metrics: event-loop
 * lag, heap, RSS, handles), its database (query time by engine, PostgreSQL's pool), its page cache,
 * its limits, its jobs and payments, and the queues people wait on (gauges read when scraped).
 * Labels are bounded: a route is its template (`/api/content/:id`), never the path asked for.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  let defaults = false;
  return {
    registry,
    /** The process's own metrics (event-loop lag, heap, RSS, GC): only where metrics are served. */
    collectProcessMetrics() {
      if (defaults) return;
      defaults = true;
      collectDefaultMetrics({ register: registry, prefix: 'packdex_' });
    },
    requests: new Counter({
      name: 'packdex_http_requests_total',
      help: 'Requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: 'packdex_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    queryDuration: new Histogram({
      name: 'packdex_db_query_duration_seconds',
      help: 'Time of each database query, by engine and outcome',
      labelNames: ['engine', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'packdex_page_cache_requests_total',
      help: 'Answers of cacheable pages, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    refusals: new Counter({
      name: 'packdex_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route template',
      labelNames: ['route'] as const,
      registers,
    }),
    shed: new Counter({
      name: 'packdex_shed_requests_total',
      help: 'Requests answered 503 at once because the event loop was behind (load shedding)',
      registers,
    }),
    jobRuns: new Counter({
      name: 'packdex_job_runs_total',
      help: 'Scheduled job runs, by job and outcome (ok, failed, or skipped when another instance held the lease)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'packdex_job_duration_seconds',
      help: 'Time of each scheduled job run, by job',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    }),
    paymentEvents: new Counter({
      name: 'packdex_payment_events_total',
      help: "Payment providers' events received, by provider and outcome",
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    /** A gauge read when scraped (queue depths, pending work): `read` answers its value then. */
    gauge(name: string, help: string, read: () => Promise<number> | number) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
