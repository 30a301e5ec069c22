// `npm test`: unit and API suites (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser suite; ends with the names of the tests that failed, if any, and one plain line
// "tests: N passed, N failed, N skipped" (a CI log shown only by its tail still says what failed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type PlaywrightReport,
  playwrightSummary,
  type Summary,
  type VitestReport,
  vitestSummary,
} from './test-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'packdex-test-report-'));
const extra = process.argv.slice(2);

let failedSteps = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const add = (summary: Summary) => {
  totals.passed += summary.passed;
  totals.failed += summary.failed;
  totals.skipped += summary.skipped;
  failures.push(...summary.failures);
};

// Unit and API tests (Vitest).
const unitJson = path.join(out, 'unit.json');
const unit = spawnSync(
  'npx',
  ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
  { cwd: root, stdio: 'inherit' },
);
if (unit.status !== 0) failedSteps += 1;
if (existsSync(unitJson)) {
  add(vitestSummary(JSON.parse(readFileSync(unitJson, 'utf8')) as VitestReport, root));
}

// The browser suite (Playwright Test, e2e/playwright.config.ts).
const e2eJson = path.join(out, 'e2e.json');
const e2e = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson },
});
if (e2e.status !== 0) failedSteps += 1;
if (existsSync(e2eJson)) {
  add(playwrightSummary(JSON.parse(readFileSync(e2eJson, 'utf8')) as PlaywrightReport));
}
rmSync(out, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.join('\n')}\n`);
process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
