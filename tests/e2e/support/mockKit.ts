/**
 * Starting the integrators' mock kit the way docs/guides/testing-your-integration.md tells them to:
 * the page's own commands, read from its `sh` blocks, run on a document downloaded from the built
 * site (only the port is swapped for a free one).
 */
import {spawn, type ChildProcess, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test as base, expect, type APIRequestContext} from '@playwright/test';
import {freePort} from '../../../src/plugins/files';

export const root = path.resolve(__dirname, '../../..');
export const testingPage = readFileSync(
  path.join(root, 'docs/guides/testing-your-integration.md'),
  'utf8',
);

/** The lines of a page's `sh` code blocks that start with `start`. */
export function commandsIn(markdown: string, start: string): string[] {
  const blocks = [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  return blocks.flatMap((block) => block.split('\n')).filter((line) => line.startsWith(start));
}

/** The page's one command that starts with `start`, split into words. */
export function pageCommand(markdown: string, start: string): string[] {
  const commands = commandsIn(markdown, start);
  expect(commands, `one "${start}" command on the page`).toHaveLength(1);
  return (commands[0] ?? '').split(/\s+/);
}

/** The same words with the value after `--port` replaced. */
export function withPort(words: readonly string[], port: number): string[] {
  const at = words.indexOf('--port');
  expect(at, 'the command names a port').toBeGreaterThan(0);
  return words.map((word, index) => (index === at + 1 ? String(port) : word));
}

/** Downloads a file from the built site into a fresh folder, as a reader would. */
export async function download(
  request: APIRequestContext,
  route: string,
): Promise<{dir: string; file: string}> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-kit-'));
  const file = path.join(dir, path.basename(route));
  writeFileSync(file, await response.body());
  return {dir, file};
}

export interface Process {
  child: ChildProcessWithoutNullStreams;
  output: {stdout: string; stderr: string};
  exit: Promise<number | null>;
}

/**
 * Processes started by this worker and not yet ended. A test that times out is abandoned, so the
 * `finally` that would stop its servers never runs; the worker's exit stops them instead (a
 * timed-out samples test once left two Prism servers running for the rest of the session).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) stopProcess(child);
});

export function run(
  command: string,
  args: readonly string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
): Process {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const output = {stdout: '', stderr: ''};
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {child, output, exit};
}

export function stopProcess(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
  }
}

export interface Prism extends Process {
  url: string;
  /** Prism's log lines from now on that report a request failing the document's validation. */
  violationsFromNow: () => () => string[];
}

/** How long Prism may take to start; it starts inside the first test that asks for it. */
export const PRISM_START_LIMIT_MS = 60_000;

const VIOLATION = /did not pass the validation rules|\[VALIDATOR\].*error/;

/**
 * Prism on a downloaded document, with the page's command for that document: the same CLI the
 * page's `npx @stoplight/prism-cli@5` runs (the version in package.json), from node_modules.
 * Tests get it from the `prism` fixture, which starts it once per document and worker.
 */
async function startPrism(request: APIRequestContext, document: string): Promise<Prism> {
  // The page shows commands for the v1.0+ documents; a 0.7 document gets the same command.
  const onPage = commandsIn(testingPage, `npx @stoplight/prism-cli@5 mock ${document}`);
  const words =
    onPage.length > 0
      ? pageCommand(testingPage, `npx @stoplight/prism-cli@5 mock ${document}`)
      : ['npx', '@stoplight/prism-cli@5', 'mock', document, '--port', '4010'];
  const {dir} = await download(request, `/openapi/${document}`);
  const port = await freePort();
  const prism = run(
    process.execPath,
    [
      path.join(root, 'node_modules/@stoplight/prism-cli/dist/index.js'),
      ...withPort(words, port).slice(2),
    ],
    {cwd: dir},
  );
  const deadline = Date.now() + PRISM_START_LIMIT_MS;
  // Not expect.poll: the first test to ask starts it, and its failure must not read as that test's.
  while (!(prism.output.stdout + prism.output.stderr).includes('Prism is listening')) {
    if (prism.child.exitCode !== null || Date.now() > deadline) {
      stopProcess(prism.child);
      throw new Error(
        `Prism did not start on ${document}:\n${(prism.output.stdout + prism.output.stderr).slice(-2000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...prism,
    url: `http://127.0.0.1:${port}`,
    violationsFromNow: () => {
      const from = {stdout: prism.output.stdout.length, stderr: prism.output.stderr.length};
      return () =>
        (prism.output.stdout.slice(from.stdout) + '\n' + prism.output.stderr.slice(from.stderr))
          .split('\n')
          .filter((line) => VIOLATION.test(line));
    },
  };
}

/**
 * `prism(document)`: Prism on that document downloaded from the built site, started once per
 * document and worker (a start costs seconds on a busy machine) and stopped when the worker ends.
 * Prism keeps no state between requests, so tests can share it; each takes the violations of its
 * own requests with `violationsFromNow`.
 */
export const test = base.extend<object, {prism: (document: string) => Promise<Prism>}>({
  prism: [
    async ({playwright}, use, workerInfo) => {
      const started = new Map<string, Promise<Prism>>();
      // A request context of its own for each start: a context kept for the worker's life reused a
      // connection the site's server had since closed as idle (ECONNRESET on the download).
      const start = async (document: string): Promise<Prism> => {
        const request = await playwright.request.newContext({
          baseURL: workerInfo.project.use.baseURL,
        });
        try {
          return await startPrism(request, document);
        } finally {
          await request.dispose();
        }
      };
      await use((document) => {
        let prism = started.get(document);
        if (!prism) {
          prism = start(document);
          // A failed start is not kept: the next test that asks tries again.
          prism.catch(() => started.delete(document));
          started.set(document, prism);
        }
        return prism;
      });
      for (const prism of started.values()) {
        await prism.then(
          (running) => stopProcess(running.child),
          () => undefined,
        );
      }
    },
    {scope: 'worker', timeout: 120_000},
  ],
});

export interface MockWings extends Process {
  url: string;
  server: string;
  key: string;
}

/**
 * Downloads mock-wings.mjs from the built site and starts it with a page's command (and any
 * `options` after it); resolves once it prints its line. The one way the browser suite starts the
 * websocket stand-in.
 */
export async function startMockWings(
  request: APIRequestContext,
  words: readonly string[],
  options: readonly string[] = [],
): Promise<MockWings> {
  expect(words.slice(0, 2)).toEqual(['node', 'mock-wings.mjs']);
  const {dir} = await download(request, '/downloads/mock-wings.mjs');
  const started = run(
    process.execPath,
    [...withPort(words, await freePort()).slice(1), ...options],
    {cwd: dir},
  );
  await expect.poll(() => started.output.stdout, {timeout: 10_000}).toContain('listening on');
  const line = /listening on (\S+) \(server (\S+), API key (\S+), Origin/.exec(
    started.output.stdout,
  );
  expect(line, started.output.stdout).not.toBeNull();
  return {...started, url: line?.[1] ?? '', server: line?.[2] ?? '', key: line?.[3] ?? ''};
}

/** What `GET /_mock/observed` answers (see the mock's --help). */
export interface MockObserved {
  credentials: {status: number; retryAfter?: number; atMs: number}[];
  upgrades: {status: number; origin: string | null; retryAfter?: number; atMs: number}[];
  /** The number of the token each accepted `auth` carried, counted in the order they were issued. */
  acceptedTokens: number[];
  throttled: string[];
  commands: string[];
}

/** What `GET /_mock/imitates` answers: the mock's numbers, which a unit test compares with the fact tables. */
export interface MockImitates {
  wings: {socketsPerServer: number; tooManySocketsStatus: number; suspendedClose: {code: number}};
  panel: {credentialsPerMinute: number};
}

/** Sends one of the mock's controls (`POST /_mock/...`); fails the test unless the mock accepts it. */
export async function mockControl(mock: MockWings, control: string): Promise<void> {
  const response = await fetch(`${mock.url}/_mock/${control}`, {method: 'POST'});
  expect(response.status, `${control}: ${await response.text()}`).toBe(200);
}

export async function mockObserved(mock: MockWings): Promise<MockObserved> {
  return (await (await fetch(`${mock.url}/_mock/observed`)).json()) as MockObserved;
}

export async function mockImitates(mock: MockWings): Promise<MockImitates> {
  return (await (await fetch(`${mock.url}/_mock/imitates`)).json()) as MockImitates;
}
