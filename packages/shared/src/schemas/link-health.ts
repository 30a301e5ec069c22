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

/** One check of a link as the history keeps it (the last 20 per link). */
export const linkCheck = z.object({
  checkedAt: isoDateTime,
  /** `failed` counted against the link; `outage` was the host's (or a rate limit), counted against nothing. */
  outcome: z.enum(['alive', 'failed', 'outage']),
  /** The link's state after the check; null for checks kept from before it was recorded. */
  state: linkState.nullable(),
  status: z.number().int().nullable(),
  length: z.number().int().nullable(),
  type: z.string().nullable(),
  error: z.string().nullable(),
  /** Time spent with the host; null for checks kept from before it was recorded. */
  durationMs: z.number().int().nullable(),
});
export type LinkCheck = z.infer<typeof linkCheck>;

/** GET /api/admin/link-health/items/{id}/checks: an item's links, each with its last checks, newest first. */
export const itemLinkChecksResponse = z.object({
  contentId: z.number().int(),
  links: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      position: z.number().int(),
      state: linkState,
      checkedAt: isoDateTime.nullable(),
      failures: z.number().int(),
      /** Marked a false positive: its failures do not count towards dead until then. */
      falsePositiveUntil: isoDateTime.nullable(),
      checks: z.array(linkCheck),
    }),
  ),
});
export type ItemLinkChecksResponse = z.infer<typeof itemLinkChecksResponse>;

/** POST /api/admin/link-health/links/{id}/false-positive: the link after the mark. */
export const falsePositiveAnswer = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  state: linkState,
  falsePositiveUntil: isoDateTime,
  /** Whether the item is still hidden from visitors (another hold, or none of its links alive). */
  hidden: z.boolean(),
});
export type FalsePositiveAnswer = z.infer<typeof falsePositiveAnswer>;
