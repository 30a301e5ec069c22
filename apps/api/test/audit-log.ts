import type { AuditEntity } from '@packdex/shared/constants';
import type { TestApp } from './build-test-app.ts';

/** The audit log's entries about one entity, oldest first. */
export const auditEntries = (t: TestApp, entity: AuditEntity, entityId: number) =>
  t.database.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
