import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  okBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['auth'];
const security = [{ bearer: [] }];
// Per address; the service adds the per-account limit of wrong codes.
const strict = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/**
 * Two-factor sign-in for the signed-in account: set up, enable with a first code, disable with the
 * password. The enrolment is the one place a staff account without it can reach (plugins/auth.ts).
 */
export function twoFactorRoutes(service: TwoFactorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/2fa/setup',
      {
        config: strict,
        schema: {
          tags,
          security,
          summary: 'A new TOTP secret and its otpauth URL (to show as a QR code)',
          response: { 200: twoFactorSetupResponse, 401: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      (request) => service.setup(requireUser(request)),
    );

    app.post(
      '/auth/2fa/enable',
      {
        config: strict,
        schema: {
          tags,
          security,
          summary: 'Turns two-factor sign-in on with a code from the new secret; answers the backup codes once',
          body: twoFactorEnableBody,
          response: {
            200: twoFactorEnableResponse,
            400: errorBody,
            401: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      (request) => service.enable(requireUser(request), request.body.code),
    );

    app.post(
      '/auth/2fa/disable',
      {
        config: strict,
        schema: {
          tags,
          security,
          summary: 'Turns two-factor sign-in off (asks for the password)',
          body: twoFactorDisableBody,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await service.disable(requireUser(request), request.body.password);
        return { success: true as const };
      },
    );
  };
}
