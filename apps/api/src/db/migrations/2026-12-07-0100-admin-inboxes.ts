import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * The admin inboxes (issue 41): recommendations and contact messages are new until an admin marks
 * them handled, with who did it, when, and a note. Contact messages already had `handled_at`; a
 * message with one counts as handled. Each inbox lists newest first, whole or by status, and the
 * dashboard counts the new ones: the indexes serve those orders and that count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  for (const table of ['recommendations', 'support_messages']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await db.schema.alterTable(table).addColumn('note', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex(`${table}_status_created_idx`)
      .on(table)
      .columns(['status', 'created_at', 'id'])
      .execute();
  }
  await db.schema.alterTable('recommendations').addColumn('handled_at', ts).execute();
  await db.schema
    .createIndex('recommendations_created_idx')
    .on('recommendations')
    .columns(['created_at', 'id'])
    .execute();
  await db.updateTable('support_messages').set({ status: 'handled' }).where('handled_at', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recommendations_created_idx').execute();
  await db.schema.alterTable('recommendations').dropColumn('handled_at').execute();
  for (const table of ['support_messages', 'recommendations']) {
    await db.schema.dropIndex(`${table}_status_created_idx`).execute();
    await db.schema.alterTable(table).dropColumn('handled_by').execute();
    await db.schema.alterTable(table).dropColumn('note').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
