import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations are frozen once shipped: they import nothing from the application.

/**
 * Regional age assurance (issue 38, docs/compliance.md#regional-age-assurance): which regions'
 * laws ask an adult site for a verified age rather than the visitor's own word. Seeded with the
 * rules in force when this was written (the list and its sources are in docs/compliance.md, to be
 * reviewed by counsel); admins edit it.
 */
const SEED: readonly string[] = [
  // United Kingdom (Online Safety Act 2023, Part 5), France (loi SREN 2024, Arcom's standard),
  // Italy (AGCOM 96/25/CONS), Germany (JMStV § 4(2): closed user groups).
  'GB',
  'FR',
  'IT',
  'DE',
  // US states with age-verification laws for adult sites.
  ...['LA', 'UT', 'MS', 'VA', 'AR', 'TX', 'MT', 'NC', 'ID', 'IN', 'KS', 'KY', 'NE', 'OK', 'AL', 'SC', 'TN']
    .concat(['FL', 'GA', 'SD', 'WY', 'ND', 'MO', 'AZ', 'OH'])
    .map((state) => `US-${state}`),
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  // region: ISO 3166-1 alpha-2 (GB) or ISO 3166-2 (US-TX); level: self | verified.
  await db.schema
    .createTable('age_policies')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('region', 'text', (c) => c.notNull().unique())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('age_policies')
    .values(SEED.map((region) => ({ region, level: 'verified', updated_by: null, updated_at: at })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('age_policies').execute();
}
