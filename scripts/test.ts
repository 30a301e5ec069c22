// `npm test`: unit and API suites (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser suite; ends with one plain line "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'packdex-test-report-'));
const extra = process.argv.slice(2);

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
const steps: { name: string; args: string[]; cwd: string }[] = [
  { name: 'unit', args: ['vitest', 'run', ...extra], cwd: root },
  { name: 'e2e', args: ['vitest', 'run', '--config', 'vitest.config.ts'], cwd: path.join(root, 'e2e') },
];

let failedSteps = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  const json = path.join(out, `${step.name}.json`);
  const result = spawnSync(
    'npx',
    [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    {
      cwd: step.cwd,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failedSteps += 1;
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8')) as Report;
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
}
rmSync(out, { recursive: true, force: true });
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
