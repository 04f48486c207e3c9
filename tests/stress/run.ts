/**
 * The stress check: the browser suite's timing-sensitive specs, run several times over while other
 * processes keep every core busy, to find tests that pass only on a quiet machine. Not part of
 * `npm test`; run it after a build when a test has failed once, or before trusting a new spec.
 *
 *   npm run test:stress                     # 5 repetitions of the timing-sensitive specs, under load
 *   npm run test:stress -- --repeat 3 tests/e2e/search.spec.ts   # other specs, other count
 *   npm run test:stress -- --no-load        # the same repetitions on a quiet machine
 *
 * It prints every test that failed in any repetition with how often, and exits 1 if one did.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

/**
 * Specs whose tests wait on timers, focus moving between elements, code arriving late, processes
 * starting, or the order of network events: the ones a slow machine can break.
 */
export const TIMING_SENSITIVE_SPECS = [
  'tests/e2e/deferredRendering.spec.ts',
  'tests/e2e/keyboard.spec.ts',
  'tests/e2e/navigation.spec.ts',
  'tests/e2e/search.spec.ts',
  'tests/e2e/crash.spec.ts',
  'tests/e2e/layout.spec.ts',
  'tests/e2e/panelRelease.spec.ts',
  'tests/e2e/storage.spec.ts',
  'tests/e2e/websocketExample.spec.ts',
  'tests/e2e/mockKit.spec.ts',
  'tests/e2e/markdownPages.spec.ts',
  // Scroll anchoring and observers that lay out skipped blocks while the reader scrolls.
  'tests/e2e/offscreenBlocks.spec.ts',
];

/** The load never outlives this, even if the suite hangs. */
const LOAD_LIMIT_MS = 60 * 60 * 1000;

interface Options {
  repeat: number;
  load: boolean;
  specs: string[];
}

export function parseArguments(args: readonly string[]): Options {
  const options: Options = {repeat: 5, load: true, specs: []};
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] ?? '';
    if (argument === '--repeat') {
      const value = Number(args[index + 1]);
      if (!Number.isInteger(value) || value < 1 || value > 50) {
        throw new Error(
          `--repeat needs a whole number from 1 to 50, not "${args[index + 1] ?? ''}"`,
        );
      }
      options.repeat = value;
      index += 1;
    } else if (argument === '--no-load') {
      options.load = false;
    } else if (argument.startsWith('--')) {
      throw new Error(
        `unknown option ${argument} (options: --repeat N, --no-load, then spec files)`,
      );
    } else {
      options.specs.push(argument);
    }
  }
  if (options.specs.length === 0) {
    options.specs = [...TIMING_SENSITIVE_SPECS];
  }
  return options;
}

/** One busy thread per core, each spinning until told to stop or until the limit. */
function startLoad(): () => Promise<void> {
  const spin = `
    const {parentPort} = require('node:worker_threads');
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    const until = Date.now() + ${LOAD_LIMIT_MS};
    function burn() {
      const sliceEnd = Date.now() + 50;
      let x = 0;
      while (Date.now() < sliceEnd) x = (x * 31 + 7) % 1000003;
      if (!stop && Date.now() < until) setImmediate(burn); else process.exit(0);
    }
    burn();`;
  const workers = Array.from(
    {length: availableParallelism()},
    () => new Worker(spin, {eval: true}),
  );
  return async () => {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.postMessage('stop');
          }),
      ),
    );
  };
}

interface JsonReport {
  suites?: JsonSuite[];
}
interface JsonSuite {
  title: string;
  file?: string;
  specs?: {title: string; file: string; tests: {results: {status: string}[]}[]}[];
  suites?: JsonSuite[];
}

/** Each test's title (with its file) and how many of its runs did not pass. */
export function failuresOf(report: JsonReport): Map<string, {failed: number; runs: number}> {
  const counts = new Map<string, {failed: number; runs: number}>();
  const visit = (suite: JsonSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file} › ${[...titles, spec.title].join(' › ')}`;
      const entry = counts.get(name) ?? {failed: 0, runs: 0};
      for (const test of spec.tests) {
        for (const result of test.results) {
          entry.runs += 1;
          if (result.status !== 'passed' && result.status !== 'skipped') {
            entry.failed += 1;
          }
        }
      }
      counts.set(name, entry);
    }
    for (const child of suite.suites ?? []) {
      visit(child, child.file && child.title === child.file ? titles : [...titles, child.title]);
    }
  };
  for (const suite of report.suites ?? []) {
    visit(suite, []);
  }
  return counts;
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const root = path.resolve(__dirname, '../..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'stress-'));
  const reportFile = path.join(outDir, 'report.json');
  console.log(
    `stress: ${options.specs.length} spec files × ${options.repeat}, ${options.load ? `${availableParallelism()} cores kept busy` : 'no load'}`,
  );
  const stopLoad = options.load ? startLoad() : async () => undefined;
  const started = Date.now();
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--project=site',
        `--repeat-each=${options.repeat}`,
        '--reporter=line,json',
        ...options.specs,
      ],
      {cwd: root, stdio: 'inherit', env: {...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile}},
    );
    child.on('exit', (code) => resolve(code));
  });
  await stopLoad();
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  } catch (error) {
    console.error(
      `stress: Playwright wrote no report (exit ${status}): ${(error as Error).message}`,
    );
    return 1;
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
  const counts = failuresOf(report);
  const failed = [...counts].filter(([, entry]) => entry.failed > 0);
  const runs = [...counts.values()].reduce((sum, entry) => sum + entry.runs, 0);
  console.log(
    `\nstress: ${counts.size} tests, ${runs} runs in ${Math.round((Date.now() - started) / 1000)} s; ${failed.length} tests failed at least once`,
  );
  for (const [name, entry] of failed) {
    console.log(`  ${entry.failed}/${entry.runs} failed: ${name}`);
  }
  return failed.length > 0 || status !== 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`stress: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
