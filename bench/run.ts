/**
 * Performance figures of the site on this machine, printed against the budgets. Not a test: it
 * measures and reports; the README records the latest figures.
 *
 *   npm run bench                 # everything
 *   BENCH_SKIP_BUILD=1 npm run bench   # measure an existing build (no build times)
 *   npm run bench -- --first-visit-js   # an existing build's first-visit JS only, every docs page listed
 *
 * The bench builds with SITE_URL pointing at the local server (so canonical URLs are on the same
 * origin, as in production) and with analytics off (this machine cannot reach an analytics host).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {freePort} from '../src/plugins/files';
import {searchIndexFiles} from '../src/plugins/search/indexFiles';
import {buildFiles, pageRoutes} from '../src/plugins/hosting/site';
import {measurePageCost, RATIO_BUDGET, SHORT_PAGE} from './pageCost';
import {chromePath, CHROMIUM_ARGS, HEADLESS_CHROMIUM_ARGS} from '../tests/chromium';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const KIB = 1024;
/** `--first-visit-js`: measure only an existing build's first-visit JavaScript (every docs page listed) and stop. */
const FIRST_VISIT_JS_ONLY = process.argv.includes('--first-visit-js');

interface Figure {
  readonly name: string;
  readonly value: string;
  readonly budget?: string;
  readonly ok?: boolean;
}
const figures: Figure[] = [];
const report = (name: string, value: string, budget?: string, ok?: boolean): void => {
  figures.push({name, value, ...(budget ? {budget} : {}), ...(ok === undefined ? {} : {ok})});
  console.log(
    `  ${name}: ${value}${budget ? `  (budget ${budget}: ${ok ? 'within' : 'MISSED'})` : ''}`,
  );
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Runs a command, returning its wall time and the peak resident memory of its whole process tree. */
async function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{seconds: number; peakMiB: number}> {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let peak = 0;
  const sample = (): void => {
    const pids = [child.pid ?? 0];
    for (let i = 0; i < pids.length; i += 1) {
      try {
        const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // The process ended between two samples.
      }
    }
    let total = 0;
    for (const pid of pids) {
      try {
        const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        total += match ? Number(match[1]) : 0;
      } catch {
        // Gone.
      }
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, 100);
  const code: number | null = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  }
  return {seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMiB: peak / 1024};
}

function startServer(port: number): {stop: () => void} {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'src/plugins/hosting/serve.ts'),
      '--dir',
      buildDir,
      '--port',
      String(port),
    ],
    {stdio: 'ignore'},
  );
  return {stop: () => child.kill()};
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The endpoint page with the most HTML: the heaviest page a reader can open. */
function heaviestEndpointPage(): string {
  const pages = buildFiles(buildDir).filter((file) =>
    /^docs\/(api|v0\.7\/(client|application))\/.+\.html$/.test(file),
  );
  const heaviest = pages.sort(
    (a, b) => statSync(path.join(buildDir, b)).size - statSync(path.join(buildDir, a)).size,
  )[0];
  return `/${(heaviest ?? 'docs/api/client/servers.html').replace(/\.html$/, '')}`;
}

async function firstVisitScripts(
  browser: Browser,
  url: string,
): Promise<{raw: number; gzip: number; files: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Buffer[] = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'script' &&
      response.url().startsWith(new URL(url).origin)
    ) {
      void response
        .body()
        .then((body) => bodies.push(body))
        .catch(() => undefined);
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(1000);
  await context.close();
  return {
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0),
    files: bodies.length,
  };
}

/** Runs in the page: sets the box's value and resolves with the milliseconds until new suggestions show. */
const MEASURE_SUGGESTION = `async function (text) {
  const input = document.querySelector('.navbar input[aria-label="Search"]');
  const listbox = () => document.querySelector('.navbar [role="listbox"]');
  const before = listbox() ? listbox().textContent : '';
  return new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const options = document.querySelectorAll('.navbar [role="listbox"] [role="option"]');
      if (options.length > 0 && (listbox() ? listbox().textContent : '') !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    input.value = text;
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
}`;

async function suggestionLatency(browser: Browser, origin: string): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/intro`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = page.locator('.navbar input[aria-label="Search"]');
  await box.focus();
  await page.keyboard.type('warm');
  await page.locator('.navbar [role="listbox"] [role="option"]').first().waitFor({timeout: 15_000});
  const queries = [
    'server',
    'backup',
    'token',
    'allocation',
    'schedule',
    'permission',
    'database',
    'power',
    'websocket',
    'node',
    'egg',
    'location',
    'subuser',
    'file',
    'rate',
    'error',
    'password',
    'include',
    'pagination',
    'upload',
  ];
  const timings: number[] = [];
  for (const query of queries) {
    await box.fill('');
    await page.waitForTimeout(50);
    // Passed as source text: the bundler that runs this file would wrap a function with helpers the page lacks.
    const elapsed = (await page.evaluate(
      `(${MEASURE_SUGGESTION})(${JSON.stringify(query)})`,
    )) as number;
    timings.push(elapsed);
  }
  await page.close();
  return timings;
}

interface RankingFigures {
  queries: number;
  hitAt1: number;
  hitAt8: number;
  mrr: number;
}

/**
 * The search worker's time per keystroke while long texts are typed key by key
 * (bench/searchKeystrokes.bench.ts, in Node over this build): each text's mean over its runs of
 * the whole typing, divided by its keys.
 */
async function typingKeystrokes(): Promise<{text: string; msPerKey: number; keys: number}[]> {
  const output = path.join(root, 'bench/results/search-keystrokes.json');
  mkdirSync(path.dirname(output), {recursive: true});
  rmSync(output, {force: true});
  await timed(
    'npx',
    [
      'vitest',
      'bench',
      '--run',
      '--config',
      'tests/ranking/vitest.config.mts',
      '--outputJson',
      output,
    ],
    process.env,
  ).catch(() => undefined);
  if (!existsSync(output)) {
    throw new Error(
      'The keystroke benchmark wrote no figures; run `npx vitest bench --run --config tests/ranking/vitest.config.mts` to see why.',
    );
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    files: {groups: {benchmarks: {name: string; mean: number}[]}[]}[];
  };
  return report.files
    .flatMap((file) => file.groups.flatMap((group) => group.benchmarks))
    .map(({name, mean}) => {
      const keys = Number(/\((\d+) keys\)$/.exec(name)?.[1] ?? 1);
      return {text: name.replace(/ \(\d+ keys\)$/, ''), msPerKey: mean / keys, keys};
    });
}

/** hit@1, hit@8 and MRR of the search tables (tests/ranking/): the ranking test run over this build, reporting its figures. */
type RankingReport = RankingFigures & {
  reader: {
    tuning: RankingFigures;
    heldOut: RankingFigures;
    heldOutBatch2: RankingFigures;
    tuningBatch3: RankingFigures;
    heldOutBatch4: RankingFigures;
  };
};

async function searchRanking(): Promise<RankingReport> {
  const report = path.join(root, 'bench/results/search-ranking.json');
  mkdirSync(path.dirname(report), {recursive: true});
  rmSync(report, {force: true});
  await timed('npx', ['vitest', 'run', '--config', 'tests/ranking/vitest.config.mts'], {
    ...process.env,
    SEARCH_RANKING_REPORT: report,
  }).catch(() => undefined);
  if (!existsSync(report)) {
    throw new Error(
      'The search ranking run wrote no figures; run `npm run test:ranking` to see why.',
    );
  }
  return JSON.parse(readFileSync(report, 'utf8')) as RankingReport;
}

async function lighthouseScores(url: string, runs: number): Promise<Record<string, number>> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
  const samples: Record<string, number[]> = Object.fromEntries(
    categories.map((category) => [category, []]),
  );
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags: HEADLESS_CHROMIUM_ARGS});
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      for (const category of categories) {
        samples[category]?.push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
      }
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(
    categories.map((category) => [category, median(samples[category] ?? [])]),
  );
}

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    SITE_URL: origin,
    ANALYTICS_DISABLED: '1',
    DOCUSAURUS_NO_PERSISTENT_CACHE: '',
  };
  console.log(`Benchmark on ${process.platform}/${process.arch}, Node ${process.version}`);

  if (!process.env['BENCH_SKIP_BUILD'] && !FIRST_VISIT_JS_ONLY) {
    console.log('\nBuild');
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
      rmSync(path.join(root, dir), {recursive: true, force: true});
    }
    const cold = await timed('npm', ['run', 'build'], env);
    report(
      'cold build',
      `${cold.seconds.toFixed(1)} s, peak memory ${cold.peakMiB.toFixed(0)} MiB`,
      '≤ 20 s',
      cold.seconds <= 20,
    );
    const warm = await timed('npm', ['run', 'build'], env);
    report(
      'warm build',
      `${warm.seconds.toFixed(1)} s, peak memory ${warm.peakMiB.toFixed(0)} MiB`,
    );
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build to measure. Run without BENCH_SKIP_BUILD.');
  }

  console.log('\nOutput');
  const files = buildFiles(buildDir);
  report('HTML pages', String(pageRoutes(files).length + 1));
  for (const index of searchIndexFiles(buildDir)) {
    const raw = readFileSync(path.join(buildDir, index));
    const gzip = gzipSync(raw, {level: 9}).length;
    const current = !index.startsWith('docs/v0.7/');
    report(
      `search index ${current ? 'v1.0+' : 'v0.7'} (${index})`,
      `${(raw.length / KIB).toFixed(0)} KiB raw, ${(gzip / KIB).toFixed(1)} KiB gzip`,
      current ? '≤ 150 KiB gzip' : undefined,
      current ? gzip <= 150 * KIB : undefined,
    );
  }

  const server = startServer(port);
  await waitForServer(`${origin}/`);
  const pages = ['/', '/docs/intro', heaviestEndpointPage()];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    console.log('\nFirst visit JavaScript');
    const jsReport = (
      name: string,
      scripts: {raw: number; gzip: number; files: number},
      budgeted: boolean,
    ): void =>
      report(
        name,
        `${(scripts.raw / KIB).toFixed(0)} KiB raw, ${(scripts.gzip / KIB).toFixed(1)} KiB gzip in ${scripts.files} files`,
        budgeted ? '≤ 150 KiB gzip' : undefined,
        budgeted ? scripts.gzip <= 150 * KIB : undefined,
      );
    for (const page of pages) {
      jsReport(
        `JS on a cold visit of ${page}`,
        await firstVisitScripts(browser, `${origin}${page}`),
        page.startsWith('/docs'),
      );
    }
    // The budget holds for every docs page, not only the ones above.
    const docsPages = pageRoutes(files).filter((route) => route.startsWith('/docs'));
    const measured: {page: string; scripts: {raw: number; gzip: number; files: number}}[] = [];
    for (const page of docsPages) {
      measured.push({page, scripts: await firstVisitScripts(browser, `${origin}${page}`)});
    }
    measured.sort((a, b) => b.scripts.gzip - a.scripts.gzip);
    const heaviestJs = measured[0];
    if (heaviestJs) {
      jsReport(
        `JS on a cold visit, most of ${docsPages.length} docs pages (${heaviestJs.page})`,
        heaviestJs.scripts,
        true,
      );
    }
    if (FIRST_VISIT_JS_ONLY) {
      console.log('\nEvery docs page, heaviest first (KiB gzip)');
      for (const {page, scripts} of measured) {
        console.log(`  ${(scripts.gzip / KIB).toFixed(1).padStart(6)}  ${page}`);
      }
      return;
    }

    console.log('\nSearch');
    const latencies = await suggestionLatency(browser, origin);
    const latency = median(latencies);
    report(
      'keystroke to first suggestion (median of 20)',
      `${latency.toFixed(1)} ms (min ${Math.min(...latencies).toFixed(1)}, max ${Math.max(...latencies).toFixed(1)})`,
      '≤ 50 ms',
      latency <= 50,
    );
    const typing = await typingKeystrokes();
    const slowest = typing.reduce((worst, entry) =>
      entry.msPerKey > worst.msPerKey ? entry : worst,
    );
    report(
      `search worker per keystroke, typing ${typing.length} long texts key by key (Node; slowest text)`,
      `${slowest.msPerKey.toFixed(1)} ms a key on average over "${slowest.text}" (${slowest.keys} keys); all texts: ${typing.map((entry) => entry.msPerKey.toFixed(1)).join(', ')} ms`,
      '≤ 50 ms',
      slowest.msPerKey <= 50,
    );
    const ranking = await searchRanking();
    const figures = (table: RankingFigures): string =>
      `hit@1 ${table.hitAt1.toFixed(3)}, hit@8 ${table.hitAt8.toFixed(3)}, MRR ${table.mrr.toFixed(3)}`;
    report(
      `operations found by search (${ranking.queries} queries of tests/ranking/searchQueries.ts)`,
      figures(ranking),
      'hit@1 ≥ 0.95',
      ranking.hitAt1 >= 0.95,
    );
    const {tuning, heldOut, heldOutBatch2, tuningBatch3, heldOutBatch4} = ranking.reader;
    report(
      `reader queries, tuning half (${tuning.queries} of tests/ranking/readerQueries.ts)`,
      figures(tuning),
    );
    report(
      `reader queries, held-out half (${heldOut.queries})`,
      figures(heldOut),
      'goal hit@1 ≥ 0.95, hit@8 = 1.0',
      heldOut.hitAt1 >= 0.95 && heldOut.hitAt8 >= 1,
    );
    report(
      `reader queries, held-out batch 2 (${heldOutBatch2.queries}, written after the first half's misses were published)`,
      figures(heldOutBatch2),
      'goal hit@1 ≥ 0.95, hit@8 = 1.0',
      heldOutBatch2.hitAt1 >= 0.95 && heldOutBatch2.hitAt8 >= 1,
    );
    report(`reader queries, tuning batch 3 (${tuningBatch3.queries})`, figures(tuningBatch3));
    report(
      `reader queries, held-out batch 4 (${heldOutBatch4.queries}, written blind beside batch 3)`,
      figures(heldOutBatch4),
      'goal hit@1 ≥ 0.95, hit@8 = 1.0',
      heldOutBatch4.hitAt1 >= 0.95 && heldOutBatch4.hitAt8 >= 1,
    );
  } finally {
    await browser.close();
    if (FIRST_VISIT_JS_ONLY) {
      server.stop();
    }
  }

  console.log(
    '\nLong pages against a short one (Lighthouse mobile, 4× CPU slowdown, median of 5, pages taking turns)',
  );
  const costBrowser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const cost of await measurePageCost(costBrowser, [origin], 5)) {
      const long = cost.page !== SHORT_PAGE;
      report(
        `blocking time of ${cost.page}${long ? ` / ${SHORT_PAGE}'s` : ''}`,
        `${long ? `${cost.ratio.toFixed(2)}× (` : ''}${cost.tbt} ms, runs ${cost.tbtRuns.join(', ')}${long ? ')' : ''}; ${cost.elements.toLocaleString('en')} elements in its HTML`,
        long ? `≤ ${RATIO_BUDGET}×` : undefined,
        long ? cost.ratio <= RATIO_BUDGET : undefined,
      );
    }
  } finally {
    await costBrowser.close();
  }

  console.log('\nLighthouse (mobile)');
  const budgetMet = (scores: Record<string, number>): boolean =>
    (scores['performance'] ?? 0) >= 95 &&
    scores['accessibility'] === 100 &&
    scores['best-practices'] === 100 &&
    scores['seo'] === 100;
  const describe = (scores: Record<string, number>): string =>
    `performance ${scores['performance']}, accessibility ${scores['accessibility']}, best practices ${scores['best-practices']}, SEO ${scores['seo']}`;
  try {
    // Every docs page once; the lowest performance scores then get the median of three runs.
    const swept: {page: string; scores: Record<string, number>}[] = [];
    for (const page of ['/', ...pageRoutes(files).filter((route) => route.startsWith('/docs'))]) {
      swept.push({page, scores: await lighthouseScores(`${origin}${page}`, 1)});
    }
    const failing = swept.filter(({scores}) => !budgetMet(scores)).map(({page}) => page);
    report(
      `Lighthouse sweep of ${swept.length} pages (one run each)`,
      failing.length === 0 ? 'every page within budget' : `outside budget: ${failing.join(', ')}`,
      'perf ≥ 95, others 100',
      failing.length === 0,
    );
    const worst = [...swept]
      .sort((a, b) => (a.scores['performance'] ?? 0) - (b.scores['performance'] ?? 0))
      .slice(0, 3);
    for (const {page} of worst) {
      const scores = await lighthouseScores(`${origin}${page}`, 3);
      report(
        `Lighthouse ${page} (among the lowest of the sweep, median of 3)`,
        describe(scores),
        'perf ≥ 95, others 100',
        budgetMet(scores),
      );
    }
  } finally {
    server.stop();
  }

  const out = path.join(root, 'bench/results');
  mkdirSync(out, {recursive: true});
  writeFileSync(
    path.join(out, 'latest.json'),
    `${JSON.stringify({date: new Date().toISOString(), node: process.version, figures}, null, 2)}\n`,
  );
  const misses = figures.filter((figure) => figure.ok === false);
  console.log(
    `\n${misses.length === 0 ? 'Every figure is within its budget.' : `Outside budget: ${misses.map((figure) => figure.name).join('; ')}`}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
