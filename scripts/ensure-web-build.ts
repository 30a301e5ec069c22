// Builds the web app unless apps/web/dist already holds a production build of the current sources
// (its build stamp says so), so `npm start` works on a fresh clone, never serves a development or
// stale build, and restarts stay fast.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { stampProblem } from '../apps/web/build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

const problem = stampProblem(root, dist);
if (!problem) {
  process.stdout.write('Web app build is up to date.\n');
} else {
  process.stdout.write(`Building the web app (${problem})…\n`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const after = stampProblem(root, dist);
  if (after) {
    process.stderr.write(`The web build cannot be served: ${after}.\n`);
    process.exit(1);
  }
}
