import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, computed once. They are the same for every answer
 * (no per-request nonces), so running helmet's middleware on a stand-in response captures them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options', { cause: error });
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

/**
 * Sends helmet's security headers (CSP, HSTS, frame and referrer policies…) with every answer.
 * @fastify/helmet rebuilt helmet, and parsed the CSP again, on every request: 3 % of the server's
 * CPU under load (bench/stress.ts profile, 2026-11-26).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
