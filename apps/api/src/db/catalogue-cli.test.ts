import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'catalogue-cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'packdex-catalogue-cli-'));
let env: NodeJS.ProcessEnv;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const pg = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
  drop = pg?.drop;
  env = { ...process.env, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent', INIT_CWD: dir };
  if (pg) env.DATABASE_URL = pg.url;
  else delete env.DATABASE_URL;
  writeFileSync(
    path.join(dir, 'catalogue.csv'),
    [
      'kind,model_id,name,photoUrl,title,url',
      'model,cli-ada,Ada Linden,https://img.example.test/ada.webp,,',
      'content,cli-ada,,,Lantern Walk,https://files.example.test/d/cli-lantern',
    ].join('\n'),
  );
});

afterAll(async () => {
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command as npm would from `dir` (a relative FILE is the caller's), with its exit code. */
async function command(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env, cwd: import.meta.dirname });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run catalogue:import', () => {
  it('dry-runs a file unless --apply, then imports it, and a second import changes nothing', async () => {
    const dry = await command('catalogue.csv');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run #1 (done): 2 created, 0 updated, 0 unchanged, 0 refused.');
    expect(dry.stderr).toMatch(/2 rows · 100% · [\d,]+ rows\/s/);
    expect((await command('catalogue.csv', '--apply')).stdout).toContain('Import #2 (done): 2 created');
    expect((await command('catalogue.csv', '--apply')).stdout).toContain('0 created, 0 updated, 2 unchanged');
    // Each applied import is one audit entry, with no admin: the operator ran it.
    const database = createDatabase(loadConfig(env, dir));
    try {
      const entries = await database.db
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('entity', '=', 'catalogue_import')
        .execute();
      expect(entries.map((e) => [e.entity_id, e.admin_id, e.action])).toEqual([
        [2, null, 'import'],
        [3, null, 'import'],
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('exits 1 with the refused rows, and 2 without a file', async () => {
    writeFileSync(
      path.join(dir, 'bad.ndjson'),
      '{"kind":"content","model_id":"nobody","title":"X","url":"https://files.example.test/d/x"}\n',
    );
    const bad = await command('bad.ndjson', '--apply');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('row 1, model_id: No model has model_id nobody');
    expect((await command()).code).toBe(2);
  }, 60_000);
});
