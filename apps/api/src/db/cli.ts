import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureSeeded } from './seed/seed.ts';

/** `npm run db:migrate` and `npm run db:seed`. */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database schema is up to date.\n',
    );
    if (command === 'seed') {
      const result = await ensureSeeded(database, { ...config, seed: { ...config.seed, demo: true } });
      if (result.generatedAdminPassword) {
        process.stdout.write(
          `Admin account created: ${config.admin.email}\nPassword (shown once): ${result.generatedAdminPassword}\n`,
        );
      }
      process.stdout.write(
        result.seeded ? 'Demo catalogue seeded.\n' : 'The catalogue already has data; nothing seeded.\n',
      );
    }
  } finally {
    await database.close();
  }
}

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  process.stderr.write('Usage: node src/db/cli.ts migrate|seed\n');
  process.exit(2);
}
main(command).catch((err: unknown) => {
  process.stderr.write(
    err instanceof ConfigError ? `${err.message}\n` : `${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
