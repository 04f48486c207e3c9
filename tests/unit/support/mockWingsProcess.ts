/**
 * The published mock-wings.mjs run as a reader runs it, `node mock-wings.mjs`, in its own process,
 * so that a request that would end it shows as an exit; and raw sockets to talk to it, because the
 * cases under test are the ones a well-behaved client library never sends.
 */
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {connect, type Socket} from 'node:net';
import path from 'node:path';

export const mockFile = path.resolve(__dirname, '../../../static/downloads/mock-wings.mjs');

export interface MockProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  port: number;
  server: string;
  key: string;
  stderr: () => string;
  /** True while the process runs. */
  alive: () => boolean;
  stop: () => void;
}

export function startMockProcess(args: readonly string[] = []): Promise<MockProcess> {
  const child = spawn(process.execPath, [mockFile, '--port', '0', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock-wings did not start: ${stderr}`)),
      10_000,
    );
    child.once('exit', (code) => reject(new Error(`mock-wings exited with ${code}: ${stderr}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /listening on (\S+) \(server (\S+), API key (\S+),/.exec(stdout);
      if (!line) return;
      clearTimeout(timer);
      const url = line[1] ?? '';
      resolve({
        child,
        url,
        port: Number(new URL(url).port),
        server: '',
        key: line[3] ?? '',
        stderr: () => stderr,
        alive: () => child.exitCode === null && child.signalCode === null,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGKILL');
        },
      });
    });
  }).then(async (mock) => {
    const started = mock as MockProcess;
    // The printed line names the short id; the credentials answer names the whole UUID.
    const socket = (await credentials(started)).socket;
    started.server = /\/api\/servers\/([^/]+)\/ws$/.exec(socket)?.[1] ?? '';
    return started;
  });
}

export async function credentials(
  mock: Pick<MockProcess, 'url' | 'key'>,
  server?: string,
): Promise<{token: string; socket: string}> {
  const id = server ?? '1a7ce997';
  const response = await fetch(`${mock.url}/api/client/servers/${id}/websocket`, {
    headers: {Authorization: `Bearer ${mock.key}`},
  });
  if (response.status !== 200) throw new Error(`credentials answered ${response.status}`);
  return ((await response.json()) as {data: {token: string; socket: string}}).data;
}

/** Sends raw bytes and collects everything until the peer closes or `waitMs` passes. */
export function rawExchange(port: number, bytes: string | Buffer, waitMs = 1500): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** The status line and headers of a raw HTTP answer, and its body (de-chunked). */
export function parseHttp(raw: Buffer): {
  status: number;
  headers: Map<string, string>;
  body: string;
} {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  let body = split < 0 ? '' : text.slice(split + 4);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(
    lines.map(
      (line) =>
        [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ] as [string, string],
    ),
  );
  if (headers.get('transfer-encoding') === 'chunked') {
    let rest = body;
    body = '';
    for (;;) {
      const end = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, end), 16);
      if (!size) break;
      body += rest.slice(end + 2, end + 2 + size);
      rest = rest.slice(end + 2 + size + 2);
    }
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(body, 'latin1').toString('utf8'),
  };
}

export const OPCODE = {text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa} as const;

/** One client frame: masked, final unless told otherwise. */
export function clientFrame(
  opcode: number,
  payload: Buffer | string,
  options: {fin?: boolean; masked?: boolean} = {},
): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const masked = options.masked ?? true;
  const first = ((options.fin ?? true) ? 0x80 : 0) | opcode;
  let header: Buffer;
  if (data.length < 126) {
    header = Buffer.from([first, (masked ? 0x80 : 0) | data.length]);
  } else if (data.length < 65536) {
    header = Buffer.from([first, (masked ? 0x80 : 0) | 126, data.length >> 8, data.length & 0xff]);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(BigInt(data.length), 2);
  }
  if (!masked) return Buffer.concat([header, data]);
  const mask = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  return Buffer.concat([
    header,
    mask,
    Buffer.from(data.map((byte, index) => byte ^ (mask[index % 4] ?? 0))),
  ]);
}

export const closePayload = (code: number, reason: Buffer | string = ''): Buffer => {
  const text = typeof reason === 'string' ? Buffer.from(reason) : reason;
  const payload = Buffer.alloc(2 + text.length);
  payload.writeUInt16BE(code, 0);
  text.copy(payload, 2);
  return payload;
};

export function upgradeRequest(
  server: string,
  extraHeaders = 'Origin: http://anywhere.example\r\n',
  target?: string,
): string {
  return (
    `GET ${target ?? `/api/servers/${server}/ws`} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extraHeaders}\r\n`
  );
}

export interface ServerFrame {
  opcode: number;
  payload: Buffer;
}

export interface RawSocket {
  socket: Socket;
  /** Every frame the mock sent, in order. */
  frames: ServerFrame[];
  /** The JSON messages among them. */
  messages: () => {event: string; args?: string[]}[];
  send: (bytes: Buffer) => void;
  sendJson: (value: unknown) => void;
  /** Resolves with the frame once one matches; rejects after `timeoutMs`. */
  waitFor: (match: (frame: ServerFrame) => boolean, timeoutMs?: number) => Promise<ServerFrame>;
  waitForEvent: (event: string, timeoutMs?: number) => Promise<{event: string; args?: string[]}>;
  closed: Promise<void>;
}

/** Opens a websocket by hand; `firstBytes` go out in the same write as the handshake. */
export function openRawSocket(
  port: number,
  server: string,
  firstBytes: Buffer = Buffer.alloc(0),
): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(Buffer.concat([Buffer.from(upgradeRequest(server)), firstBytes])),
    );
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) {
          reject(new Error(`no upgrade: ${head}`));
          return;
        }
        upgraded = true;
        buffer = buffer.subarray(end + 4);
        resolve(raw);
      }
      while (buffer.length >= 2) {
        let length = (buffer[1] ?? 0) & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffer.length < 4) return;
          length = buffer.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (buffer.length < 10) return;
          length = Number(buffer.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffer.length < offset + length) return;
        frames.push({
          opcode: (buffer[0] ?? 0) & 0x0f,
          payload: Buffer.from(buffer.subarray(offset, offset + length)),
        });
        buffer = buffer.subarray(offset + length);
        for (const waiter of waiters) waiter();
      }
    });
    const messages = () =>
      frames
        .filter((frame) => frame.opcode === OPCODE.text)
        .map((frame) => JSON.parse(frame.payload.toString()) as {event: string; args?: string[]});
    const waitFor = (match: (frame: ServerFrame) => boolean, timeoutMs = 3000) =>
      new Promise<ServerFrame>((found, fail) => {
        const check = () => {
          const frame = frames.find(match);
          if (frame) {
            waiters.delete(check);
            clearTimeout(timer);
            found(frame);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(
            new Error(
              `no such frame in ${JSON.stringify(frames.map((frame) => [frame.opcode, frame.payload.toString()]))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    const raw: RawSocket = {
      socket,
      frames,
      messages,
      send: (bytes) => socket.write(bytes),
      sendJson: (value) => socket.write(clientFrame(OPCODE.text, JSON.stringify(value))),
      waitFor,
      waitForEvent: async (event, timeoutMs) => {
        const frame = await waitFor(
          (candidate) =>
            candidate.opcode === OPCODE.text &&
            (JSON.parse(candidate.payload.toString()) as {event: string}).event === event,
          timeoutMs,
        );
        return JSON.parse(frame.payload.toString()) as {event: string; args?: string[]};
      },
      closed,
    };
    setTimeout(() => reject(new Error('no upgrade within 5 s')), 5000);
  });
}
