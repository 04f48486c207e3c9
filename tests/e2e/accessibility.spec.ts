import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './support/fixtures';
import {sitePages} from './support/site';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const route of [...sitePages(), '/a-page-that-does-not-exist']) {
  test(`${route}: zero axe violations (WCAG 2.1 A/AA) and a clean console`, async ({page, consoleProblems}) => {
    await page.goto(route);
    await waitForHydration(page);
    const results = await new AxeBuilder({page}).withTags(WCAG_21_A_AA).analyze();
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
