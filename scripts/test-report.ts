// The test reports of `npm test` (scripts/test.ts) read into totals and one line per failure.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface VitestReport {
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
/** Playwright Test's JSON report (the browser suite): suites of files and describes, specs, runs. */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** A suite's totals and one line per failed test. */
export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

/** Vitest's JSON report (unit and API tests); paths are written relative to `root`. */
export function vitestSummary(r: VitestReport, root: string): Summary {
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    failures: failedTests('unit', r, root),
  };
}

/** Playwright Test's JSON report (the browser suite): a flaky test passed on a retry. */
export function playwrightSummary(r: PlaywrightReport): Summary {
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures: failedBrowserTests(r),
  };
}

/** One line per failed test (or per file that failed before its tests ran), with the first line of its error. */
function failedTests(step: string, r: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`  [${step}] ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.message) lines.push(`  [${step}] ${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** One line per browser test that failed (or per error outside any test: the server did not start…). */
function failedBrowserTests(r: PlaywrightReport): string[] {
  const lines = (r.errors ?? []).map((e) => `  [e2e] ${firstLine(e.message)}`);
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const error = t.results.at(-1)?.error?.message;
        lines.push(`  [e2e] e2e/specs/${file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of r.suites) walk(suite, suite.file ?? suite.title, []);
  return lines;
}

function firstLine(message: string | undefined): string {
  return (
    stripVTControlCharacters(message ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
