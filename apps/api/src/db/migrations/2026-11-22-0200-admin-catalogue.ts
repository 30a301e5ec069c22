import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The admin audit log is read newest first by kind of record and by admin (GET /admin/audit), and
 * a record's history by its id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('admin_audit_entity_idx')
    .on('admin_audit_log')
    .columns(['entity', 'created_at'])
    .execute();
  await db.schema
    .createIndex('admin_audit_admin_idx')
    .on('admin_audit_log')
    .columns(['admin_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('admin_audit_record_idx')
    .on('admin_audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['admin_audit_record_idx', 'admin_audit_admin_idx', 'admin_audit_entity_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
