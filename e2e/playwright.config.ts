import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.cjs';
import { limits, scaled } from '../scripts/test-time.cjs';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh database for every run; workers re-evaluate this file, so only the main process picks it.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'doorline-e2e-')));

/** The journeys that change the prices every other journey reads (issue 43): run one at a time. */
const publishingJourneys = [
  '**/price-versions.spec.ts',
  '**/reprice.spec.ts',
  '**/catalogue-edit.spec.ts',
  '**/price-rules.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // Every limit comes from one setting (scripts/test-time.cjs): room for a machine three times
  // slower than a quiet one. A journey sets its own, from the same setting.
  timeout: limits.e2eTest,
  expect: { timeout: limits.e2eExpect },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    // The slowest tests against their limits, which `npm test` repeats in its summary.
    ['./slowest-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step's DOM and screenshots: about a fifth of the suite's CPU. `npm test`
    // turns it off (a run's printed output is all CI keeps); run alone, a failure keeps its trace.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    // The headless shell when installed: no screenshots are compared here (scripts/chromium.cjs).
    launchOptions: chromiumLaunchOptions({ shell: true }),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: publishingJourneys },
    // The journeys that publish a price version from today or give a dealer its rules (issue 43)
    // share the one list price of the run's database: one at a time, beside the others, so that no
    // draft copied before another's publishing is published after it and undoes it.
    { name: 'prices', use: { ...devices['Desktop Chrome'] }, testMatch: publishingJourneys, workers: 1 },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: scaled(20_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Links in messages (the invite) point at the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Demo data on either engine (e2e/server.mjs picks PostgreSQL when TEST_DATABASE_URL is set).
      DEMO_DATA: '1',
      // Short-lived access tokens, so that the journeys cross a refresh for real.
      ACCESS_TOKEN_TTL: '4',
      // Every journey signs in and refreshes (every 4 s) from 127.0.0.1: a per-address limit far above that.
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
