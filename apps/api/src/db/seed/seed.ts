import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { now } from '../../lib/time.ts';
import type { Database } from '../database.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

const DEMO_MODEL_COUNT = 60;

/** Creates the admin account when it does not exist; returns the password when it was generated. */
export async function ensureAdmin(database: Database, config: Pick<Config, 'admin'>): Promise<string | undefined> {
  const { db } = database;
  const existing = await db.selectFrom('users').select('id').where('email', '=', config.admin.email).executeTakeFirst();
  if (existing) return undefined;
  const generated = config.admin.password ? undefined : randomBytes(12).toString('base64url');
  const password = config.admin.password ?? generated!;
  const at = now();
  // Instances starting together (a rolling deploy) may both get here: one inserts, the other does nothing.
  const inserted = await db
    .insertInto('users')
    .values({
      name: 'Admin',
      email: config.admin.email,
      password_hash: await hashPassword(password),
      is_admin: 1,
      role: 'admin',
      // Staff sign in with two factors: enrolled now when the operator gave a secret, else at the first sign-in.
      totp_secret: config.admin.totpSecret ?? null,
      totp_enabled_at: config.admin.totpSecret ? at : null,
      is_verified: 1,
      age_confirmed_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? generated : undefined;
}

/**
 * First-run data: the admin account always, and the demo catalogue when SEED_DEMO is on and the
 * catalogue is empty (so a restart never duplicates it).
 */
export async function ensureSeeded(
  database: Database,
  config: Pick<Config, 'admin' | 'seed' | 'uploadsDir' | 'pictures' | 'fileHostDomain'>,
): Promise<{ generatedAdminPassword?: string | undefined; seeded: boolean }> {
  if (database.engine !== 'postgres') return seedOnce(database, config);
  // Several instances may start at once on one PostgreSQL database: one seeds, the others wait
  // for it and then find the catalogue there (a session lock on one connection).
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      return await seedOnce({ ...database, db: conn }, config);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}

const SEED_LOCK = 7_310_013;

async function seedOnce(
  database: Database,
  config: Pick<Config, 'admin' | 'seed' | 'uploadsDir' | 'pictures' | 'fileHostDomain'>,
): Promise<{ generatedAdminPassword?: string | undefined; seeded: boolean }> {
  const generatedAdminPassword = await ensureAdmin(database, config);
  if (!config.seed.demo) return { generatedAdminPassword, seeded: false };
  const { n } = await database.db
    .selectFrom('models')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return { generatedAdminPassword, seeded: false };
  await seedDemoCatalogue(database.db, {
    seed: config.seed.seed,
    models: DEMO_MODEL_COUNT,
    uploadsDir: config.uploadsDir,
    originalsDir: config.pictures.originalsDir,
    fileHostDomain: config.fileHostDomain,
  });
  return { generatedAdminPassword, seeded: true };
}
