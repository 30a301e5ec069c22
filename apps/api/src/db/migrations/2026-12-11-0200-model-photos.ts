import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.
//
// A model's gallery (docs/catalogue-operations.md#a-models-gallery): the stored pictures
// (`pictures`) shown on its profile, in the admins' order (`position`). The main photo stays the
// model's `photo_url` (cards and the profile header read it), one of these. A picture is in a
// gallery once; deleting the model deletes its gallery rows (the picture files are released by the
// application, as a replaced photo's are).

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const table = db.schema.createTable('model_photos');
  await (
    pg
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
    .addColumn('picture_id', 'integer', (c) => c.notNull().references('pictures.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('model_photos_model_picture_key', ['model_id', 'picture_id'])
    .execute();
  await db.schema.createIndex('model_photos_model_idx').on('model_photos').columns(['model_id', 'position']).execute();
  // Whether a picture is still shown (before its files are deleted) asks by picture.
  await db.schema.createIndex('model_photos_picture_idx').on('model_photos').column('picture_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('model_photos').execute();
}
