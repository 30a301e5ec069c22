import type { Config } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';

/** Every table's row count: what the restore drills (db/backup-schedule.test.ts, db/backup-s3.test.ts) compare. */
export async function rowCounts(config: Config): Promise<Record<string, number>> {
  const database = createDatabase(config);
  try {
    const tables = (await database.db.introspection.getTables()).map((t) => t.name).sort();
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { n } = await database.db
        .selectFrom(table as 'models')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(n);
    }
    return counts;
  } finally {
    await database.close();
  }
}
