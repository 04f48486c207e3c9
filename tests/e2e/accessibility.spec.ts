import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './support/fixtures';
import {sitePages} from './support/site';

// WCAG 2.2 AA (axe tags each success criterion with the version that introduced it) plus axe's
// best-practice rules, which catch structure problems WCAG leaves to judgement (landmarks, headings).
const WCAG_22_AA_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const route of [...sitePages(), '/a-page-that-does-not-exist']) {
  test(`${route}: zero axe violations (WCAG 2.2 AA and best practice) and a clean console`, async ({page, consoleProblems}) => {
    // axe's full rule set over the longest reference pages (several thousand elements) takes
    // about 20 s on the project's 2-core machines, close to the default 30 s limit.
    test.slow();
    await page.goto(route);
    await waitForHydration(page);
    const results = await new AxeBuilder({page}).withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
    expect(violations).toEqual([]);
    // The not-found page is served with status 404, which the browser reports once.
    const problems = consoleProblems.filter((problem) => !(route.startsWith('/a-page') && problem.text.includes('404')));
    expect(problems).toEqual([]);
  });
}
