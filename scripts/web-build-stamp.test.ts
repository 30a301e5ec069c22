import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAMP_FILE, readStamp, sourceHash, stampProblem } from '../apps/web/build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = ['src', 'index.html'];
const temps: string[] = [];

function project(): { root: string; dist: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  temps.push(root);
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/main.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'src/main.test.ts'), 'test\n');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n');
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n');
  return { root, dist };
}

function stamp(dist: string, mode: string, hash: string) {
  writeFileSync(path.join(dist, STAMP_FILE), JSON.stringify({ mode, sourceHash: hash }));
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the web build stamp', () => {
  it('accepts a production build of the current sources', () => {
    const { root, dist } = project();
    stamp(dist, 'production', sourceHash(root, INPUTS));
    expect(stampProblem(root, dist, INPUTS)).toBeNull();
  });

  it('refuses a development build even of the current sources', () => {
    const { root, dist } = project();
    stamp(dist, 'development', sourceHash(root, INPUTS));
    expect(stampProblem(root, dist, INPUTS)).toBe('the build is a development build');
  });

  it('refuses a build whose sources changed since, whatever the file times say', () => {
    const { root, dist } = project();
    stamp(dist, 'production', sourceHash(root, INPUTS));
    writeFileSync(path.join(root, 'src/main.ts'), 'export const a = 2;\n');
    expect(stampProblem(root, dist, INPUTS)).toBe('the sources changed since the build');
  });

  it('refuses a build without a stamp, and a missing build', () => {
    const { root, dist } = project();
    expect(stampProblem(root, dist, INPUTS)).toBe('the build carries no build stamp');
    rmSync(dist, { recursive: true });
    expect(stampProblem(root, dist, INPUTS)).toBe('the web app has not been built');
  });

  it('ignores test files, which never reach the bundle', () => {
    const { root } = project();
    const before = sourceHash(root, INPUTS);
    writeFileSync(path.join(root, 'src/main.test.ts'), 'changed\n');
    expect(sourceHash(root, INPUTS)).toBe(before);
  });

  it('is written by a build started with NODE_ENV=test, which still bundles production React and no source maps', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    temps.push(outDir);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(ROOT, 'apps/web'),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
    });
    expect(build.status, build.stderr).toBe(0);
    expect(readStamp(outDir)).toEqual({ mode: 'production', sourceHash: sourceHash(ROOT) });
    const assets = readdirSync(path.join(outDir, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const js = assets.filter((file) => file.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    // React's development JSX runtime (jsxDEV) is in every component of a development build.
    for (const file of js) expect(readFileSync(path.join(outDir, 'assets', file), 'utf8')).not.toContain('jsxDEV');
  }, 120_000);
});
