import { formatNumber } from '@packdex/shared/utils';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { contentRepository } from '../modules/content/content.repository.ts';
import { modelsRepository } from '../modules/models/models.repository.ts';
import { oldPicturesRepository } from '../modules/pictures/old-pictures.repository.ts';
import { picturesRepository } from '../modules/pictures/pictures.repository.ts';
import { oldPicturesFromConfig, picturesFromConfig } from '../modules/pictures/pictures.setup.ts';

/**
 * `npm run pictures:convert`: takes every model photo and item thumbnail saved before the image
 * pipeline through it (the `pictures.convert` job, run until none is left), then fetches the
 * addresses it queued. Safe to run again, and beside running servers (the fetch queue is claimed).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const { db, engine } = database;
    const models = modelsRepository(db, engine);
    const content = contentRepository(db, engine);
    const pictures = picturesFromConfig(config, picturesRepository(db), async (url, meta) => {
      await models.setPhotoMeta(url, meta);
      await content.setThumbnailMeta(url, meta);
    });
    const old = oldPicturesFromConfig(config, oldPicturesRepository(db), pictures);
    let converted = 0;
    let failed = 0;
    for (;;) {
      const run = await old.convertDue();
      converted += run.converted;
      failed += run.failed;
      process.stderr.write(`\r${formatNumber(converted)} converted · ${formatNumber(failed)} failed   `);
      if (run.converted + run.failed === 0) break;
    }
    let fetched = 0;
    for (let tried = await pictures.fetchDue(); tried > 0; tried = await pictures.fetchDue()) fetched += tried;
    process.stderr.write('\n');
    process.stdout.write(
      `${formatNumber(converted)} pictures converted (${formatNumber(fetched)} fetched from their address), ${formatNumber(failed)} could not be.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
