import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, bundle } from '../apps/api/build.ts';
import { freePort, startCommand, startProcess } from '../bench/processes.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'api-build-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a built module with Node's type stripper turned off: a TypeScript import fails it. */
function runJs(file: string): string {
  const run = spawnSync(process.execPath, ['--no-experimental-strip-types', file], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('the built server (apps/api/build.ts)', () => {
  it('keeps each bundled module’s own location: import.meta.url, dirname and filename, and files read beside it', async () => {
    const src = path.join(dir, 'app/src');
    mkdirSync(path.join(src, 'lib'), { recursive: true });
    writeFileSync(path.join(src, 'lib/data.json'), '{"found":true}');
    writeFileSync(
      path.join(src, 'lib/where.ts'),
      [
        "import { readFileSync } from 'node:fs';",
        'const label: string = "where";',
        'export const where = {',
        '  label,',
        '  url: import.meta.url,',
        '  dirname: import.meta.dirname,',
        '  filename: import.meta.filename,',
        "  data: JSON.parse(readFileSync(new URL('./data.json', import.meta.url), 'utf8')) as unknown,",
        '};',
      ].join('\n'),
    );
    writeFileSync(
      path.join(src, 'main.ts'),
      "import { where } from './lib/where.ts';\nconsole.log(JSON.stringify(where));\n",
    );
    const out = await bundle(path.join(src, 'main.ts'), path.join(dir, 'app/dist/main.js'));
    const where = JSON.parse(runJs(out)) as Record<string, unknown>;
    const file = path.join(src, 'lib/where.ts');
    expect(where).toEqual({
      label: 'where',
      url: new URL(`file://${file}`).href,
      dirname: path.dirname(file),
      filename: file,
      data: { found: true },
    });
  });

  it('is what `npm start` runs, and starts and serves without loading any TypeScript', async () => {
    const start = startCommand();
    const built = await buildServer();
    expect(start.script).toBe(built);
    expect(path.relative(path.resolve(import.meta.dirname, '..'), built)).toBe('apps/api/dist/server.js');

    const port = await freePort();
    const server = await startProcess(
      ['--no-experimental-strip-types', ...start.flags, built],
      {
        ...start.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'a'.repeat(64),
        PAYMENTS: 'off',
        DATA_DIR: mkdtempSync(path.join(dir, 'data-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'admin-password-123',
        LOG_LEVEL: 'warn',
      },
      `http://127.0.0.1:${port}/api/health`,
      30_000,
    );
    children.push(server.child);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(server.output()).not.toMatch(/ERR_|Error/);
    expect(health.status, server.output()).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 60_000);
});
