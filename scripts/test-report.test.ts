import { describe, expect, it } from 'vitest';
import { type PlaywrightReport, playwrightSummary, vitestSummary } from './test-report.ts';

describe("npm test's summary", () => {
  it("counts Playwright's flaky tests as passed and names each failed one by file, describe and title", () => {
    const report: PlaywrightReport = {
      stats: { expected: 7, unexpected: 1, flaky: 2, skipped: 3 },
      errors: [{ message: '\u001b[31mError: Timed out waiting 600000ms from config.webServer.\u001b[39m\nmore' }],
      suites: [
        {
          title: 'community.spec.ts',
          file: 'community.spec.ts',
          specs: [],
          suites: [
            {
              title: 'community',
              specs: [
                { title: 'passes', tests: [{ status: 'expected', results: [{}] }] },
                {
                  title: 'toggles a like',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { error: { message: 'first try' } },
                        { error: { message: '\u001b[2mexpect(\u001b[22mreceived).toBe(expected)\nExpected: 1' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightSummary(report)).toEqual({
      passed: 9,
      failed: 1,
      skipped: 3,
      failures: [
        '  [e2e] Error: Timed out waiting 600000ms from config.webServer.',
        '  [e2e] e2e/specs/community.spec.ts › community › toggles a like: expect(received).toBe(expected)',
      ],
    });
  });

  it("reads Vitest's report: pending and todo tests are skipped, a file that failed to load is named", () => {
    const summary = vitestSummary(
      {
        numPassedTests: 5,
        numFailedTests: 1,
        numPendingTests: 2,
        numTodoTests: 1,
        testResults: [
          {
            name: '/repo/apps/api/src/a.test.ts',
            assertionResults: [{ fullName: 'a works', status: 'failed', failureMessages: ['\nAssertionError: no'] }],
          },
          { name: '/repo/apps/api/src/b.test.ts', message: 'Failed to load url ./missing.ts', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(summary).toEqual({
      passed: 5,
      failed: 1,
      skipped: 3,
      failures: [
        '  [unit] apps/api/src/a.test.ts › a works: AssertionError: no',
        '  [unit] apps/api/src/b.test.ts: Failed to load url ./missing.ts',
      ],
    });
  });
});
