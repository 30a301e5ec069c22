import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agePolicy, agePolicyBody, agePolicyRegionParam, agePolicyResponse, okBody } from '@packdex/shared/schemas';
import { adminGet, adminTags, adminWrite } from '../../plugins/admin-routes.ts';
import type { AgePolicyService } from './age-policy.service.ts';

const tags = adminTags(['age-policy']);

export function agePolicyRoutes(service: AgePolicyService): FastifyPluginAsyncZod {
  return async (app) => {
    adminGet(
      app,
      '/admin/age-policy',
      { tags, summary: 'Which regions need a verified age (admins)', ok: agePolicyResponse },
      () => service.list(),
    );

    adminWrite(
      app,
      'PUT',
      '/admin/age-policy/:region',
      {
        tags,
        summary: "Set the age assurance a region's law asks for: self or verified (admins)",
        params: agePolicyRegionParam,
        body: agePolicyBody,
        ok: agePolicy,
      },
      ({ params, body, admin }) => service.set(admin, params.region, body.level),
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/age-policy/:region',
      {
        tags,
        summary: 'Remove a region’s rule: it gets the level of unlisted regions (admins)',
        params: agePolicyRegionParam,
        ok: okBody,
        refusals: [404],
      },
      async ({ params, admin }) => {
        await service.remove(admin, params.region);
        return { success: true as const, message: 'Age policy removed' };
      },
    );
  };
}
