import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ageAssuranceCallbackQuery,
  ageAssuranceStartQuery,
  ageAssuranceStatus,
  errorBody,
} from '@packdex/shared/schemas';
import {
  ASSURANCE_COOKIE,
  ASSURANCE_TTL_SECONDS,
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  cookieOf,
  type AgeAssuranceService,
} from './age-assurance.service.ts';

const tags = ['age-verification'];
const flowLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Adds `ageAssurance=<outcome>` to a path of this site. */
const withOutcome = (returnTo: string, outcome: string) =>
  `${returnTo}${returnTo.includes('?') ? '&' : '?'}ageAssurance=${outcome}`;

export function ageAssuranceRoutes(service: AgeAssuranceService, secureCookie: boolean): FastifyPluginAsyncZod {
  /** An HttpOnly cookie; SameSite=Lax so the provider's redirect back (a top-level GET) carries it. */
  const cookie = (name: string, value: string, maxAge: number) =>
    [
      `${name}=${value}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAge}`,
      ...(secureCookie ? ['Secure'] : []),
    ].join('; ');
  return async (app) => {
    app.get(
      '/age-assurance/start',
      {
        config: flowLimit,
        schema: {
          tags,
          summary: 'Sends the visitor to the age-assurance provider (AGE_ASSURANCE=oidc)',
          querystring: ageAssuranceStartQuery,
          response: { 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { url, state } = await service.start(request.query.returnTo);
        return reply.header('set-cookie', cookie(FLOW_COOKIE, state, FLOW_TTL_SECONDS)).redirect(url, 302);
      },
    );

    app.get(
      '/age-assurance/callback',
      {
        config: flowLimit,
        schema: {
          tags,
          summary: "The provider's redirect: checks the state, exchanges the code, keeps only the over-18 result",
          querystring: ageAssuranceCallbackQuery,
          response: { 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { returnTo, assurance } = await service.callback(
          request.query,
          cookieOf(request.headers.cookie, FLOW_COOKIE),
        );
        // The flow is over either way: its cookie goes.
        const flowDone = cookie(FLOW_COOKIE, '', 0);
        if (!assurance) return reply.header('set-cookie', flowDone).redirect(withOutcome(returnTo, 'failed'), 302);
        return reply
          .header('set-cookie', [
            cookie(ASSURANCE_COOKIE, await service.seal(assurance), ASSURANCE_TTL_SECONDS),
            flowDone,
          ])
          .redirect(withOutcome(returnTo, assurance.over18 ? 'verified' : 'denied'), 302);
      },
    );

    app.get(
      '/age-assurance/status',
      { schema: { tags, summary: "This browser's age assurance, if any", response: { 200: ageAssuranceStatus } } },
      (request) => service.status(cookieOf(request.headers.cookie, ASSURANCE_COOKIE)),
    );
  };
}
