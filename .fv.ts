import {chromium} from 'playwright-core';
import {gzipSync} from 'node:zlib';
const origin = process.argv[2]!;
const pages = process.argv.slice(3);
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
  for (const p of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: {url: string; gz: number}[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') void r.body().then((b) => bodies.push({url: r.url().replace(origin, ''), gz: gzipSync(b, {level: 9}).length})).catch(() => 0); });
    await page.goto(origin + p, {waitUntil: 'networkidle'});
    await page.waitForTimeout(1000);
    await context.close();
    const total = bodies.reduce((s, b) => s + b.gz, 0);
    console.log(`${p}: ${(total / 1024).toFixed(1)} KiB gzip`);
    if (process.env.DETAIL) for (const b of bodies.sort((a, c) => c.gz - a.gz)) console.log(`   ${(b.gz / 1024).toFixed(1)} ${b.url}`);
  }
  await browser.close();
})();
