/**
 * Executes the generated cURL and JavaScript sample of every operation against Prism on the
 * document the site publishes (the mock kit's `prism` fixture), with the panel URL pointed at the
 * mock, exactly as a reader would after entering their panel URL. Every request must reach an
 * operation and pass the mock's request validation (Prism reports a violation in `sl-violations`).
 */
import {spawn} from 'node:child_process';
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect} from '@playwright/test';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {SAMPLE_BASE_URL} from '../../src/plugins/endpoints/client/sampleLanguages';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {buildEndpointModel} from '../../src/plugins/endpoints/openapi/model';
import {operationsOf} from '../../src/plugins/endpoints/openapi/types';
import {validatePanelUrl, withPanelUrl} from '../../src/plugins/endpoints/client/panelUrl';
import {PRISM_START_LIMIT_MS, test} from './support/mockKit';

const siteDir = path.resolve(__dirname, '../..');
/** A sample still running after this is killed and reported as failed. */
const SAMPLE_LIMIT_MS = 20_000;
/** How long a stalled mock may take to answer a killed sample's request before the sample fails. */
const MOCK_ANSWER_LIMIT_MS = 3 * SAMPLE_LIMIT_MS;

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly violations: string;
}

/** Runs a command without blocking this process, which also serves the recording proxy. */
function run(
  command: string,
  args: readonly string[],
): Promise<{status: number | null; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), SAMPLE_LIMIT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stderr});
    });
  });
}

/** A slot's recording proxy: each answered request in `log`, and how many still wait on Prism. */
interface Recorder {
  readonly server: Server;
  readonly url: string;
  readonly log: Recorded[];
  readonly waiting: {count: number};
}

/** A loopback proxy in front of Prism that records each request's result. */
async function startRecorder(target: URL, log: Recorded[]): Promise<Recorder> {
  const waiting = {count: 0};
  const server = createServer((incoming, outgoing) => {
    waiting.count += 1;
    let settled = false;
    const settle = (): void => {
      if (!settled) waiting.count -= 1;
      settled = true;
    };
    const forwarded = httpRequest(
      // A connection per request: Node's default agent keeps sockets alive, and reusing one that
      // Prism is closing fails the request with ECONNRESET (seen with several samples at a time).
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        settle();
        log.push({
          method: incoming.method ?? '',
          url: incoming.url ?? '',
          status: answer.statusCode ?? 0,
          violations: String(answer.headers['sl-violations'] ?? ''),
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      settle();
      log.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        status: 0,
        violations: error.message,
      });
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log, waiting};
}

/** Resolves once no request of the slot waits on Prism, or false after `limitMs`. */
async function drained(recorder: Recorder, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (recorder.waiting.count > 0) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Samples run this many at a time, each slot with its own recording proxy, so every request is
 * still told apart by the proxy it reached: one at a time, spawning a process per sample took most
 * of the budget on a busy machine. Prism answers one request at a time (about 1.5 s each on the
 * application document, quiet machine), so more slots only queue at the mock: with 4, each sample
 * waited about 6 s there, and under load past its limit.
 */
const SLOTS = 2;

interface Sample {
  readonly where: string;
  readonly method: string;
  readonly language: 'curl' | 'javascript';
  readonly code: string;
}

/**
 * Runs one sample through its slot's proxy and returns what went wrong, if anything. A sample
 * killed while its request still waited on Prism found the mock stalled (on a loaded machine Prism
 * has gone quiet for longer than the limit), not a fault of its own: once the mock has answered
 * that request, the sample runs once more and that run decides. A sample that sent nothing, or
 * whose request the mock refused, fails on its first run.
 */
async function check(sample: Sample, recorder: Recorder): Promise<string[]> {
  const first = await runOnce(sample, recorder);
  if (!first.stalled) return first.problems;
  if (!(await drained(recorder, MOCK_ANSWER_LIMIT_MS))) {
    return [
      ...first.problems,
      `${sample.where}: the mock server did not answer within ${(SAMPLE_LIMIT_MS + MOCK_ANSWER_LIMIT_MS) / 1000} s`,
    ];
  }
  const second = await runOnce(sample, recorder);
  return second.problems.map(
    (problem) => `${problem} (second run, after the mock stalled on the first)`,
  );
}

async function runOnce(
  sample: Sample,
  recorder: Recorder,
): Promise<{problems: string[]; stalled: boolean}> {
  const panelUrl = validatePanelUrl(recorder.url);
  const code = withPanelUrl(sample.code, SAMPLE_BASE_URL, panelUrl.ok ? panelUrl.url : null);
  const before = recorder.log.length;
  const result =
    sample.language === 'curl'
      ? await run('bash', [
          '-c',
          code.replace(/^curl /, 'curl --silent --show-error --output /dev/null '),
        ])
      : await run(process.execPath, ['-e', code]);
  // Killed (no exit status) with its request still at the proxy, unanswered.
  const stalled = result.status === null && recorder.waiting.count > 0;
  const problems: string[] = [];
  if (!panelUrl.ok)
    problems.push(`${sample.where}: the proxy address ${recorder.url} is not a valid panel URL`);
  if (result.status !== 0 || result.stderr.trim() !== '') {
    problems.push(
      `${sample.where}: exit ${String(result.status)}, stderr ${result.stderr.trim().slice(0, 300)}`,
    );
  }
  const requests = recorder.log.slice(before);
  if (requests.length !== 1) {
    return {problems: [...problems, `${sample.where}: sent ${requests.length} requests`], stalled};
  }
  const [recorded] = requests;
  if (!recorded || recorded.status < 200 || recorded.status > 299 || recorded.violations !== '') {
    problems.push(`${sample.where}: mock answered ${recorded?.status} ${recorded?.violations}`);
  }
  if (recorded && recorded.method !== sample.method) {
    problems.push(`${sample.where}: sent ${recorded.method}`);
  }
  return {problems, stalled};
}

for (const api of API_DOCUMENTS) {
  test(`${api.id}: the cURL and JavaScript samples of every operation pass the mock server's validation`, async ({
    prism: prismFor,
  }) => {
    const loaded = (await loadAllApis(siteDir)).get(api.id)!;
    const samples: Sample[] = [];
    for (const {method, path: routePath, operation} of operationsOf(loaded.dereferenced)) {
      const model = buildEndpointModel(api, method, routePath, operation);
      for (const language of ['curl', 'javascript'] as const) {
        const sample = model.samples.find((candidate) => candidate.language === language);
        samples.push({
          where: `${model.method} ${model.path} (${language})`,
          method: model.method,
          language,
          code: sample?.code ?? '',
        });
      }
    }
    // The test's own limits bound it: Prism's start, then each slot's samples at most until they are
    // killed. A stuck sample then ends as a reported failure, never as the runner's bare timeout
    // (a loaded machine once ran the application samples past a fixed 180 s with nothing to say).
    // A stalled sample may take its run, the wait for the mock and its second run; a stall holds
    // up every slot at once, so the bound allows two such waits on top of the runs.
    test.setTimeout(
      PRISM_START_LIMIT_MS +
        Math.ceil(samples.length / SLOTS) * SAMPLE_LIMIT_MS +
        2 * (MOCK_ANSWER_LIMIT_MS + SAMPLE_LIMIT_MS) +
        60_000,
    );
    const prism = await prismFor(`${api.download}.yaml`);
    const target = new URL(prism.url);
    const recorders: Recorder[] = [];
    const failures: string[] = [];
    let executed = 0;
    try {
      for (let slot = 0; slot < SLOTS; slot++) {
        recorders.push(await startRecorder(target, []));
      }
      let next = 0;
      await Promise.all(
        recorders.map(async (recorder) => {
          for (let sample = samples[next++]; sample; sample = samples[next++]) {
            const started = Date.now();
            const problems = await check(sample, recorder);
            failures.push(
              ...problems.map((problem) =>
                Date.now() - started >= SAMPLE_LIMIT_MS
                  ? `${problem} (killed after ${SAMPLE_LIMIT_MS / 1000} s)`
                  : problem,
              ),
            );
            executed += 1;
          }
        }),
      );
    } finally {
      for (const recorder of recorders) recorder.server.close();
    }
    console.log(
      `${api.id}: ${executed} samples executed against the mock server, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(executed).toBe(2 * [...operationsOf(loaded.dereferenced)].length);
  });
}
