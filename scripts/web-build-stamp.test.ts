import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVER_ENTRY_FILE,
  STAMP_FILE,
  readStamp,
  serverDistOf,
  sourceHash,
  stampProblem,
} from '../apps/web/build-stamp.ts';

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

function stamp(dist: string, mode: string, hash: string, server: string | null = hash) {
  writeFileSync(path.join(dist, STAMP_FILE), JSON.stringify({ mode, sourceHash: hash }));
  // The server renderer's build, beside it, carries its own stamp.
  if (server === null) return;
  const serverDist = serverDistOf(dist);
  mkdirSync(serverDist, { recursive: true });
  writeFileSync(path.join(serverDist, SERVER_ENTRY_FILE), 'export {};\n');
  writeFileSync(path.join(serverDist, STAMP_FILE), JSON.stringify({ mode, sourceHash: server }));
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

  it("refuses a build without the server renderer's build, or with another build's", () => {
    const { root, dist } = project();
    const hash = sourceHash(root, INPUTS);
    stamp(dist, 'production', hash, null);
    expect(stampProblem(root, dist, INPUTS)).toBe("the server renderer's build is missing");
    stamp(dist, 'production', hash, 'an-older-build');
    expect(stampProblem(root, dist, INPUTS)).toBe("the server renderer's build is not the same build");
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
    // The server renderer's build: one file, React's production server renderer inside it.
    const serverDir = mkdtempSync(path.join(tmpdir(), 'web-server-build-'));
    temps.push(serverDir);
    const server = spawnSync(
      'npx',
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: path.join(ROOT, 'apps/web'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } },
    );
    expect(server.status, server.stderr).toBe(0);
    expect(readStamp(serverDir)).toEqual({ mode: 'production', sourceHash: sourceHash(ROOT) });
    expect(readdirSync(serverDir).sort()).toEqual([STAMP_FILE, SERVER_ENTRY_FILE].sort());
    const renderer = readFileSync(path.join(serverDir, SERVER_ENTRY_FILE), 'utf8');
    expect(renderer).toContain('react-dom-server.node.production');
    expect(renderer).not.toContain('react-dom-server.node.development');
    const assets = readdirSync(path.join(outDir, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const js = assets.filter((file) => file.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    // React's development JSX runtime (jsxDEV) is in every component of a development build.
    for (const file of js) expect(readFileSync(path.join(outDir, 'assets', file), 'utf8')).not.toContain('jsxDEV');
  }, 120_000);
});
