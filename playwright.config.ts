import {defineConfig, devices} from '@playwright/test';
import {chromePath, CHROMIUM_ARGS} from './tests/chromium';

// A port of this run's own (set once by the runner; its workers inherit it), so runs on one
// machine never collide. E2E_PORT pins it.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 10_000) * 2);
const port = Number(process.env.E2E_PORT);
const nginxPort = port + 1;
const tsx = 'node node_modules/tsx/dist/cli.mjs';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  // Budgets for a hang, not for speed: a passing test takes no longer for them. The suite runs on
  // 2-core machines that other work may keep busy; at 30 s and 7 s a loaded machine failed tests
  // that had nothing wrong (a search index built in its worker, a long page's walk).
  timeout: 60_000,
  expect: {timeout: 15_000},
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: chromePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The whole suite, against the local server that applies the hosting rules.
    {name: 'site', use: {baseURL: `http://127.0.0.1:${port}`}},
    // The shipped nginx configuration, serving the same build: its headers, and every page under them.
    {
      name: 'nginx',
      testMatch: /(hosting|pages)\.spec\.ts$/,
      use: {baseURL: `http://127.0.0.1:${nginxPort}`},
    },
  ],
  webServer: [
    {
      command: `${tsx} src/plugins/hosting/serve.ts --dir build --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${tsx} src/plugins/hosting/serveNginx.ts --dir build --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
