/**
 * What one full style and layout of a page costs, measured on the loaded page rather than during
 * its load: the page's layout tree is taken down (`display: none` on the body) and rebuilt, the
 * body's width changed so that every line is laid out again, and a custom property on the root
 * changed so that every element's style is computed again, each repeated and timed by the main
 * thread's own thread time in a Chromium trace (`UpdateLayoutTree` and `Layout` events). A load
 * trace (`bench/pageTrace.ts`) or Lighthouse mixes these costs with where the parser's frames
 * happen to fall and with the machine's load; this isolates the per-element cost that a
 * stylesheet or markup change can move. The same build's medians stay within about 10% of each
 * other between runs even at a load average of 10 on 2 cores (a load trace's long-task time moves
 * by a factor of two there), so a change under about 10% cannot be told. No CPU throttling: read
 * the figures as ratios between origins measured in the same run.
 *
 *   npx tsx bench/layoutCost.ts --origin http://127.0.0.1:NNNN [--compare ORIGIN,ORIGIN...] [--runs 2] [--iterations 5] [--pages A,B] [--desktop]
 *
 * Columns, milliseconds per iteration, medians over the runs: `rebuildStyle` and `rebuildLayout`
 * (the layout tree built again from nothing: style, layout objects, text shaping, layout),
 * `relayout` (every line laid out again, shaping results kept), `restyle` (every element's style
 * computed again, no layout change).
 */
import type {CDPSession, Page} from 'playwright-core';
import {comparisonArguments, LONG_PAGES, median, SHORT_PAGE} from './pageCost';
import {MOBILE_DEVICE} from './pageTrace';
import {chromePath, CHROMIUM_ARGS} from '../tests/chromium';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {readonly name?: string};
}

export interface LayoutCost {
  readonly rebuildStyle: number;
  readonly rebuildLayout: number;
  readonly relayout: number;
  readonly restyle: number;
}

const COLUMNS: readonly (keyof LayoutCost)[] = [
  'rebuildStyle',
  'rebuildLayout',
  'relayout',
  'restyle',
];

/** Thread time of style and layout on the renderer's main thread while `script` runs. */
async function tracedWork(
  page: Page,
  session: CDPSession,
  script: string,
): Promise<{style: number; layout: number}> {
  const events: TraceEvent[] = [];
  const collect = ({value}: {value: unknown[]}): void => {
    events.push(...(value as TraceEvent[]));
  };
  session.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata',
    transferMode: 'ReportEvents',
  });
  await page.evaluate(script);
  await session.send('Tracing.end');
  await complete;
  session.off('Tracing.dataCollected', collect);
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) {
    throw new Error('The trace has no renderer main thread.');
  }
  let style = 0;
  let layout = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== mainThread.pid || event.tid !== mainThread.tid) {
      continue;
    }
    const milliseconds = (event.tdur ?? event.dur ?? 0) / 1000;
    if (event.name === 'UpdateLayoutTree') {
      style += milliseconds;
    } else if (event.name === 'Layout') {
      layout += milliseconds;
    }
  }
  return {style, layout};
}

/** One run on an already loaded page: the three operations, each `iterations` times. */
export async function measureLayoutCost(
  page: Page,
  session: CDPSession,
  iterations: number,
): Promise<LayoutCost> {
  const rebuild = await tracedWork(
    page,
    session,
    `(() => { const body = document.body; for (let i = 0; i < ${iterations}; i += 1) {
      body.style.display = 'none'; void body.offsetHeight; body.style.display = ''; void body.offsetHeight; } })()`,
  );
  const relayout = await tracedWork(
    page,
    session,
    `(() => { const body = document.body; for (let i = 0; i < ${iterations}; i += 1) {
      body.style.width = i % 2 ? '' : 'calc(100% - 12px)'; void body.offsetHeight; } body.style.width = ''; })()`,
  );
  const restyle = await tracedWork(
    page,
    session,
    `(() => { for (let i = 0; i < ${iterations}; i += 1) {
      document.documentElement.style.setProperty('--layout-cost-restyle', String(i)); void document.body.offsetHeight; } })()`,
  );
  return {
    rebuildStyle: rebuild.style / iterations,
    rebuildLayout: rebuild.layout / iterations,
    relayout: relayout.layout / iterations,
    restyle: restyle.style / iterations,
  };
}

async function main(): Promise<void> {
  const {args, option, origin, compare, runs} = comparisonArguments(
    'npx tsx bench/layoutCost.ts --origin http://127.0.0.1:PORT [--compare ORIGIN,ORIGIN...] [--runs 2] [--iterations 5] [--pages A,B] [--desktop]',
    2,
  );
  const iterations = Number(option('--iterations') ?? '5');
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new Error(`--iterations must be a positive whole number, not ${option('--iterations')}.`);
  }
  const origins = [origin, ...(compare ? compare.split(',') : [])];
  const pages = option('--pages')?.split(',') ?? [SHORT_PAGE, ...LONG_PAGES];
  const desktop = args.includes('--desktop');
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: chromePath, args: CHROMIUM_ARGS});
  const samples = new Map<string, LayoutCost[]>();
  try {
    for (let run = 0; run < runs; run += 1) {
      // Origins take turns page by page, so the machine's load falls on each alike.
      for (const path of pages) {
        for (const base of origins) {
          const context = await browser.newContext(
            desktop ? {viewport: {width: 1350, height: 940}} : MOBILE_DEVICE,
          );
          try {
            const page = await context.newPage();
            await page.goto(`${base}${path}`, {waitUntil: 'load', timeout: 120_000});
            // Hydration and idle-time work settle first; they are not what is measured.
            await page.waitForTimeout(1_500);
            const session = await context.newCDPSession(page);
            const url = `${base}${path}`;
            samples.set(url, [
              ...(samples.get(url) ?? []),
              await measureLayoutCost(page, session, iterations),
            ]);
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(['url', ...COLUMNS].join('\t'));
  for (const [url, costs] of samples) {
    console.log(
      [url, ...COLUMNS.map((column) => median(costs.map((cost) => cost[column])).toFixed(1))].join(
        '\t',
      ),
    );
  }
}

if (process.argv[1] && /layoutCost\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
