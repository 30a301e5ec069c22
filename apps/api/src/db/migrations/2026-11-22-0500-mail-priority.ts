import type { Kysely } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Account mail (verification, password reset) goes out before bulk mail (contact form copies):
 * a priority per message, higher first, and an index the sender walks in that order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_queue')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('mail_queue').set({ priority: 10 }).where('kind', 'in', ['verify', 'reset']).execute();
  await db.schema
    .createIndex('mail_queue_send_order_idx')
    .on('mail_queue')
    .columns(['sent_at', 'priority desc', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_queue_send_order_idx').execute();
  await db.schema.alterTable('mail_queue').dropColumn('priority').execute();
}
