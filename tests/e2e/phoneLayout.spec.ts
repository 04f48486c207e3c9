import {test, expect, waitForHydration} from './support/fixtures';

test.use({viewport: {width: 390, height: 844}});

const PAGES = [
  '/docs/api/application/servers',
  '/docs/api/client/files',
  '/docs/api/client/account',
  '/docs/v0.7/application/servers',
];

for (const url of PAGES) {
  test(`${url}: on a 390 px phone no field table overflows its block and no field name breaks inside a word`, async ({
    page,
  }) => {
    await page.goto(url);
    await waitForHydration(page);
    const report = await page.evaluate(() => {
      // Response field tables sit in closed <details>: open them, so they are laid out and measured too.
      document
        .querySelectorAll<HTMLDetailsElement>('[data-endpoint-block] details')
        .forEach((details) => {
          details.open = true;
        });
      const overflowing: string[] = [];
      const broken: string[] = [];
      let tables = 0;
      for (const block of document.querySelectorAll<HTMLElement>('[data-endpoint-block]')) {
        for (const table of block.querySelectorAll<HTMLTableElement>('table')) {
          tables += 1;
          if (
            table.scrollWidth > block.clientWidth + 1 ||
            table.getBoundingClientRect().right > block.getBoundingClientRect().right + 1
          ) {
            overflowing.push(
              `${block.dataset['operationId']}: ${table.querySelector('caption')?.textContent ?? ''}`,
            );
          }
          for (const name of table.querySelectorAll('tbody td:first-child code')) {
            // Each text part (between the dots) must sit on one line.
            for (const node of name.childNodes) {
              if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1)
                broken.push(`${block.dataset['operationId']}: ${name.textContent}`);
            }
          }
        }
      }
      return {
        tables,
        responseTables: document.querySelectorAll('[data-endpoint-block] details table').length,
        overflowing,
        broken,
      };
    });
    expect(report.tables).toBeGreaterThan(0);
    expect(report.responseTables).toBeGreaterThan(0);
    expect(report.overflowing).toEqual([]);
    expect(report.broken).toEqual([]);
  });
}
