import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  endOthersBody,
  errorBody,
  okBody,
  sessionParam,
  sessionsResponse,
} from '@packdex/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import { clientOf } from './device.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['account'];
const secured = [{ bearer: [] }];
const writes = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

/** Where the signed-in account is signed in, and signing out (docs/security.md#sessions). */
export function sessionsRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/sessions',
      { schema: { tags, security: secured, response: { 200: sessionsResponse, 401: errorBody } } },
      (request) => sessions.list(requireUser(request)),
    );

    app.delete(
      '/account/sessions/:id',
      {
        config: writes,
        schema: {
          tags,
          security: secured,
          params: sessionParam,
          response: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await sessions.endOne(requireUser(request), request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      '/account/sessions/end-others',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          security: secured,
          body: endOthersBody,
          response: { 200: authResponse, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      (request) => sessions.endOthers(requireUser(request), request.body.password, clientOf(request)),
    );

    app.post(
      '/auth/logout',
      {
        config: writes,
        schema: { tags: ['auth'], security: secured, response: { 200: okBody, 401: errorBody, 429: errorBody } },
      },
      async (request) => {
        await sessions.logout(requireUser(request));
        return { success: true as const };
      },
    );
  };
}
