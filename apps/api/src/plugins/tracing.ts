import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestSpan, Tracing } from '../lib/tracing.ts';

/**
 * A span for every request (lib/tracing.ts), named by method and route template, with the status
 * it was answered with; everything the request does after this hook (the other hooks, the body's
 * parsing, the handler, the queries) runs inside it, so their spans are its children. Registered
 * first, and only when tracing is on: off, requests pass no extra hook.
 */
export function registerTracing(app: FastifyInstance, tracing: Tracing): void {
  const spans = new WeakMap<FastifyRequest, RequestSpan>();
  app.addHook('onRequest', (request, _reply, done) => {
    const span = tracing.request(request.method, request.routeOptions.url, request.headers, request.id);
    spans.set(request, span);
    span.within(done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    spans.get(request)?.end(reply.statusCode);
    spans.delete(request);
    done();
  });
  // A client gone before its answer: the span ends there, marked as such.
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.end(undefined, 'aborted');
    spans.delete(request);
    done();
  });
}
