/**
 * The published mock-wings.mjs's controls (POST /_mock/...) and its record of what it observed
 * (GET /_mock/observed): each control has the effect its --help names, and the record follows what
 * clients did.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {
  credentials,
  openRawSocket,
  startMockProcess,
  type MockProcess,
  type RawSocket,
} from './support/mockWingsProcess';

let mock: MockProcess | undefined;
const sockets: RawSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.socket.destroy();
  mock?.stop();
  mock = undefined;
});

async function start(args: readonly string[] = []): Promise<MockProcess> {
  mock = await startMockProcess(['--origin', '*', '--interval', '3600000', ...args]);
  return mock;
}

async function authenticated(started: MockProcess): Promise<RawSocket> {
  const socket = await openRawSocket(started.port, started.server);
  sockets.push(socket);
  socket.sendJson({event: 'auth', args: [(await credentials(started)).token]});
  await socket.waitForEvent('status');
  return socket;
}

const post = async (started: MockProcess, control: string): Promise<Response> =>
  fetch(`${started.url}/_mock/${control}`, {method: 'POST'});
const observed = async (
  started: MockProcess,
): Promise<{
  credentials: {status: number; retryAfter?: number}[];
  upgrades: {status: number; retryAfter?: number}[];
  acceptedTokens: number[];
  throttled: string[];
  commands: string[];
}> => (await (await fetch(`${started.url}/_mock/observed`)).json()) as never;

describe('mock-wings controls', () => {
  it('records credentials, upgrades, the token of each accepted auth and each command', async () => {
    const started = await start();
    const socket = await authenticated(started);
    socket.sendJson({event: 'send command', args: ['say one']});
    await socket.waitFor((frame) => frame.payload.toString().includes('> say one'));
    const record = await observed(started);
    // startMockProcess asked for the first credentials (to learn the server's UUID).
    expect(record.credentials.map(({status}) => status)).toEqual([200, 200]);
    expect(record.upgrades.map(({status}) => status)).toEqual([101]);
    expect(record.acceptedTokens).toEqual([2]);
    expect(record.commands).toEqual(['say one']);
  });

  it('deauthorize drops every websocket and refuses tokens issued before it', async () => {
    const started = await start();
    const token = (await credentials(started)).token;
    const socket = await authenticated(started);
    expect((await post(started, 'deauthorize')).status).toBe(200);
    await socket.closed;
    const again = await openRawSocket(started.port, started.server);
    sockets.push(again);
    again.sendJson({event: 'auth', args: [token]});
    expect((await again.waitForEvent('jwt error')).args?.[0]).toContain(
      'jwt: created too far in past (denylist)',
    );
  });

  it('delete sends `deleted`, drops every websocket, then answers 404 to the websocket and the panel route', async () => {
    const started = await start();
    const socket = await authenticated(started);
    expect((await post(started, 'delete')).status).toBe(200);
    expect(await socket.waitForEvent('deleted')).toEqual({event: 'deleted', args: ['null']});
    await socket.closed;
    await expect(openRawSocket(started.port, started.server)).rejects.toThrow();
    const response = await fetch(`${started.url}/api/client/servers/${started.server}/websocket`, {
      headers: {Authorization: `Bearer ${started.key}`},
    });
    expect(response.status).toBe(404);
  });

  it('expire-tokens announces an expiring token, and an expired one gets `jwt error` until a new auth', async () => {
    const started = await start();
    const socket = await authenticated(started);
    expect((await post(started, 'expire-tokens?left=30')).status).toBe(200);
    await socket.waitForEvent('token expiring');
    expect((await post(started, 'expire-tokens')).status).toBe(200);
    expect((await socket.waitForEvent('jwt error')).args).toEqual(['jwt: exp claim is invalid']);
    socket.sendJson({event: 'auth', args: [(await credentials(started)).token]});
    await socket.waitFor(
      (frame) =>
        frame.payload.toString().includes('"auth success"') &&
        socket.messages().filter((message) => message.event === 'auth success').length === 2,
    );
    socket.sendJson({event: 'send stats'});
    await socket.waitForEvent('stats');
  });

  it('credentials-used counts earlier credentials against the limit and the 429 records its Retry-After', async () => {
    const started = await start();
    expect((await post(started, 'credentials-used?count=5&seconds-ago=50')).status).toBe(200);
    const response = await fetch(`${started.url}/api/client/servers/${started.server}/websocket`, {
      headers: {Authorization: `Bearer ${started.key}`},
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(9);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect((await observed(started)).credentials.at(-1)).toEqual({
      status: 429,
      retryAfter,
      atMs: expect.any(Number),
    });
  });

  it('refuse-upgrades answers the next N upgrades with the status asked for, then upgrades again', async () => {
    const started = await start();
    expect((await post(started, 'refuse-upgrades?status=503&count=2')).status).toBe(200);
    for (let refusal = 0; refusal < 2; refusal += 1) {
      await expect(openRawSocket(started.port, started.server)).rejects.toThrow(
        /^no upgrade: HTTP\/1\.1 503 Service Unavailable/,
      );
    }
    sockets.push(await openRawSocket(started.port, started.server));
    expect((await observed(started)).upgrades.map(({status}) => status)).toEqual([503, 503, 101]);
    // Left out, the status is 502, the count 1 and there is no Retry-After header; a status that
    // is no error is refused.
    expect((await post(started, 'refuse-upgrades')).status).toBe(200);
    await expect(openRawSocket(started.port, started.server)).rejects.toThrow(
      / 502 Bad Gateway(?![\s\S]*Retry-After)/i,
    );
    const bad = await post(started, 'refuse-upgrades?status=200');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('status takes an HTTP error status');
  });

  it('refuse-upgrades sends Retry-After with its refusals when asked, and records it', async () => {
    const started = await start();
    expect((await post(started, 'refuse-upgrades?status=503&retry-after=3')).status).toBe(200);
    await expect(openRawSocket(started.port, started.server)).rejects.toThrow(
      /^no upgrade: HTTP\/1\.1 503 Service Unavailable\r\n[\s\S]*\r\nRetry-After: 3(\r\n|$)/,
    );
    sockets.push(await openRawSocket(started.port, started.server));
    expect((await observed(started)).upgrades).toEqual([
      expect.objectContaining({status: 503, retryAfter: 3}),
      expect.not.objectContaining({retryAfter: expect.anything()}),
    ]);
    const bad = await post(started, 'refuse-upgrades?retry-after=soon');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('retry-after takes a whole number');
  });

  it('answers a control with a bad number with 400 naming the parameter, and keeps serving', async () => {
    const started = await start();
    const bad = await post(started, 'expire-tokens?left=-1');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('left takes a whole number');
    expect((await post(started, 'credentials-used?count=6')).status).toBe(400);
    expect((await fetch(`${started.url}/_mock/observed`)).status).toBe(200);
  });

  it('--no-token-scope signs tokens Wings refuses for want of the websocket scope', async () => {
    const started = await start(['--no-token-scope']);
    const socket = await openRawSocket(started.port, started.server);
    sockets.push(socket);
    socket.sendJson({event: 'auth', args: [(await credentials(started)).token]});
    expect((await socket.waitForEvent('jwt error')).args?.[0]).toContain(
      'jwt: missing connect permission',
    );
    expect((await observed(started)).acceptedTokens).toEqual([]);
  });
});
