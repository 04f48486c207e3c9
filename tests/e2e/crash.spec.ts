import {test, expect, waitForHydration} from './support/fixtures';

// Makes the contributing page's content throw while rendering until the test lifts the fault,
// like a transient failure. The heading's text in the page's render code becomes an expression.
const HEADING = 'Reporting a problem';
const THROW_UNTIL_FIXED = `(()=>{if(!window.__faultFixed){throw new Error("Injected render failure for the test")}return ${JSON.stringify(HEADING)}})()`;

test('a page that crashes shows the crash page, and "Try again" renders it again', async ({
  page,
  consoleProblems,
}) => {
  let injected = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const rendered = `children:${JSON.stringify(HEADING)}`;
    if (body.includes(rendered)) {
      injected = true;
      await route.fulfill({
        response,
        body: body.replace(rendered, `children:${THROW_UNTIL_FIXED}`),
      });
      return;
    }
    await route.fulfill({response, body});
  });
  // The sidebar of a page in the same category shows the Contributing link.
  await page.goto('/docs/source-references');
  await waitForHydration(page);
  await page.locator('.menu').getByRole('link', {name: 'Contributing'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  expect(injected).toBe(true);
  await expect(page.getByText('Injected render failure for the test')).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await page.evaluate(() => {
    (window as unknown as {__faultFixed: boolean}).__faultFixed = true;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Contributing');
  await expect(page.getByRole('heading', {name: HEADING})).toBeVisible();
  await expect(page).not.toHaveTitle('Page Error');
  // React reports the caught render error; nothing else may be logged.
  const unexpected = consoleProblems.filter(
    (problem) => !problem.text.includes('Injected render failure'),
  );
  expect(unexpected).toEqual([]);
});
