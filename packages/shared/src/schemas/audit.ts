import { z } from 'zod';
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { isoDateTime, pageQuery, pagination, positiveIntParam, withinDepth } from './common.ts';

/** Query of GET /admin/audit: newest first, optionally one kind of record or one admin. */
export const auditListQuery = withinDepth(
  pageQuery.extend({
    limit: positiveIntParam('limit', MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
    entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of: ${AUDIT_ENTITIES.join(', ')}` }).optional(),
    actor: positiveIntParam('actor').optional(),
  }),
);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** One change an admin made: who, what, when, and the record before and after (null when absent). */
const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  /** A readable name of the changed record (title, name or e-mail) when it has one. */
  label: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({ entries: z.array(auditEntry), pagination });
export type AuditListResponse = z.infer<typeof auditListResponse>;
