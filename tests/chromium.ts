/**
 * The Chromium the browser suite (playwright.config.ts) and the bench (bench/) drive, and the
 * flags that keep it quiet offline. Debian's package by default, so nothing downloads a browser;
 * elsewhere point CHROME_PATH at any Chromium, or unset it to let Playwright and Lighthouse find
 * their own.
 */
import {existsSync} from 'node:fs';

export const chromePath =
  process.env['CHROME_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for Playwright's launch, which makes the browser headless itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The same for Lighthouse's chrome-launcher, which needs headless asked for. */
export const HEADLESS_CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_ARGS];
