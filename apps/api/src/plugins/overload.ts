import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const OVERLOADED = 'The site is busy. Please try again in a moment.';
/** Seconds a shed client is told to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** Liveness, readiness and metrics answer under load too: a balancer and a scraper must see the instance busy, not dead. */
const NEVER_SHED = ['/api/health', '/metrics'];
const exempt = (request: FastifyRequest) => NEVER_SHED.some((path) => request.url.startsWith(path));

/**
 * Load shedding: when the event loop runs more than `maxDelayMs` behind (its mean delay over the
 * last second, or over `maxDelayMs` when shorter), every new request is answered at once with 503
 * and `Retry-After` instead of queueing behind work its client would time out waiting for. Measured
 * before this, 1,000 connections with deep pages in the mix got 7 answers a second and 5,392 client
 * time-outs: the server was busy with requests whose clients had already gone. `maxDelayMs` 0 turns
 * shedding off. Registered before the auth and rate-limit hooks, so a shed request costs no lookup.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  maxDelayMs: number,
  onShed: () => void = () => undefined,
): Promise<void> {
  if (maxDelayMs === 0) return;
  const sampleInterval = Math.min(1000, maxDelayMs);
  // Armed two samples after the app is ready: start-up work (migrations, loading the web app's
  // renderer) can hold the loop for a second, and the first requests a new instance receives
  // must not be refused for what happened before it was ready.
  let armed = false;
  app.addHook('onReady', async () => {
    setTimeout(() => (armed = true), 2 * sampleInterval).unref();
  });
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    if (!armed || exempt(request)) return undefined;
    request.log.warn({ url: request.url }, 'shed: the event loop is behind');
    onShed();
    reply.status(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    return { error: OVERLOADED, code: 'OVERLOADED', requestId: request.id };
  };
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    sampleInterval,
    // The plugin sends what the handler returns, and lets the request through when it returns
    // nothing (handlePressure in its index.js); its types only admit the second.
    pressureHandler: shed as FastifyUnderPressureOptions['pressureHandler'],
  });
}

/**
 * A request whose client has closed its connection by the time its handler would run gets no
 * handler: under load, requests wait their turn, and one whose client gave up (a time-out, a closed
 * tab) would otherwise still run its queries for an answer nobody reads. Registered before the page
 * cache, whose waiters are released by its own abort hook.
 */
export function registerGoneClients(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.raw.socket?.destroyed) return;
    request.log.info({ url: request.url }, 'client closed the request before its answer was computed');
    reply.hijack();
  });
}
