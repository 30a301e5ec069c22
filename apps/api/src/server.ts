import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureSeeded } from './db/seed/seed.ts';
import { listen } from './plugins/listen.ts';
import { operatorWarnings } from './operator-check.ts';
import { publicUrlWarnings } from './plugins/public-url-check.ts';

/** Starts the site: config, migrations, first-run seed, listen, and graceful shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Packdex cannot start. ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const seeded = await ensureSeeded(database, config);
  if (seeded.generatedAdminPassword) {
    // Printed once on the console (never through the logger) so the operator can sign in.
    process.stdout.write(
      `\n  Admin account created: ${config.admin.email}\n  Password (shown once): ${seeded.generatedAdminPassword}\n` +
        '  Set ADMIN_PASSWORD to choose it yourself.\n\n',
    );
  }

  const app = await buildApp(config, { database, closesDatabase: true });
  installShutdown(app);

  await listen(app, { port: config.port, host: config.host });
  app.log.info({ engine: database.engine, dataDir: config.dataDir }, `Packdex is running on ${config.publicUrl}`);
  for (const warning of [...publicUrlWarnings(config), ...operatorWarnings(config)]) app.log.warn(warning);
}

function installShutdown(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // plugins/shutdown.ts drains: queued connections accepted, listener closed, Connection: close
    // on every answer, 503 for late requests, idle sockets closed; then the database closes.
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`Packdex failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
