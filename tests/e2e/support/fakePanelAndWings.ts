/**
 * A local stand-in for the panel's websocket credentials endpoint and for Wings' server websocket,
 * written from the behaviour that docs/api/websocket.mdx documents for panel 1.12.3 (and later
 * commits) and Wings 1.12.2, so the example programs can be run against it:
 *
 * - the panel hands out 5 sets of credentials per minute per server and then answers 429 with
 *   Retry-After; tokens carry `scope: "websocket"` unless the stand-in plays a panel older than
 *   1.12.3;
 * - before upgrading, Wings answers 404 for an unknown server, 400 when the server already has 30
 *   open websockets, 403 for an Origin other than the panel's; a suspended server's socket is
 *   closed at once with 4409;
 * - inbound messages are limited per connection (10 at once, then one per 200 ms) and per event
 *   (`auth` and `send logs` 2 then one per 5 s, `send command` 10 then one per second, anything
 *   else 4 then one per second), with one `throttled` event at the start of each run of drops;
 *   messages over 4,096 bytes end the connection with 1009;
 * - a token needs the `websocket` scope and must name this server, and tokens issued (in whole
 *   seconds, as JWTs count) before a deauthorisation are refused;
 * - deauthorising a user, suspending or deleting the server drops every socket without a close
 *   frame.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Duplex} from 'node:stream';
import {WebSocketServer, type WebSocket} from 'ws';

export const SERVER_ID = '1a7ce997';
export const SERVER_UUID = '1a7ce997-259b-452e-8b4e-cecc464142ca';
export const API_KEY = 'ptlc_TestKeyForTheExample000000000000000000000';

const CREDENTIALS_PER_MINUTE = 5;
const SOCKETS_PER_SERVER = 30;
const MAX_MESSAGE_BYTES = 4096;
const CLOSE_SUSPENDED = 4409;

export interface Observed {
  tokenRequests: number;
  /** Labels of the tokens Wings accepted, in order. */
  acceptedTokens: string[];
  /** What each `throttled` event named. */
  throttled: string[];
  commands: string[];
  upgrades: number;
  /** HTTP statuses Wings answered instead of upgrading, and the panel's 429s. */
  refusals: number[];
  refusedOrigins: string[];
}

export interface WingsControls {
  /** Emit an event to one connection. */
  emit: (event: string, ...args: string[]) => void;
  /** What the panel does when a subuser's permissions change: deny older tokens, drop every socket. */
  deauthorize: () => void;
  /** The panel suspends the server: every socket is dropped, new ones get 4409. */
  suspend: () => void;
  /** The server is deleted: `deleted`, then every socket is dropped. */
  deleteServer: () => void;
}

export interface StandInOptions {
  /** False plays a panel older than 1.12.3, whose tokens have no `scope`. */
  tokensCarryScope?: boolean;
  suspended?: boolean;
  /** Credentials already handed out for this server in the last minute... */
  credentialsAlreadyUsed?: number;
  /** ...this many seconds before the program's first request (default 59). */
  credentialsUsedSecondsAgo?: number;
  /** Websockets that other clients hold open on this server. */
  otherOpenSockets?: number;
  /** Runs after a connection's first successful `auth`; `connection` counts from 1. */
  afterFirstAuth?: (wings: WingsControls, connection: number) => void;
}

interface Bucket {
  capacity: number;
  refillMs: number;
  tokens: number;
  updatedAt: number;
}

function bucket(capacity: number, refillMs: number): Bucket {
  return {capacity, refillMs, tokens: capacity, updatedAt: Date.now()};
}

function take(b: Bucket): boolean {
  const now = Date.now();
  b.tokens = Math.min(b.capacity, b.tokens + (now - b.updatedAt) / b.refillMs);
  b.updatedAt = now;
  if (b.tokens >= 1) {
    b.tokens -= 1;
    return true;
  }
  return false;
}

function eventBudget(event: string): [string, number, number] {
  if (event === 'auth' || event === 'send logs') {
    return [event, 2, 5000];
  }
  if (event === 'send command') {
    return [event, 10, 1000];
  }
  return ['*', 4, 1000];
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

interface TokenClaims {
  label: string;
  server_uuid: string;
  permissions: string[];
  iat: number;
  exp: number;
  scope?: string;
}

function readClaims(token: string): TokenClaims | null {
  const [, payload] = token.split('.');
  try {
    return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as TokenClaims;
  } catch {
    return null;
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, body: object): void {
  const text = JSON.stringify(body);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

export interface StandIn {
  url: string;
  /** The other clients that filled the server's socket budget disconnect. */
  releaseOtherSockets: () => void;
  close: () => void;
}

export async function startFakePanelAndWings(observed: Observed, options: StandInOptions = {}): Promise<StandIn> {
  const {tokensCarryScope = true, afterFirstAuth} = options;
  let suspended = options.suspended ?? false;
  let deleted = false;
  let otherOpenSockets = options.otherOpenSockets ?? 0;
  let deniedBefore = 0;
  const credentialTimes: number[] = [];
  let earlierCredentialsPending = true;
  const sockets = new Set<WebSocket>();
  const dropAll = (): void => {
    for (const socket of sockets) {
      socket.terminate();
    }
  };
  const panelUrl = (): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const answerCredentials = (request: IncomingMessage, response: ServerResponse): void => {
    if (request.headers.authorization !== `Bearer ${API_KEY}` || !String(request.headers.accept).includes('json')) {
      response.writeHead(401, {'Content-Type': 'application/json'}).end('{"errors":[{"code":"AuthenticationException","status":"401","detail":"Unauthenticated."}]}');
      return;
    }
    const now = Date.now();
    // Timed from the first request, so the program's start-up time does not shift the window.
    if (earlierCredentialsPending) {
      earlierCredentialsPending = false;
      credentialTimes.push(...Array.from({length: options.credentialsAlreadyUsed ?? 0}, () => now - (options.credentialsUsedSecondsAgo ?? 59) * 1000));
    }
    while (credentialTimes.length > 0 && (credentialTimes[0] ?? 0) <= now - 60_000) {
      credentialTimes.shift();
    }
    if (credentialTimes.length >= CREDENTIALS_PER_MINUTE) {
      observed.refusals.push(429);
      const retryAfter = Math.ceil(((credentialTimes[0] ?? now) + 60_000 - now) / 1000);
      response.writeHead(429, {'Content-Type': 'application/json', 'Retry-After': String(retryAfter)});
      response.end('{"errors":[{"code":"TooManyRequestsHttpException","status":"429","detail":"Too Many Attempts."}]}');
      return;
    }
    credentialTimes.push(now);
    observed.tokenRequests += 1;
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = {label: `token-${observed.tokenRequests}`, server_uuid: SERVER_UUID, permissions: ['*'], iat, exp: iat + 600};
    if (tokensCarryScope) {
      claims.scope = 'websocket';
    }
    const token = `${base64url({typ: 'JWT', alg: 'HS256'})}.${base64url(claims)}.stand-in-signature`;
    const socketUrl = panelUrl().replace('http://', 'ws://') + `/api/servers/${SERVER_UUID}/ws`;
    response.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify({data: {token, socket: socketUrl}}));
  };

  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === `/api/client/servers/${SERVER_ID}/websocket`) {
      answerCredentials(request, response);
      return;
    }
    response.writeHead(404).end();
  });

  const wings = new WebSocketServer({noServer: true, maxPayload: MAX_MESSAGE_BYTES});
  let connections = 0;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url !== `/api/servers/${SERVER_UUID}/ws` || deleted) {
      observed.refusals.push(404);
      refuseUpgrade(socket, 404, 'Not Found', {error: 'The requested resource does not exist on this instance.'});
      return;
    }
    if (sockets.size + otherOpenSockets >= SOCKETS_PER_SERVER) {
      observed.refusals.push(400);
      refuseUpgrade(socket, 400, 'Bad Request', {error: 'Too many open websocket connections.'});
      return;
    }
    if (request.headers.origin !== panelUrl()) {
      observed.refusedOrigins.push(String(request.headers.origin));
      observed.refusals.push(403);
      refuseUpgrade(socket, 403, 'Forbidden', {error: 'origin not allowed'});
      return;
    }
    wings.handleUpgrade(request, socket, head, (ws) => accept(ws));
  });

  function accept(socket: WebSocket): void {
    observed.upgrades += 1;
    connections += 1;
    const connection = connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (suspended) {
      socket.close(CLOSE_SUSPENDED, 'server is suspended');
      return;
    }
    const emit = (event: string, ...args: string[]): void => {
      if (socket.readyState === socket.OPEN) {
        socket.send(JSON.stringify({event, args}));
      }
    };
    const controls: WingsControls = {
      emit,
      deauthorize: () => {
        deniedBefore = Date.now();
        dropAll();
      },
      suspend: () => {
        suspended = true;
        dropAll();
      },
      deleteServer: () => {
        deleted = true;
        for (const other of sockets) {
          other.send(JSON.stringify({event: 'deleted', args: [null]}), () => other.terminate());
        }
      },
    };
    const errorText = (text: string): string => `Error Event [6a1c7c6e-9f6f-4f43-9d4c-2d0d3f1b9c55]: ${text}`;
    const tokenProblem = (claims: TokenClaims | null): string | null => {
      if (!claims || claims.exp * 1000 <= Date.now()) {
        return 'jwt: exp claim is invalid';
      }
      if (claims.iat * 1000 < deniedBefore) {
        return 'jwt: created too far in past (denylist)';
      }
      if (!claims.permissions.includes('*') || !(claims.scope ?? '').split(' ').includes('websocket')) {
        return 'jwt: missing connect permission';
      }
      if (claims.server_uuid !== SERVER_UUID) {
        return 'jwt: server uuid mismatch';
      }
      return null;
    };
    const connectionBudget = bucket(10, 200);
    const eventBudgets = new Map<string, Bucket>();
    const throttling = new Set<string>();
    let current: TokenClaims | null = null;

    socket.on('message', (raw, isBinary) => {
      if (!take(connectionBudget)) {
        if (!throttling.has('global')) {
          throttling.add('global');
          observed.throttled.push('global');
          emit('throttled', 'global');
        }
        return;
      }
      throttling.delete('global');
      if (isBinary) {
        return;
      }
      let message: {event?: string; args?: string[]};
      try {
        message = JSON.parse(raw.toString()) as {event?: string; args?: string[]};
      } catch {
        return;
      }
      const event = String(message.event ?? '');
      if (suspended) {
        socket.terminate();
        return;
      }
      const [budgetName, capacity, refillMs] = eventBudget(event);
      const budget = eventBudgets.get(budgetName) ?? bucket(capacity, refillMs);
      eventBudgets.set(budgetName, budget);
      if (!take(budget)) {
        if (!throttling.has(event)) {
          throttling.add(event);
          observed.throttled.push(event);
          emit('throttled', event);
        }
        return;
      }
      throttling.delete(event);
      const [first = ''] = message.args ?? [];
      if (event !== 'auth') {
        const problem = current ? tokenProblem(current) : 'jwt: no jwt present';
        if (problem) {
          emit('jwt error', problem);
          return;
        }
      }
      switch (event) {
        case 'auth': {
          const claims = readClaims(first);
          const problem = tokenProblem(claims);
          if (problem || !claims) {
            emit('jwt error', errorText(problem ?? 'jwt: malformed'));
            return;
          }
          const firstAuth = current === null;
          current = claims;
          observed.acceptedTokens.push(claims.label);
          emit('auth success');
          if (firstAuth) {
            emit('status', 'running');
            afterFirstAuth?.(controls, connection);
          }
          return;
        }
        case 'send logs':
          emit('console output', '[12:00:01 INFO]: Done (3.214s)! For help, type "help"');
          return;
        case 'send command':
          observed.commands.push(first);
          emit('console output', `[12:00:02 INFO]: [Server] ${first.replace(/^say /, '')}`);
          emit('stats', JSON.stringify({memory_bytes: 1288491008, memory_limit_bytes: 2147483648, cpu_absolute: 37.5, network: {rx_bytes: 1, tx_bytes: 1}, uptime: 1000, state: 'running', disk_bytes: 1}));
          return;
        default:
          return;
      }
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: panelUrl(),
    releaseOtherSockets: () => {
      otherOpenSockets = 0;
    },
    close: () => {
      dropAll();
      wings.close();
      server.closeAllConnections();
      server.close();
    },
  };
}
