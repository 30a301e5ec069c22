import type { FastifyInstance } from 'fastify';

/**
 * API answers to a signed-in request are that person's data, and /api/auth answers carry session
 * tokens: `Cache-Control: no-store` keeps them out of browser and shared caches (a shared
 * computer's back button, a proxy).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.headers.authorization !== undefined || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
