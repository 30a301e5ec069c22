import { ConfigError, loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';
import { restoreFromBucket } from './backup-s3.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureSeeded } from './seed/seed.ts';

/** `npm run db:migrate`, `npm run db:seed`, `npm run db:backup -- <folder>` and `npm run db:restore -- <folder>|s3://latest`. */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    const folder = process.argv[3];
    if (!folder)
      throw new Error(`Usage: npm run db:${command} -- <folder>${command === 'restore' ? '|s3://latest' : ''}`);
    if (command === 'restore' && folder.startsWith('s3://')) {
      const { name, manifest } = await restoreFromBucket(config, folder.slice('s3://'.length));
      process.stdout.write(
        `Restored ${manifest.engine} database${manifest.uploads ? ', uploads' : ''}${manifest.secrets ? ', secrets.json' : ''} (${name} from the bucket ${config.backups!.s3!.bucket}).\n`,
      );
      return;
    }
    const manifest = await (command === 'backup' ? backup(config, folder) : restore(config, folder));
    process.stdout.write(
      `${command === 'backup' ? 'Backed up' : 'Restored'} ${manifest.engine} database${manifest.uploads ? ', uploads' : ''}${manifest.secrets ? ', secrets.json' : ''} (${folder}).\n`,
    );
    return;
  }
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
if (!['migrate', 'seed', 'backup', 'restore'].includes(command ?? '')) {
  process.stderr.write('Usage: node src/db/cli.ts migrate|seed|backup <folder>|restore <folder>|restore s3://latest\n');
  process.exit(2);
}
main(command).catch((err: unknown) => {
  process.stderr.write(
    err instanceof ConfigError ? `${err.message}\n` : `${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
