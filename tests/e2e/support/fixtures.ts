import {test as base, expect, type Page} from '@playwright/test';
import {provider} from './site';

export interface ConsoleProblem {
  readonly type: string;
  readonly text: string;
  readonly url: string;
}

/**
 * Every test gets a page whose analytics script answers with an empty script (the machine is
 * offline), and a list of console errors and uncaught exceptions that the test can assert on.
 */
/** Requests a page has started and not yet finished, counted from its creation. */
const network = new WeakMap<Page, {inFlight: number; lastChange: number}>();

function trackNetwork(page: Page): void {
  const state = {inFlight: 0, lastChange: Date.now()};
  network.set(page, state);
  page.on('request', () => {
    state.inFlight += 1;
    state.lastChange = Date.now();
  });
  const ended = (): void => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

export const test = base.extend<{consoleProblems: ConsoleProblem[]}>({
  page: async ({page}, use) => {
    trackNetwork(page);
    if (provider.analytics) {
      await page.route(provider.analytics.scriptSrc, (route) =>
        route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
      );
    }
    await use(page);
    // A page keeps making requests after a test's last step (idle-time prefetches, a block still
    // loading); a route handler of the test that serves one of them then acts on a closed page.
    // Handlers end with their test, whatever it routed.
    await page.context().unrouteAll({behavior: 'ignoreErrors'});
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
  consoleProblems: async ({page}, use) => {
    const problems: ConsoleProblem[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push({type: message.type(), text: message.text(), url: message.location().url});
      }
    });
    page.on('pageerror', (error) => {
      problems.push({type: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url()});
    });
    await use(problems);
  },
});

export {expect};

/**
 * Waits until React has hydrated the page and run its effects: Docusaurus marks the document
 * once it has (`data-has-hydrated`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

const QUIET_MS = 500;

/**
 * Waits until whatever the page would start by itself has had its chance: no request of the page
 * has been in flight for half a second, then observers and effects have run (two animation frames
 * and an idle callback). A test that asserts something did not happen waits for this, not for a
 * fixed time. (Playwright's `networkidle` load state cannot serve: once a page has reached it, it
 * is reached for good, however many requests the page starts later.)
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  const state = network.get(page);
  if (!state) {
    throw new Error(
      "waitUntilSettled needs the page of this suite's test fixture, which counts its requests",
    );
  }
  await expect
    .poll(() => (state.inFlight === 0 ? Date.now() - state.lastChange : -state.inFlight), {
      message: 'the page kept requests in flight (a negative value is how many)',
      intervals: [100],
    })
    .toBeGreaterThanOrEqual(QUIET_MS);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000})),
        );
      }),
  );
}
