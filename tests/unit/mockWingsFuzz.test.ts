/**
 * A bounded fuzz run against the published mock-wings.mjs on loopback: random and malformed
 * websocket frames, request targets, headers, upgrade requests and multipart bodies, from a fixed
 * seed (the same run every time), at most CASES cases or BUDGET_MS, whichever ends first. After
 * it the mock must still be running, must not have logged an internal error (a guard catching a
 * mistake of its own), and must still serve: a normal credentials request and websocket auth.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  clientFrame,
  closePayload,
  credentials,
  OPCODE,
  openRawSocket,
  rawExchange,
  startMockProcess,
  upgradeRequest,
  type MockProcess,
} from './support/mockWingsProcess';

const SEED = 0x5eed2024;
const CASES = 1500;
const BUDGET_MS = 15_000;
const PARALLEL = 6;

/** mulberry32: small, seedable, good enough to pick inputs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Picker {
  constructor(private readonly next: () => number) {}
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  one<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  bytes(length: number): Buffer {
    return Buffer.from(Array.from({length}, () => this.int(256)));
  }
  text(length: number): string {
    const alphabet = [
      'a',
      'Z',
      '0',
      '%',
      '%2',
      '%zz',
      '%ff',
      '%00',
      '/',
      '..',
      '?',
      '&',
      '=',
      '+',
      ';',
      '#',
      ' ',
      '"',
      '\\',
      '\u00e9',
      '\u20ac',
      '\u{1f600}',
      '\u0000',
      '\u007f',
      '\r',
      '\n',
      ':',
      '@',
      '[',
      ']',
    ];
    return Array.from({length}, () => this.one(alphabet)).join('');
  }
}

const EVENTS = [
  'auth',
  'send logs',
  'send stats',
  'send command',
  'set state',
  'x',
  '',
  'AUTH',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];
const ACTIONS = [
  'start',
  'stop',
  'restart',
  'kill',
  'constructor',
  '__proto__',
  'valueOf',
  '',
  'START',
];

function jsonValue(pick: Picker, depth = 0): unknown {
  switch (pick.int(depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return pick.int(2) === 0;
    case 2:
      return pick.one([0, -1, 1e308, 123, 0.5, Number.MAX_SAFE_INTEGER]);
    case 3:
      return pick.text(pick.int(12));
    case 4:
      return pick.one(ACTIONS);
    case 5:
      return Array.from({length: pick.int(4)}, () => jsonValue(pick, depth + 1));
    case 6:
      return {toString: 0, valueOf: null, [pick.text(3)]: jsonValue(pick, depth + 1)};
    default:
      return {__proto__: jsonValue(pick, depth + 1), constructor: pick.text(2)};
  }
}

function messagePayload(pick: Picker, token: string): Buffer | string {
  switch (pick.int(9)) {
    case 0:
      return pick.bytes(pick.int(64));
    case 1:
      return JSON.stringify(jsonValue(pick));
    case 2:
      return `{"event":"${pick.one(EVENTS)}","args":${JSON.stringify(jsonValue(pick))}}`;
    case 3:
      return JSON.stringify({event: pick.one(EVENTS), args: [pick.one(ACTIONS)]});
    case 4:
      return JSON.stringify({event: 'set state', args: [pick.one(ACTIONS)]});
    case 5:
      return JSON.stringify({
        event: 'auth',
        args: [pick.chance(0.5) ? token : `${token.slice(0, -2)}${pick.text(2)}`],
      });
    case 6:
      return JSON.stringify({event: 'send command', args: [pick.text(pick.int(30))]}).slice(
        0,
        pick.chance(0.3) ? pick.int(40) : undefined,
      );
    case 7:
      return JSON.stringify({
        [pick.one(['EVENT', 'Event', 'event', 'ARGS'])]: pick.one(EVENTS),
        Args: jsonValue(pick),
      });
    default:
      return 'x'.repeat(pick.one([4000, 4096, 4097, 70_000]));
  }
}

/** One frame, sometimes broken on purpose: bad opcodes, reserved bits, no mask, lying lengths. */
function fuzzFrame(pick: Picker, token: string): Buffer {
  const kind = pick.int(10);
  if (kind === 0) {
    return clientFrame(
      OPCODE.close,
      closePayload(pick.int(65536), pick.chance(0.3) ? pick.bytes(3) : pick.text(pick.int(5))),
    );
  }
  if (kind === 1) {
    return clientFrame(OPCODE.close, pick.bytes(pick.int(3)));
  }
  if (kind === 2) {
    return clientFrame(
      pick.one([OPCODE.ping, OPCODE.pong]),
      pick.bytes(pick.chance(0.2) ? 126 : pick.int(20)),
      {fin: pick.chance(0.9)},
    );
  }
  if (kind === 3) {
    const frame = clientFrame(
      pick.one([0x0, 0x3, 0x7, 0xb, 0xf, OPCODE.text]),
      pick.bytes(pick.int(20)),
      {masked: pick.chance(0.7)},
    );
    frame[0] = ((frame[0] ?? 0) & 0x8f) | (pick.int(8) << 4);
    return frame;
  }
  if (kind === 4) {
    // A header that promises more than follows, or a 64-bit length no one could send.
    const header = Buffer.from([
      0x81, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4,
    ]);
    return pick.chance(0.5)
      ? header
      : Buffer.concat([
          Buffer.from([0x81, 0x80 | 126, 0x10, 0x00, 1, 2, 3, 4]),
          pick.bytes(pick.int(100)),
        ]);
  }
  if (kind === 5) {
    // A fragmented message, its pieces sometimes out of order.
    const payload = Buffer.from(JSON.stringify({event: pick.one(EVENTS), args: [pick.text(4)]}));
    const cut = pick.int(payload.length);
    const first = clientFrame(pick.chance(0.8) ? OPCODE.text : 0x0, payload.subarray(0, cut), {
      fin: false,
    });
    const second = clientFrame(0x0, payload.subarray(cut), {fin: pick.chance(0.8)});
    return pick.chance(0.8) ? Buffer.concat([first, second]) : Buffer.concat([second, first]);
  }
  return clientFrame(pick.chance(0.9) ? OPCODE.text : OPCODE.binary, messagePayload(pick, token));
}

function fuzzTarget(pick: Picker, server: string): string {
  const routes = [
    `/api/client/servers/${server}/websocket`,
    `/api/client/servers/${server.slice(0, 8)}/files/download?file=${pick.text(6)}`,
    `/api/client/servers/${pick.text(6)}/files/upload`,
    `/api/servers/${server}/ws`,
    `/api/servers/${pick.text(8)}/ws`,
    `/download/file?token=${pick.text(10)}`,
    `/upload/file?token=${pick.text(10)}&directory=${pick.text(5)}`,
    // Not /_mock/suspend: a suspended server refuses every websocket, which would end the run's reach.
    `/_mock/${pick.one(['console', 'unsuspend', 'nothing'])}`,
    `/${pick.text(pick.int(20))}`,
  ];
  const path = pick.one(routes);
  switch (pick.int(6)) {
    case 0:
      return `http://${pick.text(4)}:${pick.one(['99999', '0', 'x', '', '-1', '65536'])}${path}`;
    case 1:
      return pick.one([
        '*',
        ':x',
        'http:opaque',
        'a:b',
        '//double/slash',
        'http://[::1]:80/',
        `http://u@h:1${path}`,
      ]);
    case 2:
      return path
        .replace(/\//g, () => (pick.chance(0.2) ? '%2F' : '/'))
        .replace(/e/g, () => (pick.chance(0.3) ? '%65' : 'e'));
    default:
      return path;
  }
}

const header = (name: string, value: string) => `${name}: ${value.replace(/[\r\n]/g, '')}\r\n`;

function fuzzHeaders(pick: Picker, key: string): string {
  let headers = '';
  if (pick.chance(0.6))
    headers += header(
      'Authorization',
      pick.one([`Bearer ${key}`, 'Bearer', `bearer ${key}`, `Bearer ${key} x`, pick.text(10)]),
    );
  if (pick.chance(0.3))
    headers += header('Origin', pick.one(['*', 'null', pick.text(8), 'http://127.0.0.1']));
  if (pick.chance(0.3))
    headers += header(
      'Content-Type',
      pick.one([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary="${pick.text(5)}"`,
        'application/json',
        pick.text(8),
      ]),
    );
  if (pick.chance(0.2))
    headers += header(pick.one(['X-Fuzz', 'Accept', 'Cookie', 'Range']), pick.text(pick.int(40)));
  return headers;
}

function multipartBody(pick: Picker): {contentType: string; body: Buffer} {
  const boundary = pick
    .one(['b', 'x'.repeat(70), '----a b', pick.text(6)])
    .replace(/[\r\n"]/g, 'q');
  const parts: Buffer[] = [];
  for (let index = pick.int(4); index > 0; index -= 1) {
    const name = pick.one(['files', 'file', 'FILES', '']);
    const disposition = pick.chance(0.2)
      ? pick.text(10)
      : `form-data; name="${name}"${pick.chance(0.8) ? `; filename="${pick.text(pick.int(10)).replace(/[\r\n"]/g, '_')}"` : ''}`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition.replace(/[\r\n]/g, '')}\r\n${pick.chance(0.9) ? '\r\n' : ''}`,
      ),
      pick.bytes(pick.int(200)),
      Buffer.from('\r\n'),
    );
  }
  if (pick.chance(0.8)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return {
    contentType: `multipart/form-data; boundary=${pick.chance(0.9) ? boundary : pick.text(4)}`,
    body: pick.chance(0.1) ? body.subarray(0, pick.int(body.length)) : body,
  };
}

let mock: MockProcess;

beforeAll(async () => {
  mock = await startMockProcess([
    '--origin',
    '*',
    '--no-credentials-limit',
    '--interval',
    '250',
    '--check-every',
    '1',
  ]);
});
afterAll(() => mock.stop());

describe('mock-wings under a bounded fuzz run', () => {
  it(`survives up to ${CASES} random and malformed inputs (seed ${SEED}) and still serves`, async () => {
    const {token} = await credentials(mock, mock.server);
    const started = Date.now();
    const counts = {frames: 0, requests: 0, upgrades: 0, uploads: 0};

    const runCase = async (index: number): Promise<void> => {
      // Each case draws from its own stream, so the inputs do not depend on how the parallel
      // cases interleave.
      const pick = new Picker(random(SEED + Math.imul(index, 0x9e3779b1)));
      const kind = index % 4;
      if (kind === 0) {
        counts.frames += 1;
        const frames = Array.from({length: 1 + pick.int(4)}, () => fuzzFrame(pick, token));
        const socket = await openRawSocket(
          mock.port,
          mock.server,
          pick.chance(0.2) ? (frames.shift() ?? Buffer.alloc(0)) : undefined,
        );
        for (const frame of frames) socket.send(frame);
        await Promise.race([socket.closed, new Promise((resolve) => setTimeout(resolve, 40))]);
        socket.socket.destroy();
      } else if (kind === 1) {
        counts.requests += 1;
        const method = pick.one(['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
        const body = pick.chance(0.3) ? pick.bytes(pick.int(300)) : Buffer.alloc(0);
        const head = `${method} ${fuzzTarget(pick, mock.server)} HTTP/1.1\r\nHost: 127.0.0.1\r\n${fuzzHeaders(pick, mock.key)}Content-Length: ${pick.chance(0.9) ? body.length : body.length + 10}\r\nConnection: close\r\n\r\n`;
        await rawExchange(mock.port, Buffer.concat([Buffer.from(head, 'latin1'), body]), 300);
      } else if (kind === 2) {
        counts.upgrades += 1;
        const extra =
          fuzzHeaders(pick, mock.key) +
          (pick.chance(0.3) ? header('Sec-WebSocket-Key', pick.text(8)) : '');
        const request = upgradeRequest(
          mock.server,
          extra,
          pick.chance(0.5) ? fuzzTarget(pick, mock.server) : undefined,
        );
        const mangled = pick.chance(0.2)
          ? request.replace('Sec-WebSocket-Version: 13', `Sec-WebSocket-Version: ${pick.text(2)}`)
          : request;
        await rawExchange(
          mock.port,
          Buffer.concat([
            Buffer.from(mangled, 'latin1'),
            pick.chance(0.3) ? fuzzFrame(pick, token) : Buffer.alloc(0),
          ]),
          150,
        );
      } else {
        counts.uploads += 1;
        const link = await fetch(`${mock.url}/api/client/servers/${mock.server}/files/upload`, {
          headers: {Authorization: `Bearer ${mock.key}`},
        });
        const target = new URL(((await link.json()) as {attributes: {url: string}}).attributes.url);
        const {contentType, body} = multipartBody(pick);
        const directory = pick.chance(0.5) ? `&directory=${encodeURIComponent(pick.text(4))}` : '';
        const head = `POST ${target.pathname}${target.search}${directory} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType.replace(/[\r\n]/g, '')}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
        await rawExchange(mock.port, Buffer.concat([Buffer.from(head, 'utf8'), body]), 300);
      }
    };

    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < CASES && Date.now() - started < BUDGET_MS && mock.alive()) {
        const index = next;
        next += 1;
        // A refused upgrade or a reset socket is an answer; only a dead mock is a failure, and the
        // loop's condition stops the run for it so that the check below reports what it printed.
        await runCase(index).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({length: PARALLEL}, worker));

    console.log(`fuzz: ${next} cases in ${Date.now() - started} ms`, counts);
    expect(mock.alive(), `the mock exited after ${next} cases: ${mock.stderr()}`).toBe(true);
    expect(mock.stderr(), 'no internal error was logged').not.toContain('internal error');
    expect(next, 'the run sent a fair number of cases before its budget ran out').toBeGreaterThan(
      100,
    );
    expect(Object.values(counts).every((count) => count > 0)).toBe(true);

    // Still serving: fresh credentials, and websocket auth on a fresh connection.
    const fresh = await credentials(mock, mock.server);
    const socket = await openRawSocket(mock.port, mock.server);
    socket.sendJson({event: 'auth', args: [fresh.token]});
    await socket.waitForEvent('auth success');
    await socket.waitForEvent('status');
    socket.socket.destroy();
  });
});
