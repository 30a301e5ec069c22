import type { Kysely } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';

export interface AuditEntry {
  adminId: number;
  action: string;
  entity: string;
  entityId: number | null;
  details: Record<string, unknown>;
  at: string;
}

/**
 * The admin audit log: every change an admin makes to the catalogue, written in the same
 * transaction as the change itself.
 */
export function auditRepository(db: Kysely<DB>) {
  return {
    async record(entry: AuditEntry, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('admin_audit_log')
        .values({
          admin_id: entry.adminId,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          details: JSON.stringify(entry.details),
          created_at: entry.at,
        })
        .execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
