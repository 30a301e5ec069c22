// Link health's admin answers (docs/link-health.md): a subpath of their own
// (`@packdex/shared/schemas/link-health`), so the visitor bundle does not carry them.
import { z } from 'zod';
import { isoDateTime, pageQuery, pagination } from './common.ts';

const linkState = z.enum(['alive', 'dead', 'unknown']);

/** GET /api/admin/link-health: links by state, and by host (with whether the host is down). */
export const linkHealthSummary = z.object({
  counts: z.object({ alive: z.number().int(), dead: z.number().int(), unknown: z.number().int() }),
  hosts: z.array(
    z.object({
      host: z.string(),
      alive: z.number().int(),
      dead: z.number().int(),
      unknown: z.number().int(),
      down: z.boolean(),
    }),
  ),
});
export type LinkHealthSummary = z.infer<typeof linkHealthSummary>;

/** Query of GET /api/admin/link-health/dead. */
export const deadLinksQuery = pageQuery;

/** GET /api/admin/link-health/dead: dead links, the longest-dead first, with their item. */
export const deadLinksResponse = z.object({
  links: z.array(
    z.object({
      id: z.number().int(),
      contentId: z.number().int(),
      slug: z.string(),
      title: z.string(),
      url: z.string(),
      position: z.number().int(),
      checkedAt: isoDateTime.nullable(),
      failures: z.number().int(),
      status: z.number().int().nullable(),
      error: z.string().nullable(),
      hidden: z.boolean(),
    }),
  ),
  pagination,
});
export type DeadLinksResponse = z.infer<typeof deadLinksResponse>;

/** POST /api/content/{id}/check: the primary link after the check. */
export const linkCheckAnswer = z.object({
  state: linkState,
  checkedAt: isoDateTime.nullable(),
  result: z.object({
    status: z.number().int().nullable(),
    length: z.number().int().nullable(),
    type: z.string().nullable(),
    error: z.string().nullable(),
  }),
  failures: z.number().int(),
});
export type LinkCheckAnswer = z.infer<typeof linkCheckAnswer>;
