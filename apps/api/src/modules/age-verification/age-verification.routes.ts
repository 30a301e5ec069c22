import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGE_CONFIRMED_HEADER } from '@packdex/shared/constants';
import { ageConfirmBody, ageStatusResponse, errorBody } from '@packdex/shared/schemas';
import type { AgeVerificationService } from './age-verification.service.ts';

const tags = ['age-verification'];
const writes = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function ageVerificationRoutes(service: AgeVerificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/age-verification/confirm',
      { config: writes, schema: { tags, body: ageConfirmBody, response: { 200: ageStatusResponse, 400: errorBody } } },
      (request) => service.confirm(request.viewer),
    );

    app.get('/age-verification/status', { schema: { tags, response: { 200: ageStatusResponse } } }, (request) =>
      service.status(request.viewer, request.headers[AGE_CONFIRMED_HEADER] === 'true'),
    );

    app.post(
      '/age-verification/revoke',
      { config: writes, schema: { tags, response: { 200: ageStatusResponse } } },
      (request) => service.revoke(request.viewer),
    );
  };
}
