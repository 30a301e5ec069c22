// `npm test`: unit and API suites (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser suite; ends with the names of the tests that failed, if any, and one plain line
// "tests: N passed, N failed, N skipped" (a CI log shown only by its tail still says what failed).
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
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
const steps: { name: string; args: string[]; cwd: string }[] = [
  { name: 'unit', args: ['vitest', 'run', ...extra], cwd: root },
  { name: 'e2e', args: ['vitest', 'run', '--config', 'vitest.config.ts'], cwd: path.join(root, 'e2e') },
];

let failedSteps = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
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
    failures.push(...failedTests(step.name, r));
  }
}
rmSync(out, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.join('\n')}\n`);
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);

/** One line per failed test (or per file that failed before its tests ran), with the first line of its error. */
function failedTests(step: string, r: Report): string[] {
  const lines: string[] = [];
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`  [${step}] ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.message) lines.push(`  [${step}] ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(message: string | undefined): string {
  return (
    (message ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
