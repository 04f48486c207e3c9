/**
 * Where a page's main-thread time goes at Lighthouse's 4× CPU slowdown, from a Chromium trace of
 * its cold load (mobile viewport, cache off): the time of each kind of work by what the main
 * thread was itself doing (nested events subtracted), and the long-task time over 50 ms (what
 * total blocking time sums), how many tasks took over 50 ms, and the same long-task time by the
 * tasks' thread time (which the machine's load moves less than their wall time). Steadier than Lighthouse's blocking time on a busy machine, since
 * it sums work rather than timing it against the clock. The pages of every origin take turns;
 * the figures are medians of the runs.
 *
 *   npx tsx bench/pageTrace.ts --origin http://127.0.0.1:NNNN [--compare ORIGIN] [--runs 3]
 */
import type {Browser} from 'playwright-core';
import {comparisonArguments, LONG_PAGES, median, SHORT_PAGE} from './pageCost';
import {chromePath, CHROMIUM_ARGS} from '../tests/chromium';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time, which moves less with the machine's load than `dur`. */
  readonly tdur?: number;
  readonly tid: number;
  readonly pid: number;
  readonly cat: string;
  readonly args?: {readonly data?: {readonly frame?: string}; readonly name?: string};
}

/** The trace events counted, by the work they stand for. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'LocalFrameView::RunPostLifecycleSteps': 'paint',
  'LayoutShaper::Shape': 'shaping',
  'HarfBuzzShaper::ShapeText': 'shaping',
  ResourceSendRequest: 'requests',
};

export const TRACE_KINDS = ['script', 'layout', 'style', 'shaping', 'parse', 'paint', 'requests'];

export type TraceFigures = Record<string, number> & {
  readonly longTasks: number;
  /** How many tasks took over 50 ms. */
  readonly tasksOver50: number;
  /** Long-task time over 50 ms by thread time (`tdur`). */
  readonly longTasksCpu: number;
  readonly busy: number;
};

/** Self time of each kind of work on the renderer's main thread, and long-task time over 50 ms. */
export function summarizeTrace(events: readonly TraceEvent[]): TraceFigures {
  // The page's renderer: a navigation may leave the first renderer (about:blank) for another, so
  // of the renderers' main threads the one that worked longest.
  const work = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask' && event.dur !== undefined) {
      const thread = `${event.pid}:${event.tid}`;
      work.set(thread, (work.get(thread) ?? 0) + event.dur);
    }
  }
  const mainThread = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (work.get(`${b.pid}:${b.tid}`) ?? 0) - (work.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const onMain = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.dur !== undefined &&
        mainThread !== undefined &&
        event.pid === mainThread.pid &&
        event.tid === mainThread.tid,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const figures: Record<string, number> = Object.fromEntries(TRACE_KINDS.map((kind) => [kind, 0]));
  let longTasks = 0;
  let tasksOver50 = 0;
  let longTasksCpu = 0;
  let busy = 0;
  // A stack of the open events; each counted event's time less that of counted events inside it.
  const stack: {end: number; kind: string | undefined}[] = [];
  for (const event of onMain) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) {
      stack.pop();
    }
    if (event.name === 'RunTask') {
      busy += (event.dur ?? 0) / 1000;
      longTasks += Math.max(0, (event.dur ?? 0) / 1000 - 50);
      tasksOver50 += (event.dur ?? 0) > 50_000 ? 1 : 0;
      longTasksCpu += Math.max(0, (event.tdur ?? event.dur ?? 0) / 1000 - 50);
    }
    const kind = KINDS[event.name];
    if (kind) {
      figures[kind] = (figures[kind] ?? 0) + (event.dur ?? 0) / 1000;
      const parent = [...stack].reverse().find((open) => open.kind !== undefined);
      if (parent?.kind) {
        figures[parent.kind] = (figures[parent.kind] ?? 0) - (event.dur ?? 0) / 1000;
      }
    }
    stack.push({end, kind});
  }
  return {...figures, longTasks, tasksOver50, longTasksCpu, busy} as TraceFigures;
}

/** The phone Lighthouse's mobile run emulates, so traces and Lighthouse see the same layout. */
export const MOBILE_DEVICE = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** One cold load of `url` at 4× CPU slowdown, traced until the page has been idle for a while. */
export async function traceLoad(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext(MOBILE_DEVICE);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', {cacheDisabled: true});
    await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const events: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({value}) => {
      events.push(...(value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) =>
      session.once('Tracing.tracingComplete', () => resolve()),
    );
    await session.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink',
        'toplevel',
        '__metadata',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    await page.goto(url, {waitUntil: 'load', timeout: 120_000});
    // What runs after load (hydration, idle-time prefetching) counts too, as it does for Lighthouse.
    await page.waitForTimeout(5_000);
    await session.send('Tracing.end');
    await complete;
    return summarizeTrace(events);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const {args, option, origin, compare, runs} = comparisonArguments(
    'npx tsx bench/pageTrace.ts --origin http://127.0.0.1:PORT [--compare ORIGIN] [--runs 3] [--pages A,B] [--all]',
    3,
  );
  const origins = compare ? [origin, compare] : [origin];
  const pages = option('--pages')?.split(',') ?? [SHORT_PAGE, ...LONG_PAGES];
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const urls = origins.flatMap((base) => pages.map((page) => `${base}${page}`));
    const samples = new Map<string, TraceFigures[]>(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        samples.get(url)?.push(await traceLoad(browser, url));
      }
    }
    const columns = [...TRACE_KINDS, 'longTasks', 'tasksOver50', 'longTasksCpu', 'busy'];
    console.log(['url', ...columns].join('\t'));
    for (const url of urls) {
      const runsOfUrl = samples.get(url) ?? [];
      const medians = columns.map((column) =>
        Math.round(median(runsOfUrl.map((figures) => figures[column] ?? 0))),
      );
      console.log([url, ...medians].join('\t'));
      if (args.includes('--all')) {
        console.log(
          `  longTasks runs: ${runsOfUrl.map((figures) => Math.round(figures.longTasks)).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && /pageTrace\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
