/**
 * Runs the websocket guide's Node.js client against a local stand-in for the panel and Wings that
 * follows the protocol as documented: the token endpoint, the Origin check, `auth` /
 * `auth success`, console output, `send command`, and `token expiring` answered by a fresh `auth`
 * on the same connection.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {WebSocketServer, type WebSocket} from 'ws';

const root = path.resolve(__dirname, '../..');
const SERVER_ID = '1a7ce997';
const SERVER_UUID = '1a7ce997-259b-452e-8b4e-cecc464142ca';
const API_KEY = 'ptlc_TestKeyForTheExample000000000000000000000';

interface Observed {
  tokenRequests: number;
  authTokens: string[];
  commands: string[];
  refusedOrigins: string[];
}

async function startFakePanelAndWings(observed: Observed): Promise<{url: string; close: () => void}> {
  const issued = new Set<string>();
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === `/api/client/servers/${SERVER_ID}/websocket`) {
      if (request.headers.authorization !== `Bearer ${API_KEY}` || !String(request.headers.accept).includes('json')) {
        response.writeHead(401, {'Content-Type': 'application/json'}).end('{"errors":[{"code":"AuthenticationException","status":"401","detail":"Unauthenticated."}]}');
        return;
      }
      observed.tokenRequests += 1;
      const token = `token-${observed.tokenRequests}`;
      issued.add(token);
      const {port} = server.address() as AddressInfo;
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end(JSON.stringify({data: {token, socket: `ws://127.0.0.1:${port}/api/servers/${SERVER_UUID}/ws`}}));
      return;
    }
    response.writeHead(404).end();
  });
  const wings = new WebSocketServer({
    server,
    path: `/api/servers/${SERVER_UUID}/ws`,
    // Wings refuses the upgrade unless Origin is the panel URL.
    verifyClient: (info: {origin: string; req: IncomingMessage}) => {
      const {port} = server.address() as AddressInfo;
      const allowed = info.origin === `http://127.0.0.1:${port}`;
      if (!allowed) {
        observed.refusedOrigins.push(info.origin);
      }
      return allowed;
    },
  });
  wings.on('connection', (socket: WebSocket) => {
    const emit = (event: string, ...args: string[]): void => socket.send(JSON.stringify({event, args}));
    let authenticatedOnce = false;
    socket.on('message', (raw) => {
      let message: {event?: string; args?: string[]};
      try {
        message = JSON.parse(raw.toString()) as {event?: string; args?: string[]};
      } catch {
        return;
      }
      const [first = ''] = message.args ?? [];
      switch (message.event) {
        case 'auth':
          if (!issued.has(first)) {
            emit('jwt error', `Error Event [${SERVER_UUID}]: jwt: server uuid mismatch`);
            return;
          }
          observed.authTokens.push(first);
          emit('auth success');
          if (!authenticatedOnce) {
            authenticatedOnce = true;
            emit('status', 'running');
            // Tell the client its token is about to expire, as Wings does in the last minute.
            setTimeout(() => emit('token expiring'), 300);
          }
          return;
        case 'send logs':
          emit('console output', '[12:00:01 INFO]: Done (3.214s)! For help, type "help"');
          return;
        case 'send command':
          observed.commands.push(first);
          emit('console output', `[12:00:02 INFO]: [Server] ${first.replace(/^say /, '')}`);
          emit('stats', JSON.stringify({memory_bytes: 1288491008, memory_limit_bytes: 2147483648, cpu_absolute: 37.5, network: {rx_bytes: 1, tx_bytes: 1}, uptime: 1000, state: 'running', disk_bytes: 1}));
          return;
        default:
          emit('jwt error', 'jwt: no jwt present');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      wings.close();
      server.close();
    },
  };
}

test('the JavaScript websocket example authenticates, streams, sends a command and renews its token', async () => {
  const observed: Observed = {tokenRequests: 0, authTokens: [], commands: [], refusedOrigins: []};
  const fake = await startFakePanelAndWings(observed);
  const child = spawn(process.execPath, [path.join(root, 'examples/websocket/console.mjs'), 'say Hello from the example'], {
    env: {...process.env, PANEL_URL: fake.url, API_KEY, SERVER: SERVER_ID},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await expect.poll(() => observed.authTokens, {timeout: 10_000}).toEqual(['token-1', 'token-2']);
    await expect.poll(() => stdout, {timeout: 5_000}).toContain('[Server] Hello from the example');
    expect(observed.commands).toEqual(['say Hello from the example']);
    expect(observed.tokenRequests).toBe(2);
    expect(observed.refusedOrigins).toEqual([]);
    expect(stdout).toContain('Done (3.214s)!');
    expect(stderr).toContain('[status] running');
    expect(stderr).toContain('[stats] running, 1229 MiB, CPU 37.5%');
    // The command is sent once, not again after the renewed authentication.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(observed.commands).toHaveLength(1);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    fake.close();
  }
});

test('the Python websocket example is valid Python', () => {
  const source = path.join(root, 'examples/websocket/console.py');
  const result = spawnSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', source], {encoding: 'utf8'});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
