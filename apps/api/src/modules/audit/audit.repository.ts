import type { Kysely } from 'kysely';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';
import type { DB, Executor } from '../../db/schema.ts';

interface AuditRecord {
  /** The admin who made the change; null for changes no admin made (payment provider events). */
  adminId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  details: Record<string, unknown>;
  at: string;
}
interface AuditFilter {
  entity?: string | undefined;
  adminId?: number | undefined;
}

/**
 * The admin audit log: every change an admin makes, written in the same transaction as the change
 * itself (the caller passes its transaction), and read newest first with the admin's name.
 */
export function auditRepository(db: Kysely<DB>) {
  const filtered = (f: AuditFilter) => {
    let q = db.selectFrom('admin_audit_log');
    if (f.entity) q = q.where('admin_audit_log.entity', '=', f.entity);
    if (f.adminId !== undefined) q = q.where('admin_audit_log.admin_id', '=', f.adminId);
    return q;
  };

  return {
    async record(entry: AuditRecord, executor: Executor = db): Promise<void> {
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

    async list(filter: AuditFilter, page: PageRequest) {
      const rows = await pageOf(
        filtered(filter)
          .leftJoin('users', 'users.id', 'admin_audit_log.admin_id')
          .select([
            'admin_audit_log.id',
            'admin_audit_log.admin_id',
            'admin_audit_log.action',
            'admin_audit_log.entity',
            'admin_audit_log.entity_id',
            'admin_audit_log.details',
            'admin_audit_log.created_at',
            'users.name as admin_name',
            'users.email as admin_email',
          ])
          .orderBy('admin_audit_log.created_at', 'desc')
          .orderBy('admin_audit_log.id', 'desc'),
        page,
      ).execute();
      return { rows, total: await countOf(filtered(filter)) };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>['rows'][number];
