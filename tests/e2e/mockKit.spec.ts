/**
 * The mock kit of docs/guides/testing-your-integration.md and docs/guides/console-relay.mdx, run as
 * the pages tell a reader to run it: the files are downloaded from the built site, and the commands
 * are read out of the pages' Markdown. Only the port differs (a free one instead of the page's, so
 * that runs on one machine never collide); every other argument is the page's own.
 *
 * - mock-wings with the relay recipe: console streamed, a stdin line sent as a command and echoed,
 *   the token renewed on `token expiring`, a burst of lines paced within Wings' budgets, and exit
 *   status 3 at close code 4409 after the server is suspended;
 * - mock-wings with a raw client: `throttled` on a flood, 403 for a foreign Origin, 404 for an
 *   unknown server, `jwt error` before `auth`, `daemon error` for a tampered token;
 * - Prism on the published client API document, with the page's request.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import path from 'node:path';
import {expect} from '@playwright/test';
import WebSocket from 'ws';
import {
  commandsIn,
  pageCommand,
  root,
  run,
  startMockWings,
  stopProcess,
  test,
  testingPage,
  type MockWings,
  type Process,
} from './support/mockKit';

const relayPage = readFileSync(path.join(root, 'docs/guides/console-relay.mdx'), 'utf8');
const relayFile = path.join(root, 'examples/recipes/console-relay.mjs');

type Mock = MockWings;
const startMock = startMockWings;

async function credentials(mock: Mock): Promise<{token: string; socket: string}> {
  const response = await fetch(`${mock.url}/api/client/servers/${mock.server}/websocket`, {
    headers: {Authorization: `Bearer ${mock.key}`, Accept: 'application/json'},
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as {data: {token: string; socket: string}}).data;
}

interface Client {
  socket: WebSocket;
  events: {event: string; args: string[]}[];
  send: (event: string, ...args: string[]) => void;
  closed: Promise<number>;
}

async function openClient(socketUrl: string, origin: string): Promise<Client> {
  const socket = new WebSocket(socketUrl, {headers: {Origin: origin}});
  const events: Client['events'] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as {event: string; args?: string[]};
    events.push({event: message.event, args: message.args ?? []});
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    events,
    closed,
    send: (event, ...args) => socket.send(JSON.stringify({event, args})),
  };
}

/** The HTTP status Wings answers an upgrade request with. */
function upgradeStatus(socketUrl: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(socketUrl.replace(/^ws/, 'http'));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    outgoing.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const builtInWebSocket =
  spawnSync(process.execPath, [
    '--experimental-websocket',
    '--no-warnings',
    '-e',
    'process.exit(typeof WebSocket === "function" ? 0 : 1)',
  ]).status === 0;

test.describe('the console relay against mock-wings, started as the relay page says', () => {
  test.describe.configure({timeout: 60_000});

  const relayCommand = pageCommand(relayPage, 'PANEL_URL=');

  async function startRelay(mock: Mock, nodeFlags: string[] = []): Promise<Process> {
    // The page's command, with the values the mock printed.
    const env = Object.fromEntries(
      relayCommand
        .filter((word) => /^[A-Z_]+=/.test(word))
        .map((word) => word.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(env)).toEqual(['PANEL_URL', 'API_KEY', 'SERVER']);
    expect(relayCommand.slice(-2)).toEqual(['node', 'console-relay.mjs']);
    expect(env.API_KEY).toBe(mock.key);
    expect(env.SERVER).toBe(mock.server);
    expect(env.PANEL_URL).toBe(mock.url.replace(/:\d+$/, ':8080'));
    return run(process.execPath, [...nodeFlags, relayFile], {
      env: {PANEL_URL: mock.url, API_KEY: mock.key, SERVER: mock.server},
    });
  }

  const variants = [
    {name: 'with the ws package (Node.js 20)', flags: [] as string[], available: true},
    {
      name: 'with the built-in WebSocket',
      flags: ['--experimental-websocket', '--no-warnings'],
      available: builtInWebSocket,
    },
  ];

  for (const variant of variants) {
    test(`${variant.name}: streams, relays a command, renews its token and stops at 4409 after a suspension`, async ({
      request,
    }) => {
      test.skip(!variant.available, 'this Node.js has no built-in WebSocket');
      const mock = await startMock(request, pageCommand(relayPage, 'node mock-wings.mjs'));
      const relay = await startRelay(mock, variant.flags);
      try {
        // `send logs` replays the lines the server printed before the relay connected.
        await expect
          .poll(() => relay.output.stdout, {timeout: 10_000})
          .toContain('[mock] done, the server is ready');
        await expect.poll(() => relay.output.stdout, {timeout: 10_000}).toContain('[mock] tick');
        relay.child.stdin.write('say hello from the test\n');
        await expect
          .poll(() => relay.output.stdout, {timeout: 5_000})
          .toContain('> say hello from the test');
        // Tokens of the page's command live 10 s and are announced 3 s before they expire.
        await expect
          .poll(() => relay.output.stderr, {timeout: 15_000})
          .toContain('[token] renewed');
        expect(relay.output.stderr).not.toContain('[reconnecting]');
        expect(relay.output.stderr).not.toContain('jwt error');
        const lines = relay.output.stdout.split('\n').length;
        await expect
          .poll(() => relay.output.stdout.split('\n').length, {timeout: 5_000})
          .toBeGreaterThan(lines);

        const suspended = await fetch(`${mock.url}/_mock/suspend`, {method: 'POST'});
        expect(suspended.status).toBe(200);
        expect(await relay.exit).toBe(3);
        expect(relay.output.stderr).toContain('[reconnecting]');
        expect(relay.output.stderr).toContain('close code 4409: server is suspended');
      } finally {
        stopProcess(relay.child);
        stopProcess(mock.child);
      }
    });
  }

  test('paces a burst of lines so that Wings drops none', async ({request}) => {
    const mock = await startMock(request, pageCommand(relayPage, 'node mock-wings.mjs'));
    const relay = await startRelay(mock);
    try {
      await expect.poll(() => relay.output.stderr, {timeout: 10_000}).toContain('[connected]');
      const lines = Array.from({length: 14}, (_, index) => `command ${index + 1}`);
      relay.child.stdin.write(`${lines.join('\n')}\n`);
      await expect
        .poll(() => relay.output.stdout.split('\n').filter((line) => line.startsWith('> ')), {
          timeout: 15_000,
        })
        .toEqual(lines.map((line) => `> ${line}`));
      expect(relay.output.stderr).not.toContain('[throttled]');
      relay.child.kill('SIGINT');
      expect(await relay.exit).toBe(0);
    } finally {
      stopProcess(relay.child);
      stopProcess(mock.child);
    }
  });
});

test.describe('mock-wings, started as the testing page says', () => {
  const mockCommand = pageCommand(testingPage, 'node mock-wings.mjs');

  test('the page runs the downloaded file on port 8080 and nothing else', () => {
    expect(mockCommand).toEqual(['node', 'mock-wings.mjs', '--port', '8080']);
    expect(testingPage).toContain('[mock-wings.mjs](pathname:///downloads/mock-wings.mjs)');
  });

  test('refuses a foreign Origin with 403 and an unknown server with 404', async ({request}) => {
    const mock = await startMock(request, mockCommand);
    try {
      const {socket} = await credentials(mock);
      expect(socket).toMatch(
        new RegExp(
          `^${mock.url.replace('http', 'ws')}/api/servers/${mock.server}-[0-9a-f-]{27}/ws$`,
        ),
      );
      expect(await upgradeStatus(socket, {Origin: 'https://elsewhere.example.com'})).toBe(403);
      expect(await upgradeStatus(socket, {})).toBe(403);
      expect(
        await upgradeStatus(
          socket.replace(/servers\/[^/]+/, 'servers/00000000-0000-0000-0000-000000000000'),
          {Origin: mock.url},
        ),
      ).toBe(404);
      expect(await upgradeStatus(socket, {Origin: mock.url})).toBe(101);
      const unknown = await fetch(`${mock.url}/api/client/servers/00000000/websocket`, {
        headers: {Authorization: `Bearer ${mock.key}`},
      });
      expect(unknown.status).toBe(404);
      const withoutKey = await fetch(`${mock.url}/api/client/servers/${mock.server}/websocket`);
      expect(withoutKey.status).toBe(401);
    } finally {
      stopProcess(mock.child);
    }
  });

  test('answers events before `auth` with `jwt error` and a tampered token with `daemon error`', async ({
    request,
  }) => {
    const mock = await startMock(request, mockCommand);
    try {
      const {token, socket} = await credentials(mock);
      const client = await openClient(socket, mock.url);
      client.send('send stats');
      await expect
        .poll(() => client.events, {timeout: 5_000})
        .toEqual([{event: 'jwt error', args: ['jwt: no jwt present']}]);
      // The same claims with another server's UUID: the signature no longer matches.
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const tampered = `${header}.${Buffer.from(JSON.stringify({...claims, server_uuid: '00000000-0000-0000-0000-000000000000'})).toString('base64url')}.${signature}`;
      client.send('auth', tampered);
      await expect.poll(() => client.events.length, {timeout: 5_000}).toBe(2);
      expect(client.events[1]?.event).toBe('daemon error');
      expect(client.events[1]?.args[0]).toMatch(
        /^Error Event \[[0-9a-f-]{36}\]: an unexpected error was encountered while handling this request$/,
      );
      // The untouched token is accepted.
      client.send('auth', token);
      await expect
        .poll(() => client.events.slice(2, 4), {timeout: 5_000})
        .toEqual([
          {event: 'auth success', args: []},
          {event: 'status', args: ['running']},
        ]);
      client.socket.close();
    } finally {
      stopProcess(mock.child);
    }
  });

  test('sends `throttled` once per run of drops when a client floods it', async ({request}) => {
    const mock = await startMock(request, mockCommand);
    try {
      const {token, socket} = await credentials(mock);
      const client = await openClient(socket, mock.url);
      client.send('auth', token);
      await expect
        .poll(() => client.events.map(({event}) => event), {timeout: 5_000})
        .toContain('auth success');
      // Twelve at once: `send stats` shares a budget of a few messages with the other minor events,
      // and the connection's own budget ends before the twelfth.
      for (let index = 0; index < 12; index += 1) {
        client.send('send stats');
      }
      await expect
        .poll(
          () => client.events.filter(({event}) => event === 'throttled').map(({args}) => args[0]),
          {timeout: 5_000},
        )
        .toEqual(['send stats', 'global']);
      const stats = client.events.filter(({event}) => event === 'stats').length;
      expect(stats).toBeGreaterThan(0);
      expect(stats).toBeLessThan(12);
      // A message over the size limit ends the connection with 1009.
      client.socket.send(JSON.stringify({event: 'send command', args: ['x'.repeat(5000)]}));
      expect(await client.closed).toBe(1009);
    } finally {
      stopProcess(mock.child);
    }
  });
});

test.describe('Prism, started as the testing page says', () => {
  test.describe.configure({timeout: 90_000});

  test('answers the page request with the documented example, and refuses it without a key', async ({
    prism: prismFor,
  }) => {
    const documents = ['pterodactyl-client-api-v1.yaml', 'pterodactyl-application-api-v1.yaml'];
    const [client, application] = documents.map((document) =>
      pageCommand(testingPage, `npx @stoplight/prism-cli@5 mock ${document}`),
    );
    expect(client).toEqual([
      'npx',
      '@stoplight/prism-cli@5',
      'mock',
      'pterodactyl-client-api-v1.yaml',
      '--port',
      '4010',
    ]);
    expect(application).toEqual([
      'npx',
      '@stoplight/prism-cli@5',
      'mock',
      'pterodactyl-application-api-v1.yaml',
      '--port',
      '4011',
    ]);
    for (const document of documents) {
      expect(testingPage).toContain(`(pathname:///openapi/${document})`);
    }
    const curl = pageCommand(testingPage, 'curl ');
    const target = new URL(curl.at(-1) ?? '');
    expect(target.origin).toBe('http://127.0.0.1:4010');
    const headers = Object.fromEntries(
      [...(commandsIn(testingPage, 'curl ')[0] ?? '').matchAll(/-H "([^:]+): ([^"]+)"/g)].map(
        (match) => [match[1] ?? '', match[2] ?? ''],
      ),
    );
    expect(Object.keys(headers)).toEqual(['Authorization', 'Accept']);

    // The same CLI the page's npx command runs (Prism 5, the version in package.json), from
    // node_modules, on the downloaded document, started with that command by the fixture.
    const prism = await prismFor(documents[0] ?? '');
    const answer = await fetch(`${prism.url}${target.pathname}`, {headers});
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      object: string;
      data: {object: string; attributes: {identifier: string}}[];
    };
    expect(body.object).toBe('list');
    expect(body.data[0]?.object).toBe('server');
    expect(body.data[0]?.attributes.identifier).toMatch(/^[0-9a-f]{8}$/);
    const withoutKey = await fetch(`${prism.url}${target.pathname}`, {
      headers: {Accept: 'application/json'},
    });
    expect(withoutKey.status).toBe(401);
  });
});
