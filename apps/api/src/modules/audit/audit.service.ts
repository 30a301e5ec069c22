import type { AuditEntity } from '@packdex/shared/constants';
import type { AuditEntry, AuditListQuery, AuditListResponse } from '@packdex/shared/schemas/catalogue-admin';
import type { Executor } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { AuditRepository, AuditRow } from './audit.repository.ts';

/** One change to write down. `before` is null for a creation, `after` null for a deletion. */
interface AuditChange {
  /** The admin who made the change (a Viewer or their id); null for an operator's command (a catalogue import). */
  actor: Pick<Viewer, 'id'> | number | null;
  /** What was done: create, update, delete, or a domain verb (review, grant-admin, suspend…). */
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  /** A readable name of the record (title, name, e-mail) so the log reads without the record. */
  label?: string | null;
  before?: unknown;
  after?: unknown;
}

function parseDetails(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toEntry(row: AuditRow): AuditEntry {
  const details = parseDetails(row.details);
  const label = details.label ?? details.title ?? details.name ?? null;
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    label: typeof label === 'string' ? label : null,
    actor:
      row.admin_id !== null && row.admin_name !== null && row.admin_email !== null
        ? { id: row.admin_id, name: row.admin_name, email: row.admin_email }
        : null,
    before: details.before ?? null,
    after: details.after ?? null,
    createdAt: toIso(row.created_at),
  };
}

/**
 * The admin audit log (docs/product.md#admin): services that change the catalogue, reports or
 * accounts call `record` with THEIR transaction, so the entry exists exactly when the change does.
 */
export function auditService({ audit }: { audit: AuditRepository }) {
  return {
    /** Writes one entry inside the caller's transaction (pass `trx`; a rollback removes it too). */
    async record(change: AuditChange, executor: Executor): Promise<void> {
      await audit.record(
        {
          adminId: change.actor === null || typeof change.actor === 'number' ? change.actor : change.actor.id,
          action: change.action,
          entity: change.entity,
          entityId: change.entityId,
          details: { label: change.label ?? null, before: change.before ?? null, after: change.after ?? null },
          at: now(),
        },
        executor,
      );
    },

    /** Newest first, optionally one kind of record or one admin's changes. */
    async list(query: AuditListQuery): Promise<AuditListResponse> {
      const { rows, total } = await audit.list(
        { entity: query.entity, adminId: query.actor },
        { page: query.page, limit: query.limit },
      );
      return { entries: rows.map(toEntry), pagination: paginationOf(query.page, query.limit, total) };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
