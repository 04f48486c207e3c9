/**
 * Runs the websocket guide's example programs against the published websocket mock
 * (/downloads/mock-wings.mjs, started as docs/guides/testing-your-integration.md says), which
 * plays the panel's credentials route and Wings' server websocket. The mock's controls play what
 * the panel, Wings or a proxy in front of Wings would do (a token about to expire, a
 * deauthorisation, a suspension, the server's deletion, other clients' credentials, a refused
 * upgrade) and its record of what it observed is what the tests assert on; its numbers (the socket
 * cap, the credentials limit) come from the fact tables.
 *
 * The Node.js program always runs. The Python one runs on the interpreter WEBSOCKET_EXAMPLE_PYTHON
 * names (.ci/run names the one .ci/websocket-example-python prepares), else on `python3`, when that
 * has `websockets` 14 or later and `requests`. Without them its tests are skipped, saying why, and
 * only its syntax is checked; a named interpreter without them fails a test instead, since whoever
 * named it meant the program to run.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import WebSocket from 'ws';
import {
  mockControl,
  mockImitates,
  mockObserved,
  pageCommand,
  root,
  run,
  startMockWings,
  stopProcess,
  testingPage,
  type MockWings,
  type Process,
} from './support/mockKit';

const namedPython = process.env.WEBSOCKET_EXAMPLE_PYTHON;
const python = namedPython ?? 'python3';
const pythonCheck = spawnSync(
  python,
  [
    '-c',
    'import requests, websockets, sys; sys.exit(int(websockets.__version__.split(".")[0]) < 14)',
  ],
  {encoding: 'utf8'},
);
const pythonReady = pythonCheck.status === 0;

const programs = [
  {
    language: 'JavaScript',
    command: process.execPath,
    file: 'examples/websocket/console.mjs',
    available: true,
  },
  {
    language: 'Python',
    command: python,
    file: 'examples/websocket/console.py',
    available: pythonReady,
  },
];

const COMMAND = 'say Hello from the example';

/** Starts the published mock with the page's command and `options`. */
async function startMock(
  request: APIRequestContext,
  options: readonly string[] = [],
): Promise<MockWings> {
  // A short console interval, so that a stats line arrives within the test.
  return startMockWings(request, pageCommand(testingPage, 'node mock-wings.mjs'), [
    '--interval',
    '250',
    ...options,
  ]);
}

function startProgram(program: (typeof programs)[number], mock: MockWings): Process {
  return run(program.command, [path.join(root, program.file), COMMAND], {
    env: {
      PANEL_URL: mock.url,
      API_KEY: mock.key,
      SERVER: mock.server.slice(0, 8),
      PYTHONUNBUFFERED: '1',
    },
  });
}

/** Waits until the mock has accepted exactly these tokens (numbered in the order it issued them). */
const acceptedTokens = (mock: MockWings, expected: number[]): Promise<void> =>
  expect
    .poll(async () => (await mockObserved(mock)).acceptedTokens, {timeout: 10_000})
    .toEqual(expected);

/**
 * Two renewals in a row: the third `auth` within 5 s is one more than Wings' budget, and the mock
 * throttles it.
 */
async function throttleThirdAuth(mock: MockWings): Promise<void> {
  await mockControl(mock, 'expire-tokens?left=30');
  await acceptedTokens(mock, [1, 2]);
  await mockControl(mock, 'expire-tokens?left=30');
  await expect
    .poll(async () => (await mockObserved(mock)).throttled, {timeout: 5_000})
    .toEqual(['auth']);
}

const upgraded = (statuses: {status: number}[]): number =>
  statuses.filter(({status}) => status === 101).length;

for (const program of programs) {
  test.describe(`the ${program.language} websocket example`, () => {
    test.skip(
      !program.available,
      `${python} lacks websockets 14+ or requests: set WEBSOCKET_EXAMPLE_PYTHON to a Python with them (.ci/websocket-example-python prepares one)`,
    );

    let mock: MockWings | undefined;
    let example: Process | undefined;
    test.afterEach(() => {
      if (example) stopProcess(example.child);
      if (mock) stopProcess(mock.child);
      example = mock = undefined;
    });

    /** Starts the mock and the program, and waits until the mock accepted the program's first token. */
    async function startAuthenticated(
      request: APIRequestContext,
    ): Promise<{started: MockWings; running: Process}> {
      const started = (mock = await startMock(request));
      const running = (example = startProgram(program, started));
      await acceptedTokens(started, [1]);
      return {started, running};
    }

    test('authenticates, streams, sends its command once and renews its token on the same connection', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      // Wings sends "token expiring" in a token's last minute.
      await mockControl(started, 'expire-tokens?left=30');
      await acceptedTokens(started, [1, 2]);
      await expect.poll(() => running.output.stdout, {timeout: 5_000}).toContain(`> ${COMMAND}`);
      await expect
        .poll(() => running.output.stderr, {timeout: 5_000})
        .toMatch(/\[stats\] running, \d+ MiB, CPU [\d.]+%/);
      expect(running.output.stdout).toContain('[mock] done, the server is ready');
      expect(running.output.stderr).toContain('[status] running');
      // The command is sent once, not again after the renewed authentication: a console line sent
      // after the renewal reaches the program after anything it sent in answer to `auth success`.
      await fetch(`${started.url}/_mock/console`, {method: 'POST', body: 'after the renewal'});
      await expect
        .poll(() => running.output.stdout, {timeout: 5_000})
        .toContain('after the renewal');
      const observed = await mockObserved(started);
      expect(observed.commands).toEqual([COMMAND]);
      expect(observed.credentials.map(({status}) => status)).toEqual([200, 200]);
      expect(observed.upgrades).toEqual([
        expect.objectContaining({status: 101, origin: started.url}),
      ]);
      running.child.kill('SIGINT');
      expect(await running.exit).toBe(0);
    });

    test('sends a throttled `auth` again once Wings accepts another', async ({request}) => {
      const {started, running} = await startAuthenticated(request);
      await throttleThirdAuth(started);
      await acceptedTokens(started, [1, 2, 3]);
      expect(running.output.stderr).toContain('[throttled] auth');
      expect(upgraded((await mockObserved(started)).upgrades)).toBe(1);
    });

    test('cancels a throttled `auth` waiting to be sent again when its connection is dropped', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      const {panel} = await mockImitates(started);
      // Token 3's `auth` is throttled, and the connection is dropped while the program waits to
      // send it again.
      await throttleThirdAuth(started);
      // Credentials other users took 55 s ago fill the server's minute with the program's three:
      // its reconnect, 2 s after the drop, is refused with 429 and waits at least 4 s more, so the
      // program connects again only after the throttled `auth` would have been sent.
      await mockControl(
        started,
        `credentials-used?count=${panel.credentialsPerMinute - 3}&seconds-ago=55`,
      );
      await mockControl(started, 'deauthorize');
      await acceptedTokens(started, [1, 2, 4]);
      expect((await mockObserved(started)).credentials.map(({status}) => status)).toEqual([
        200, 200, 200, 429, 200,
      ]);
      running.child.kill('SIGINT');
      expect(await running.exit).toBe(0);
      // Its stderr holds only its own reports, each in brackets: no error from the closed connection.
      expect(
        running.output.stderr.split('\n').filter((line) => line && !line.startsWith('[')),
      ).toEqual([]);
    });

    test('renews an expired token once, however many `jwt error` events its console turns into', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      // Expired: Wings answers with a `jwt error` at once and turns each of these lines into one
      // more, most of them before the renewal's `auth` has been answered.
      await mockControl(started, 'expire-tokens?left=0');
      const burst = Array.from({length: 40}, (_, line) => `line ${line}`).join('\n');
      await fetch(`${started.url}/_mock/console`, {method: 'POST', body: burst});
      await acceptedTokens(started, [1, 2]);
      await fetch(`${started.url}/_mock/console`, {method: 'POST', body: 'after the renewal'});
      await expect
        .poll(() => running.output.stdout, {timeout: 5_000})
        .toContain('after the renewal');
      const observed = await mockObserved(started);
      expect(observed.credentials.map(({status}) => status)).toEqual([200, 200]);
      expect(upgraded(observed.upgrades)).toBe(1);
    });

    test('reconnects with fresh credentials when a deauthorisation drops every socket', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      await mockControl(started, 'deauthorize');
      await acceptedTokens(started, [1, 2]);
      expect(running.output.stderr).toContain('[reconnecting]');
      // On the new connection the program asks for the logs (then would send a command it had not
      // sent): the replayed log arriving a second time comes after both.
      await expect
        .poll(() => running.output.stdout.split('[mock] done, the server is ready').length - 1, {
          timeout: 5_000,
        })
        .toBe(2);
      const observed = await mockObserved(started);
      expect(upgraded(observed.upgrades)).toBe(2);
      expect(observed.commands).toEqual([COMMAND]);
      running.child.kill('SIGINT');
      expect(await running.exit).toBe(0);
    });

    test('stops when its server is suspended: dropped, then refused credentials with 409', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      await mockControl(started, 'suspend');
      expect(await running.exit).toBe(3);
      const observed = await mockObserved(started);
      // One reconnect attempt: the panel refuses a suspended server's credentials (409, its detail
      // naming the suspension), which is final: the documented exit status 3.
      expect(observed.credentials.map(({status}) => status)).toEqual([200, 409]);
      expect(upgraded(observed.upgrades)).toBe(1);
      expect(running.output.stderr).toContain('suspended');
    });

    test('stops without reconnecting after `deleted`', async ({request}) => {
      const {started, running} = await startAuthenticated(request);
      await mockControl(started, 'delete');
      expect(await running.exit).toBe(0);
      const observed = await mockObserved(started);
      expect(upgraded(observed.upgrades)).toBe(1);
      expect(observed.credentials).toHaveLength(1);
      expect(running.output.stderr).toContain('deleted');
    });

    test('waits and tries again when Wings already has as many sockets open for the server as it allows', async ({
      request,
    }) => {
      mock = await startMock(request);
      const started = mock;
      const {wings} = await mockImitates(started);
      // Other clients fill the server's socket budget (they need no token to hold a place, only
      // the socket URL, which the credentials route names: that is token 1).
      const answer = await fetch(
        `${started.url}/api/client/servers/${started.server.slice(0, 8)}/websocket`,
        {headers: {Authorization: `Bearer ${started.key}`}},
      );
      const socketUrl = ((await answer.json()) as {data: {socket: string}}).data.socket;
      const others = await Promise.all(
        Array.from(
          {length: wings.socketsPerServer},
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const socket = new WebSocket(socketUrl, {origin: started.url});
              socket.once('open', () => resolve(socket));
              socket.once('error', reject);
            }),
        ),
      );
      try {
        example = startProgram(program, started);
        await expect
          .poll(
            async () =>
              (await mockObserved(started)).upgrades
                .map(({status}) => status)
                .filter((status) => status !== 101),
            {timeout: 10_000},
          )
          .toEqual([wings.tooManySocketsStatus]);
        await Promise.all(
          others.map(
            (socket) =>
              new Promise((resolve) => {
                socket.once('close', resolve);
                socket.close(1000);
              }),
          ),
        );
        // The program's first token (2) was refused at the upgrade; it fetched another.
        await acceptedTokens(started, [3]);
        expect(
          (await mockObserved(started)).upgrades.filter(({status}) => status !== 101),
        ).toHaveLength(1);
      } finally {
        for (const socket of others) socket.terminate();
      }
    });

    test('tries again when a proxy in front of Wings refuses the upgrade with 502', async ({
      request,
    }) => {
      const {started, running} = await startAuthenticated(request);
      // Wings restarts behind a reverse proxy: the connection drops (a deauthorisation drops it the
      // same way) and the proxy answers the program's next upgrade with 502.
      await mockControl(started, 'refuse-upgrades?status=502&count=1');
      await mockControl(started, 'deauthorize');
      // Token 2 was refused at the upgrade; after its pause the program fetched token 3.
      await expect
        .poll(async () => (await mockObserved(started)).acceptedTokens, {timeout: 15_000})
        .toEqual([1, 3]);
      const observed = await mockObserved(started);
      expect(observed.upgrades.map(({status}) => status)).toEqual([101, 502, 101]);
      expect(observed.commands).toEqual([COMMAND]);
      expect(running.output.stderr).toMatch(/\[reconnecting\] in \d+ s: .*HTTP 502/);
      running.child.kill('SIGINT');
      expect(await running.exit).toBe(0);
    });

    test('waits as long as Retry-After asks when a proxy in front of Wings refuses the upgrade with 503', async ({
      request,
    }) => {
      mock = await startMock(request);
      const started = mock;
      // The proxy asks for 3 s at the program's first upgrade: longer than its own first pause, 2 s.
      const retryAfter = 3;
      await mockControl(started, `refuse-upgrades?status=503&retry-after=${retryAfter}`);
      const running = (example = startProgram(program, started));
      // Token 1 was refused at the upgrade; after its pause the program fetched token 2.
      await acceptedTokens(started, [2]);
      const {upgrades, credentials} = await mockObserved(started);
      expect(upgrades).toEqual([
        expect.objectContaining({status: 503, retryAfter}),
        expect.objectContaining({status: 101}),
      ]);
      // The next attempt starts with the credentials request, so the pause is measured up to it.
      expect(credentials).toHaveLength(2);
      expect((credentials[1]?.atMs ?? 0) - (upgrades[0]?.atMs ?? Infinity)).toBeGreaterThanOrEqual(
        retryAfter * 1000 - 100,
      );
      expect(running.output.stderr).toMatch(
        new RegExp(`\\[reconnecting\\] in ${retryAfter} s: .*HTTP 503`),
      );
    });

    test('stops when Wings refuses the upgrade with 403 (an Origin it does not accept)', async ({
      request,
    }) => {
      mock = await startMock(request, ['--origin', 'https://panel.example.com']);
      const started = mock;
      const running = (example = startProgram(program, started));
      expect(await running.exit).toBe(1);
      const observed = await mockObserved(started);
      expect(observed.upgrades).toEqual([
        expect.objectContaining({status: 403, origin: started.url}),
      ]);
      expect(observed.credentials).toHaveLength(1);
      expect(running.output.stderr).toContain(
        '[closed] Wings refused the connection with HTTP 403',
      );
    });

    test('honours Retry-After when the panel refuses credentials with 429', async ({request}) => {
      mock = await startMock(request);
      const started = mock;
      const {panel} = await mockImitates(started);
      // Other users took the server's whole minute of credentials 55 s ago: the panel asks for about
      // 5 s, longer than the example's own first pause of 2 s.
      await mockControl(
        started,
        `credentials-used?count=${panel.credentialsPerMinute}&seconds-ago=55`,
      );
      example = startProgram(program, started);
      await expect
        .poll(async () => (await mockObserved(started)).acceptedTokens, {timeout: 15_000})
        .toEqual([1]);
      const [refused, issued] = (await mockObserved(started)).credentials;
      expect(refused?.status).toBe(429);
      expect(issued?.status).toBe(200);
      expect((issued?.atMs ?? 0) - (refused?.atMs ?? 0)).toBeGreaterThanOrEqual(
        (refused?.retryAfter ?? Infinity) * 1000 - 100,
      );
    });

    test('stops with a hint when Wings refuses a token without a scope (panel older than 1.12.3)', async ({
      request,
    }) => {
      mock = await startMock(request, ['--no-token-scope']);
      const started = mock;
      const running = (example = startProgram(program, started));
      expect(await running.exit).toBe(1);
      const observed = await mockObserved(started);
      expect(observed.acceptedTokens).toEqual([]);
      expect(observed.credentials).toHaveLength(1);
      expect(running.output.stderr).toContain('missing connect permission');
      expect(running.output.stderr).toContain('1.12.3');
    });
  });
}

test('the Python WEBSOCKET_EXAMPLE_PYTHON names has websockets 14+ and requests', () => {
  test.skip(namedPython === undefined, 'WEBSOCKET_EXAMPLE_PYTHON is not set');
  expect(pythonCheck.error).toBeUndefined();
  expect(pythonCheck.status, pythonCheck.stderr).toBe(0);
});

test('the Python websocket example is valid Python', () => {
  const source = path.join(root, 'examples/websocket/console.py');
  const result = spawnSync(
    'python3',
    ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', source],
    {encoding: 'utf8'},
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
