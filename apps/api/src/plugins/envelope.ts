import type { FastifyInstance } from 'fastify';
import { ENVELOPE_PATHS } from '@packdex/shared/constants';
import { encryptEnvelopeText } from '@packdex/shared/envelope/node';

const ENVELOPED = new RegExp(`^/api(${ENVELOPE_PATHS.join('|')})(/|\\?|$)`);

/**
 * Wraps successful JSON answers of /api/models* and /api/content* in the AES-GCM envelope the
 * client expects (docs/product.md#encrypted-answers). Obfuscation against casual scraping, not
 * secrecy: the key is public.
 */
export function registerEnvelope(app: FastifyInstance, key: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!ENVELOPED.test(request.url) || request.pageCacheHit) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return JSON.stringify(encryptEnvelopeText(payload, key));
  });
}
