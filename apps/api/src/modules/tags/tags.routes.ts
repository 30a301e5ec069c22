import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTag,
  adminTagAliasBody,
  adminTagBody,
  adminTagListQuery,
  adminTagListResponse,
  adminTagMergeBody,
  errorBody,
  idParam,
  slugParam,
  tagAliasParams,
  tagDetail,
  tagListQuery,
  tagListResponse,
} from '@packdex/shared/schemas';
import { adminGet, adminWrite } from '../../plugins/admin-routes.ts';
import type { TagsService } from './tags.service.ts';

const tags = ['tags'];

/** Tags: the public list and a tag's page data; admins rename, merge, alias and nest them. */
export function tagsRoutes(service: TagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tags',
      {
        config: { pageCache: true },
        schema: {
          tags,
          summary: 'Tags by popularity or A–Z, with their counts of visible items',
          querystring: tagListQuery,
          response: { 200: tagListResponse, 400: errorBody },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/tags/:slug',
      {
        config: { pageCache: true },
        schema: {
          tags,
          summary: 'A tag (by its slug or an alias) with its aliases and children',
          params: slugParam,
          response: { 200: tagDetail, 400: errorBody, 404: errorBody },
        },
      },
      (request) => service.bySlug(request.params.slug),
    );

    adminGet(
      app,
      '/admin/tags',
      {
        tags,
        summary: 'Every tag, A–Z, with aliases (staff)',
        querystring: adminTagListQuery,
        ok: adminTagListResponse,
      },
      ({ query }) => service.adminList(query),
    );

    adminWrite(
      app,
      'PUT',
      '/admin/tags/:id',
      {
        tags,
        summary: 'Rename a tag or set its parent (staff)',
        params: idParam,
        body: adminTagBody,
        ok: adminTag,
        refusals: [404, 409],
        invalidatesPages: true,
      },
      ({ params, body, admin }) => service.update(admin, params.id, body),
    );

    adminWrite(
      app,
      'POST',
      '/admin/tags/:id/merge',
      {
        tags,
        summary: "Merge a tag into another: its items move, its name stays as the other's alias (staff)",
        params: idParam,
        body: adminTagMergeBody,
        ok: adminTag,
        refusals: [404],
        invalidatesPages: true,
      },
      ({ params, body, admin }) => service.merge(admin, params.id, body.into),
    );

    adminWrite(
      app,
      'POST',
      '/admin/tags/:id/aliases',
      {
        tags,
        summary: 'Add an alias to a tag (staff)',
        params: idParam,
        body: adminTagAliasBody,
        ok: adminTag,
        status: 201,
        refusals: [404, 409],
        invalidatesPages: true,
      },
      ({ params, body, admin }) => service.addAlias(admin, params.id, body.name),
    );

    adminWrite(
      app,
      'DELETE',
      '/admin/tags/:id/aliases/:slug',
      {
        tags,
        summary: "Remove a tag's alias (staff)",
        params: tagAliasParams,
        ok: adminTag,
        refusals: [404],
        invalidatesPages: true,
      },
      ({ params, admin }) => service.removeAlias(admin, params.id, params.slug),
    );
  };
}
