import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

export interface MetricsAccess {
  /** `METRICS_TOKEN`: `/metrics` on the site's port answers a request bearing it; without it, 404. */
  token: string | undefined;
  /** `METRICS_PORT`: `/metrics` is also served on this port (no token), for a scraper on a private network. */
  port: number | undefined;
  host: string;
}

const bearerOf = (request: FastifyRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

async function exposition(metrics: Metrics, reply: FastifyReply) {
  return reply
    .header('content-type', metrics.registry.contentType)
    .header('cache-control', 'no-store')
    .send(await metrics.registry.metrics());
}

/**
 * Counts every answer (route template, method, status, time), page-cache hits and misses, and
 * rate-limit refusals, and serves the registry at `/metrics` as `access` allows: with the bearer
 * token on the site's port, and on `METRICS_PORT` when set. Neither set: `/metrics` is a 404, and
 * the process's own metrics are not collected.
 */
export async function registerMetrics(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): Promise<void> {
  const served = Boolean(access.token) || access.port !== undefined;
  if (served) metrics.collectProcessMetrics();

  app.addHook('onResponse', async (request, reply) => {
    // A template, never the path asked for: the labels stay bounded whatever clients send.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-page-cache');
    if (cache === 'hit' || cache === 'miss') metrics.pageCache.inc({ result: cache });
    if (reply.statusCode === 429) metrics.refusals.inc({ route });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = access.token;
    const given = bearerOf(request);
    if (!token || !given || !same(given, token)) {
      // As any unknown path answers: nothing tells a prober that metrics exist here.
      return reply.code(404).send({ error: `No route for ${request.method} /metrics`, code: 'NOT_FOUND' });
    }
    return exposition(metrics, reply);
  });

  if (access.port === undefined) return;
  const side = Fastify({ logger: false });
  side.get('/metrics', async (_request, reply) => exposition(metrics, reply));
  app.addHook('onReady', async () => void (await side.listen({ port: access.port!, host: access.host })));
  app.addHook('onClose', async () => side.close());
}
