import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  /** JSON text with what the action changed. */
  details: string | null;
  created_at: Timestamp;
}

export interface AuditTables {
  admin_audit_log: AdminAuditLogTable;
}
