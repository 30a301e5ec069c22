import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { contentRepository } from '../content/content.repository.ts';
import { noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import { denylistRepository } from '../denylist/denylist.repository.ts';
import { linkHealthRepository } from '../link-health/link-health.repository.ts';
import { denylistService } from '../denylist/denylist.service.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { importsRepository } from './imports.repository.ts';
import { importsService } from './imports.service.ts';
import { picturesRepository } from '../pictures/pictures.repository.ts';
import { picturesFromConfig } from '../pictures/pictures.setup.ts';

const t = useTestApp();
let admin: TestUser;
let dir: string;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  dir = mkdtempSync(path.join(tmpdir(), 'packdex-import-'));
});

/** The service as the app builds it, in batches of 3 rows, with a hook inside each batch's transaction. */
function service(beforeCommit?: (batch: number) => void, log?: { error: (...args: unknown[]) => void }) {
  const { db, engine, transact } = t.database;
  return importsService({
    transact,
    imports: importsRepository(db),
    catalogue: {
      models: modelsRepository(db, engine),
      content: contentRepository(db, engine),
      denylist: denylistService(denylistRepository(db)),
      links: linkHealthRepository(db, engine),
      pictures: picturesFromConfig(t.config, picturesRepository(db), () => Promise.resolve()),
      bannedTerms: noBannedTerms,
    },
    audit: auditService({ audit: auditRepository(db) }),
    filesDir: dir,
    batchRows: 3,
    ...(beforeCommit ? { beforeCommit } : {}),
    ...(log ? { log } : {}),
  });
}

/** Two models with three items each, and one bad row: eight rows, three batches of three. */
function file(prefix: string): string {
  const lines = ['kind,model_id,name,photoUrl,title,url'];
  for (const m of [1, 2]) {
    lines.push(`model,${prefix}-${m},Resume Model ${prefix} ${m},https://img.example.test/${prefix}${m}.webp,,`);
    for (const i of [1, 2, 3])
      lines.push(`content,${prefix}-${m},,,Pack ${i},https://files.example.test/d/${prefix}-${m}-${i}`);
  }
  lines.splice(6, 0, `content,${prefix}-1,,,,https://files.example.test/d/${prefix}-untitled`);
  const name = path.join(dir, `${prefix}.csv`);
  writeFileSync(name, lines.join('\n'));
  return name;
}

const source = (name: string) => ({
  fileName: path.basename(name),
  format: 'csv' as const,
  path: name,
  totalBytes: 100,
});

async function stored(prefix: string) {
  const db = t.database.db;
  const models = await db.selectFrom('models').select('id').where('model_id', 'like', `${prefix}-%`).execute();
  const items = await db.selectFrom('contents').select('url').where('url', 'like', `%/d/${prefix}-%`).execute();
  return { models: models.length, items: items.length, urls: new Set(items.map((i) => i.url)).size };
}

describe('an import stopped mid-way', () => {
  it('keeps the batches that committed, and resumes after them without applying a row twice', async () => {
    const crash = service((batch) => {
      if (batch === 2) throw new Error('injected failure in batch 2');
    });
    await expect(crash.start(admin.id, source(file('crash')), false)).rejects.toThrow('injected failure in batch 2');
    const job = await t.database.db
      .selectFrom('catalogue_imports')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', last_row: 3, created: 3 });
    expect(await stored('crash')).toEqual({ models: 1, items: 2, urls: 2 });

    const done = await service().resume(job.id);
    expect(done).toMatchObject({ created: 8, updated: 0, unchanged: 0, refused: [{ row: 6, field: 'title' }] });
    expect(await stored('crash')).toEqual({ models: 2, items: 6, urls: 6 });
    const report = await service().report(job.id);
    expect(report).toMatchObject({ status: 'done', rows: 9, refusedCount: 1, percent: 100 });
    await expect(service().resume(job.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('resumes an import whose process died (its row no longer moves), never one still running', async () => {
    const name = file('died');
    const first = service((batch) => {
      if (batch === 3) throw new Error('process died');
    });
    await expect(first.start(admin.id, source(name), false)).rejects.toThrow('process died');
    const job = await t.database.db
      .selectFrom('catalogue_imports')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // A crash leaves the import "running"; a recent heartbeat means another process may still own it.
    await t.database.db
      .updateTable('catalogue_imports')
      .set({ status: 'running', updated_at: new Date().toISOString() })
      .where('id', '=', job.id)
      .execute();
    await expect(service().resume(job.id)).rejects.toMatchObject({ statusCode: 409 });
    await t.database.db
      .updateTable('catalogue_imports')
      .set({ updated_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where('id', '=', job.id)
      .execute();
    expect(await service().resume(job.id)).toMatchObject({ created: 8, refused: [{ row: 6 }] });
    expect(await stored('died')).toEqual({ models: 2, items: 6, urls: 6 });
  });

  it('refuses with a 409 a resume that fails in a way the rules did not foresee, and logs the cause', async () => {
    const first = service((batch) => {
      if (batch === 2) throw new Error('first stop');
    });
    await expect(first.start(admin.id, source(file('unforeseen')), false)).rejects.toThrow('first stop');
    const job = await t.database.db
      .selectFrom('catalogue_imports')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const logged: unknown[][] = [];
    const again = service(
      () => {
        throw new TypeError('an unforeseen fault');
      },
      { error: (...args) => logged.push(args) },
    );
    await expect(again.resume(job.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This import could not be resumed: import the file again',
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toMatchObject({ importId: job.id, err: { message: 'an unforeseen fault' } });
    // The rows of the first batch stay applied, and a later resume goes on after them.
    expect(await service().resume(job.id)).toMatchObject({ created: 8 });
    expect(await stored('unforeseen')).toEqual({ models: 2, items: 6, urls: 6 });
  });

  it('keeps a file named on the command line, and reports progress after each batch', async () => {
    const name = file('progress');
    const seen: number[] = [];
    await service().start(null, source(name), true, (p) => seen.push(p.rows));
    expect(seen).toEqual([3, 6, 9]);
    expect(await stored('progress')).toEqual({ models: 0, items: 0, urls: 0 });
    writeFileSync(name, 'still here');
  });
});
