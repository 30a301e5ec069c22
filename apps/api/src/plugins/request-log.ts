import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when its answer has gone: its id (every line of the request
 * carries it), the method and URL (secrets in the query redacted, as every line's `req` is), the
 * route template, the status, the time in ms and the account's id, never its e-mail or a token.
 * Fastify's own pair of lines (incoming, completed) is off (`disableRequestLogging` in app.ts).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      req: request,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.viewer?.id ?? null,
    };
    if (reply.statusCode >= 500) request.log.warn(line, 'request');
    else request.log.info(line, 'request');
  });
}
