import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

// Browser tests run in the system Chromium (Debian's package) and never download a browser.
// Elsewhere, point CHROME_PATH at any Chromium, or unset it to use Playwright's own.
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts --dir build --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
