// What a build of the web app is: always a production build, of a known set of sources. The Vite
// config writes the stamp into the build; `npm start` (scripts/ensure-web-build.ts) and the e2e setup
// read it, so a development build or one older than its sources is rebuilt instead of served.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = 'build-stamp.json';
/** The server's renderer is built beside `dist` (never inside it: the server publishes `dist`). */
export const SERVER_DIST_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'entry-server.js';

/** Where the server renderer's build of the web app in `dist` is. */
export const serverDistOf = (dist: string) => path.join(path.dirname(dist), SERVER_DIST_DIR);

/** Everything the build's output depends on, relative to the repository root. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-stamp.ts',
  'apps/web/page-chunks.ts',
  'apps/web/class-groups.ts',
  'apps/web/glyphs.ts',
  'apps/web/chunk-plan.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

export type BuildStamp = { mode: string; sourceHash: string };

// Tests sit beside the code they test but never reach the bundle.
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function files(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .flatMap((entry) => files(root, path.posix.join(rel, entry)))
    .filter((file) => !isTest(file));
}

/** A hash of the build inputs' paths and contents (not their times, which a checkout resets). */
export function sourceHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(root, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(dist: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dist, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.mode === 'string' && typeof stamp.sourceHash === 'string'
      ? { mode: stamp.mode, sourceHash: stamp.sourceHash }
      : null;
  } catch {
    return null;
  }
}

/** Why the build in `dist` must not be served as it is, or null when it is a current production build. */
export function stampProblem(root: string, dist: string, inputs: readonly string[] = BUILD_INPUTS): string | null {
  if (!existsSync(path.join(dist, 'index.html'))) return 'the web app has not been built';
  const stamp = readStamp(dist);
  if (!stamp) return 'the build carries no build stamp';
  if (stamp.mode !== 'production') return `the build is a ${stamp.mode} build`;
  if (stamp.sourceHash !== sourceHash(root, inputs)) return 'the sources changed since the build';
  const server = serverDistOf(dist);
  if (!existsSync(path.join(server, SERVER_ENTRY_FILE))) return "the server renderer's build is missing";
  if (readStamp(server)?.sourceHash !== stamp.sourceHash) return "the server renderer's build is not the same build";
  return null;
}
