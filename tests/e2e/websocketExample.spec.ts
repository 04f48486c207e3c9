/**
 * Runs the websocket guide's example programs against a local stand-in for the panel and Wings
 * (support/fakePanelAndWings.ts) that follows the protocol as the guide documents it for panel
 * 1.12.3 and Wings 1.12.2: credentials, the Origin check, `auth` and renewal on the same
 * connection, `throttled`, the per-server socket cap, the panel's credentials limit, close code
 * 4409, sockets dropped by a deauthorisation, `deleted`, and tokens without a scope.
 *
 * The Node.js program always runs. The Python one runs when a Python with `websockets` (14 or
 * later) and `requests` is available: `python3`, or the interpreter WEBSOCKET_EXAMPLE_PYTHON
 * names; otherwise those tests are skipped and only its syntax is checked.
 */
import {spawn, spawnSync, type ChildProcessWithoutNullStreams} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {API_KEY, SERVER_ID, startFakePanelAndWings, type Observed, type StandIn, type StandInOptions} from './support/fakePanelAndWings';

const root = path.resolve(__dirname, '../..');
const python = process.env.WEBSOCKET_EXAMPLE_PYTHON ?? 'python3';
const pythonReady = spawnSync(python, ['-c', 'import requests, websockets, sys; sys.exit(int(websockets.__version__.split(".")[0]) < 14)']).status === 0;

const programs = [
  {language: 'JavaScript', command: process.execPath, file: 'examples/websocket/console.mjs', available: true},
  {language: 'Python', command: python, file: 'examples/websocket/console.py', available: pythonReady},
];

interface Run {
  observed: Observed;
  fake: StandIn;
  child: ChildProcessWithoutNullStreams;
  output: {stdout: string; stderr: string};
  exit: Promise<number | null>;
  stop: () => void;
}

async function runExample(file: string, command: string, options: StandInOptions = {}): Promise<Run> {
  const observed: Observed = {tokenRequests: 0, acceptedTokens: [], throttled: [], commands: [], upgrades: 0, refusals: [], refusedOrigins: []};
  const fake = await startFakePanelAndWings(observed, options);
  const child = spawn(command, [path.join(root, file), 'say Hello from the example'], {
    env: {...process.env, PANEL_URL: fake.url, API_KEY, SERVER: SERVER_ID, PYTHONUNBUFFERED: '1'},
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = {stdout: '', stderr: ''};
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    observed,
    fake,
    child,
    output,
    exit,
    stop: () => {
      child.kill('SIGKILL');
      fake.close();
    },
  };
}

for (const program of programs) {
  test.describe(`the ${program.language} websocket example`, () => {
    test.skip(!program.available, `needs ${python} with websockets 14+ and requests (set WEBSOCKET_EXAMPLE_PYTHON)`);

    test('authenticates, streams, sends its command once and renews its token on the same connection', async () => {
      const run = await runExample(program.file, program.command, {
        // Tell the client its token is about to expire, as Wings does in the token's last minute.
        afterFirstAuth: (wings) => setTimeout(() => wings.emit('token expiring'), 300),
      });
      try {
        await expect.poll(() => run.observed.acceptedTokens, {timeout: 10_000}).toEqual(['token-1', 'token-2']);
        await expect.poll(() => run.output.stdout, {timeout: 5_000}).toContain('[Server] Hello from the example');
        expect(run.observed.upgrades).toBe(1);
        expect(run.observed.tokenRequests).toBe(2);
        expect(run.observed.refusedOrigins).toEqual([]);
        expect(run.output.stdout).toContain('Done (3.214s)!');
        expect(run.output.stderr).toContain('[status] running');
        expect(run.output.stderr).toContain('[stats] running, 1229 MiB, CPU 37.5%');
        // The command is sent once, not again after the renewed authentication.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(run.observed.commands).toEqual(['say Hello from the example']);
        run.child.kill('SIGINT');
        expect(await run.exit).toBe(0);
      } finally {
        run.stop();
      }
    });

    test('sends a throttled `auth` again once Wings accepts another', async () => {
      const run = await runExample(program.file, program.command, {
        // Two renewals within a second: the second `auth` is the third in 5 s, which Wings drops.
        afterFirstAuth: (wings) => {
          setTimeout(() => wings.emit('token expiring'), 200);
          setTimeout(() => wings.emit('token expiring'), 700);
        },
      });
      try {
        await expect.poll(() => run.observed.throttled, {timeout: 5_000}).toEqual(['auth']);
        expect(run.observed.acceptedTokens).toEqual(['token-1', 'token-2']);
        await expect.poll(() => run.observed.acceptedTokens, {timeout: 9_000}).toEqual(['token-1', 'token-2', 'token-3']);
        expect(run.output.stderr).toContain('[throttled] auth');
        expect(run.observed.upgrades).toBe(1);
      } finally {
        run.stop();
      }
    });

    test('reconnects with fresh credentials when a deauthorisation drops every socket', async () => {
      const run = await runExample(program.file, program.command, {
        afterFirstAuth: (wings, connection) => {
          if (connection === 1) {
            setTimeout(() => wings.deauthorize(), 200);
          }
        },
      });
      try {
        await expect.poll(() => run.observed.acceptedTokens, {timeout: 10_000}).toEqual(['token-1', 'token-2']);
        expect(run.observed.upgrades).toBe(2);
        expect(run.output.stderr).toContain('[reconnecting]');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(run.observed.commands).toEqual(['say Hello from the example']);
        run.child.kill('SIGINT');
        expect(await run.exit).toBe(0);
      } finally {
        run.stop();
      }
    });

    test('stops with status 3 at close code 4409 after its server is suspended', async () => {
      const run = await runExample(program.file, program.command, {
        afterFirstAuth: (wings) => setTimeout(() => wings.suspend(), 200),
      });
      try {
        expect(await run.exit).toBe(3);
        // One reconnect after the dropped socket, which Wings closes with 4409; none after that.
        expect(run.observed.upgrades).toBe(2);
        expect(run.observed.tokenRequests).toBe(2);
        expect(run.output.stderr).toContain('suspended');
      } finally {
        run.stop();
      }
    });

    test('stops without reconnecting after `deleted`', async () => {
      const run = await runExample(program.file, program.command, {
        afterFirstAuth: (wings) => setTimeout(() => wings.deleteServer(), 200),
      });
      try {
        expect(await run.exit).toBe(0);
        expect(run.observed.upgrades).toBe(1);
        expect(run.observed.tokenRequests).toBe(1);
        expect(run.output.stderr).toContain('deleted');
      } finally {
        run.stop();
      }
    });

    test('waits and tries again when Wings already has 30 sockets open for the server', async () => {
      const run = await runExample(program.file, program.command, {otherOpenSockets: 30});
      try {
        await expect.poll(() => run.observed.refusals, {timeout: 5_000}).toEqual([400]);
        run.fake.releaseOtherSockets();
        await expect.poll(() => run.observed.acceptedTokens, {timeout: 10_000}).toEqual(['token-2']);
        expect(run.observed.refusals).toEqual([400]);
      } finally {
        run.stop();
      }
    });

    test('honours Retry-After when the panel refuses credentials with 429', async () => {
      // Five credentials were handed out 57 s ago: the panel asks for 3 s, longer than the
      // example's own first pause of 2 s, so a client that ignored Retry-After gets a second 429.
      const run = await runExample(program.file, program.command, {credentialsAlreadyUsed: 5, credentialsUsedSecondsAgo: 57});
      try {
        await expect.poll(() => run.observed.acceptedTokens, {timeout: 10_000}).toEqual(['token-1']);
        expect(run.observed.refusals).toEqual([429]);
      } finally {
        run.stop();
      }
    });

    test('stops with a hint when Wings refuses a token without a scope (panel older than 1.12.3)', async () => {
      const run = await runExample(program.file, program.command, {tokensCarryScope: false});
      try {
        expect(await run.exit).toBe(1);
        expect(run.observed.acceptedTokens).toEqual([]);
        expect(run.observed.tokenRequests).toBe(1);
        expect(run.output.stderr).toContain('missing connect permission');
        expect(run.output.stderr).toContain('1.12.3');
      } finally {
        run.stop();
      }
    });
  });
}

test('the Python websocket example is valid Python', () => {
  const source = path.join(root, 'examples/websocket/console.py');
  const result = spawnSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', source], {encoding: 'utf8'});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
