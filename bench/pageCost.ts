/**
 * What a long page costs the browser against a short one: Lighthouse's total blocking time
 * (mobile, 4× CPU slowdown) of each long reference page as a ratio to `/docs/intro`'s, medians of
 * runs interleaved page by page so that the machine's load falls on every page alike, and the
 * element count of each page's server HTML. Absolute times move with the machine; the ratio
 * within one run does not.
 *
 *   npx tsx bench/pageCost.ts --origin http://127.0.0.1:NNNN [--runs 5] [--breakdown] [--compare ORIGIN]
 *
 * `--breakdown` also prints where the main thread's time went (Lighthouse's work breakdown) and
 * the script evaluation by file. `--compare` measures a second server (another build: without a
 * mechanism, or before a change) in the same run, its pages taking turns with the first's.
 * run.ts reports the same figures in the full bench.
 */
import type {Browser} from 'playwright-core';
import {chromePath, CHROMIUM_ARGS, HEADLESS_CHROMIUM_ARGS} from '../tests/chromium';

/** The short page every ratio is taken against. */
export const SHORT_PAGE = '/docs/intro';
/** The longest reference pages: the most endpoint blocks and response field tables. */
export const LONG_PAGES = [
  '/docs/api/application/servers',
  '/docs/v0.7/application/servers',
  '/docs/api/client/files',
] as const;
/** Budget: a long page blocks at most this many times as long as the short page. */
export const RATIO_BUDGET = 1.5;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface PageRun {
  readonly tbt: number;
  /** Lighthouse's first and largest contentful paint, milliseconds. */
  readonly fcp: number;
  readonly lcp: number;
  readonly performance: number;
  /** Milliseconds by Lighthouse's work group (script evaluation, style and layout, ...). */
  readonly work: Record<string, number>;
  /** Script evaluation milliseconds by script URL (the largest few). */
  readonly scripts: Record<string, number>;
}

export interface PageCost {
  readonly origin: string;
  readonly page: string;
  readonly elements: number;
  readonly tbtRuns: readonly number[];
  readonly tbt: number;
  /** Median blocking time over the short page's; 1 for the short page itself. */
  readonly ratio: number;
  /** Medians of Lighthouse's first and largest contentful paint. */
  readonly fcp: number;
  readonly lcp: number;
  readonly performance: number;
  readonly work: Record<string, number>;
  readonly scripts: Record<string, number>;
}

/** Elements of the page as served, before any script runs. */
export async function serverElementCount(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'load'});
    return await page.evaluate('document.getElementsByTagName("*").length');
  } finally {
    await context.close();
  }
}

async function lighthouseRun(url: string): Promise<PageRun> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: HEADLESS_CHROMIUM_ARGS});
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result?.lhr.audits ?? {};
    const items = (id: string): Record<string, unknown>[] =>
      (audits[id]?.details as {items?: Record<string, unknown>[]} | undefined)?.items ?? [];
    const work = Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [
        String(item['groupLabel'] ?? item['group']),
        Math.round(Number(item['duration'])),
      ]),
    );
    const scripts = Object.fromEntries(
      items('bootup-time')
        .slice(0, 6)
        .map((item) => [
          String(item['url']).replace(/^https?:\/\/[^/]+/, ''),
          Math.round(Number(item['scripting'])),
        ]),
    );
    return {
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      performance: Math.round((result?.lhr.categories['performance']?.score ?? 0) * 100),
      work,
      scripts,
    };
  } finally {
    await chrome.kill();
  }
}

function medianRecord(records: readonly Record<string, number>[]): Record<string, number> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return Object.fromEntries(
    keys.map((key) => [key, Math.round(median(records.map((record) => record[key] ?? 0)))]),
  );
}

/**
 * Every page of every origin `runs` times, all of them taking turns, then medians and ratios to
 * the same origin's SHORT_PAGE.
 */
export async function measurePageCost(
  browser: Browser,
  origins: readonly string[],
  runs = 5,
  pages: readonly string[] = [SHORT_PAGE, ...LONG_PAGES],
): Promise<PageCost[]> {
  const urls = origins.flatMap((origin) => pages.map((page) => `${origin}${page}`));
  const samples = new Map<string, PageRun[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const url of urls) {
      samples.get(url)?.push(await lighthouseRun(url));
    }
  }
  const costs: PageCost[] = [];
  for (const url of urls) {
    const origin = origins.find((candidate) => url.startsWith(candidate)) ?? '';
    const page = url.slice(origin.length);
    // A run Lighthouse could not finish has no blocking time (NaN); the median is of the others.
    const measured = (runs: readonly PageRun[]): number[] =>
      runs.map((sample) => sample.tbt).filter(Number.isFinite);
    const shortTbt = median(measured(samples.get(`${origin}${SHORT_PAGE}`) ?? []));
    const pageRuns = samples.get(`${origin}${page}`) ?? [];
    const tbt = median(measured(pageRuns));
    costs.push({
      origin,
      page,
      elements: await serverElementCount(browser, `${origin}${page}`),
      tbtRuns: pageRuns.map((sample) => sample.tbt),
      tbt,
      // A page that blocks for no time at all is as fast as it gets, whatever the short page did.
      ratio: tbt === 0 ? 0 : tbt / Math.max(shortTbt, 1),
      fcp: median(pageRuns.map((sample) => sample.fcp).filter(Number.isFinite)),
      lcp: median(pageRuns.map((sample) => sample.lcp).filter(Number.isFinite)),
      performance: median(pageRuns.map((sample) => sample.performance)),
      work: medianRecord(pageRuns.map((sample) => sample.work)),
      scripts: medianRecord(pageRuns.map((sample) => sample.scripts)),
    });
  }
  return costs;
}

/**
 * The command line of a script that measures one build or two (`--origin`, `--compare`) a number
 * of times (`--runs`): this one and ./pageTrace.ts.
 */
export function comparisonArguments(
  usage: string,
  defaultRuns: number,
): {
  args: string[];
  option: (name: string) => string | undefined;
  origin: string;
  compare: string | undefined;
  runs: number;
} {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const origin = option('--origin');
  if (!origin) {
    throw new Error(`Usage: ${usage}`);
  }
  const runs = Number(option('--runs') ?? String(defaultRuns));
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a positive whole number, not ${option('--runs')}.`);
  }
  return {args, option, origin, compare: option('--compare'), runs};
}

async function main(): Promise<void> {
  const {args, option, origin, compare, runs} = comparisonArguments(
    'npx tsx bench/pageCost.ts --origin http://127.0.0.1:PORT [--compare ORIGIN] [--runs 5] [--breakdown] [--json FILE]',
    5,
  );
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const costs = await measurePageCost(browser, compare ? [origin, compare] : [origin], runs);
    for (const cost of costs) {
      console.log(
        `${compare ? `${cost.origin} ` : ''}${cost.page}: TBT median ${cost.tbt} ms (runs ${cost.tbtRuns.join(', ')}), ${cost.ratio.toFixed(2)}× ${SHORT_PAGE}, performance ${cost.performance}, FCP ${cost.fcp} ms, LCP ${cost.lcp} ms, ${cost.elements} elements`,
      );
      if (args.includes('--breakdown')) {
        console.log(
          `  main thread: ${Object.entries(cost.work)
            .map(([group, ms]) => `${group} ${ms} ms`)
            .join(', ')}`,
        );
        console.log(
          `  script evaluation: ${Object.entries(cost.scripts)
            .map(([url, ms]) => `${url} ${ms} ms`)
            .join(', ')}`,
        );
      }
    }
    const json = option('--json');
    if (json) {
      const {writeFileSync} = await import('node:fs');
      writeFileSync(json, `${JSON.stringify(costs, null, 2)}\n`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && /pageCost\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
