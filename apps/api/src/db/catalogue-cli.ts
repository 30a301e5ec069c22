import { formatNumber } from '@packdex/shared/utils';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { linkHealthRepository } from '../modules/link-health/link-health.repository.ts';
import { migrateToLatest } from './migrate.ts';
import { auditRepository } from '../modules/audit/audit.repository.ts';
import { auditService } from '../modules/audit/audit.service.ts';
import { contentRepository } from '../modules/content/content.repository.ts';
import { denylistRepository } from '../modules/denylist/denylist.repository.ts';
import { denylistService } from '../modules/denylist/denylist.service.ts';
import { bannedTermsRepository } from '../modules/banned-terms/banned-terms.repository.ts';
import { bannedTermsService } from '../modules/banned-terms/banned-terms.service.ts';
import { formatOfName } from '../modules/imports/import-reader.ts';
import { importsRepository } from '../modules/imports/imports.repository.ts';
import { type ImportProgress, importsService } from '../modules/imports/imports.service.ts';
import { modelsRepository } from '../modules/models/models.repository.ts';
import { picturesRepository } from '../modules/pictures/pictures.repository.ts';
import { picturesFromConfig } from '../modules/pictures/pictures.setup.ts';

const USAGE = 'Usage: npm run catalogue:import -- FILE [--apply]   |   npm run catalogue:import -- --resume ID\n';
/** Refused rows printed; the report (GET /api/admin/imports/{id}/refused.csv) has them all. */
const PRINTED = 20;

const progress = (p: ImportProgress) =>
  process.stderr.write(
    `\r${formatNumber(p.rows)} rows${p.percent === null ? '' : ` · ${p.percent}%`} · ${formatNumber(p.rowsPerSecond)} rows/s   `,
  );

/**
 * `npm run catalogue:import -- FILE [--apply]`: the admin import from the command line (the same
 * service), a dry run unless --apply, progress on stderr. `--resume ID` goes on with a stopped one.
 * Exit code 0 when every row was taken, 1 when some were refused.
 */
async function main(args: string[]): Promise<number> {
  const resume = args.indexOf('--resume');
  const apply = args.includes('--apply');
  const target = args.find((a, i) => !a.startsWith('--') && (resume === -1 || i !== resume + 1));
  if (resume === -1 && !target) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const { db, engine, transact } = database;
    const service = importsService({
      transact,
      imports: importsRepository(db),
      catalogue: {
        models: modelsRepository(db, engine),
        content: contentRepository(db, engine),
        denylist: denylistService(denylistRepository(db)),
        links: linkHealthRepository(db, engine),
        // Pictures given by address are only queued here: the server's pictures job fetches them.
        pictures: picturesFromConfig(config, picturesRepository(db), () => Promise.resolve()),
        bannedTerms: bannedTermsService({
          transact,
          terms: bannedTermsRepository(db),
          audit: auditRepository(db),
          cacheMs: config.bannedTermsCacheSeconds * 1000,
        }),
      },
      audit: auditService({ audit: auditRepository(db) }),
      filesDir: config.imports.dir,
    });
    let result;
    if (resume !== -1) result = await service.resume(Number(args[resume + 1]), progress);
    else {
      // npm runs workspace scripts in the workspace's folder: a relative path is the caller's.
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target!);
      const format = formatOfName(file);
      if (!format) {
        process.stderr.write(`${file}: name a .csv, .json or .ndjson file\n`);
        return 2;
      }
      const { size } = await stat(file);
      const source = { fileName: path.basename(file), format, path: file, totalBytes: size };
      result = await service.start(null, source, !apply, progress);
    }
    const report = await service.report(result.id);
    process.stderr.write('\n');
    process.stdout.write(
      `${result.dryRun ? 'Dry run' : 'Import'} #${result.id} (${report.status}): ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${report.refusedCount} refused.\n`,
    );
    for (const r of result.refused.slice(0, PRINTED)) process.stdout.write(`  row ${r.row}, ${r.field}: ${r.error}\n`);
    if (report.refusedCount > PRINTED)
      process.stdout.write(`  … and more: GET /api/admin/imports/${result.id}/refused.csv lists them all.\n`);
    if (result.dryRun) process.stdout.write('Nothing was changed. Run again with --apply to import.\n');
    return report.refusedCount > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      err instanceof ConfigError ? `${err.message}\n` : `\n${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  },
);
