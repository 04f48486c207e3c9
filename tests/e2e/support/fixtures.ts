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
export const test = base.extend<{consoleProblems: ConsoleProblem[]}>({
  page: async ({page}, use) => {
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

/**
 * Waits until whatever the page would start by itself has had its chance: observers and effects
 * have run (two animation frames and an idle callback), and the network has been quiet for half a
 * second. A test that asserts something did not happen waits for this, not for a fixed time.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000})));
      }),
  );
  await page.waitForLoadState('networkidle');
}
