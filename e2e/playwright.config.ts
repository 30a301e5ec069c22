import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { e2eSettings, serverEnvironment } from './support/settings.ts';

// Browser journeys (Playwright Test): the built app on a temporary database, started once for the
// run and shared by every spec, which run one at a time (they share its data and its clock).
const ROOT = path.resolve(import.meta.dirname, '..');
const chromium = findChromium();
if (!chromium) {
  const message = 'No Chromium found (set CHROMIUM_PATH or apt-get install chromium): the browser suite is SKIPPED.';
  if (process.env.REQUIRE_E2E === '1') throw new Error(`${message} REQUIRE_E2E=1 makes this a failure.`);
  process.stderr.write(`\n${'!'.repeat(100)}\n!!! ${message}\n${'!'.repeat(100)}\n\n`);
}
const settings = e2eSettings();

export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.spec.ts',
  // Without a browser nothing runs (and the warning above says so).
  ...(chromium ? {} : { testIgnore: '**/*' }),
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // A test's time, and a beforeAll's (the accounts and the catalogue a describe needs).
  timeout: 120_000,
  reporter: [['list']],
  outputDir: 'test-results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: settings.baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromium ?? undefined, args: CHROMIUM_ARGS },
    // Playwright's library defaults (the runner's are none: a wait that never ends would end the
    // test instead, with no word on what it waited for).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
  },
  // The suite drives the build `npm start` serves: the web app built from the current sources when
  // its stamp says it is stale (scripts/ensure-web-build.ts), then the real server. Its first start
  // seeds the demo catalogue and runs its ~240 pictures through the pipeline: seconds on an idle
  // machine, minutes on a runner sharing two cores.
  webServer: chromium
    ? {
        command: 'node scripts/ensure-web-build.ts && node apps/api/src/server.ts',
        cwd: ROOT,
        url: `${settings.baseURL}/api/ready`,
        env: serverEnvironment(settings),
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      }
    : undefined,
});
