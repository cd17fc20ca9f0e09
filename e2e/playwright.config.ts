import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// A fresh data directory per run: the app starts as `npm start` starts it, on an empty database.
const dataDir = join(mkdtempSync(join(tmpdir(), 'tayori-e2e-')), 'data');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // The portal's service worker precaches the build and serves it once it controls a page:
    // a test that replaces a script or an answer with page.route would then race it. Only the
    // specs about the worker (installable-app, push-devices) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    // Signs each demo account in once; tests that are not about signing in reuse that state.
    {
      name: 'setup',
      testMatch: 'auth.setup.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: '..',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      // The demo staff sign in with a password alone here; second-factors.spec.ts starts a portal
      // of its own with the default policy (docs/decisions/second-factors.md).
      SECOND_FACTOR_ROLES: 'none',
    },
  },
});
