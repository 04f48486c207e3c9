/**
 * Bad input to the published mock-wings.mjs: each case is answered the way the program the mock
 * plays for that route answers it (Wings 1.12.2 for the websocket and the file endpoints, the
 * panel for its routes; the mock's comments name the Go or PHP function), and after each one the
 * mock's process is still running and still serving.
 */
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  clientFrame,
  closePayload,
  credentials,
  OPCODE,
  openRawSocket,
  parseHttp,
  rawExchange,
  startMockProcess,
  upgradeRequest,
  type MockProcess,
  type RawSocket,
} from './support/mockWingsProcess';

let mock: MockProcess;
const sockets: RawSocket[] = [];

// Any Origin, no credentials limit: the cases here are about what follows the handshake. A case
// that ends the process fails in afterEach, and the next case gets a fresh mock.
beforeEach(async () => {
  if (!mock?.alive()) {
    mock = await startMockProcess([
      '--origin',
      '*',
      '--no-credentials-limit',
      '--interval',
      '3600000',
    ]);
  }
});
afterAll(() => mock.stop());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.socket.destroy();
  expect(mock.alive(), `the mock exited: ${mock.stderr()}`).toBe(true);
});

async function socket(firstBytes?: Buffer): Promise<RawSocket> {
  const opened = await openRawSocket(mock.port, mock.server, firstBytes);
  sockets.push(opened);
  return opened;
}

async function authenticated(): Promise<RawSocket> {
  const opened = await socket();
  opened.sendJson({event: 'auth', args: [(await credentials(mock)).token]});
  await opened.waitForEvent('status');
  return opened;
}

const httpGet = async (target: string, headers = ''): Promise<ReturnType<typeof parseHttp>> =>
  parseHttp(
    await rawExchange(
      mock.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    ),
  );

const closeFrame = (frames: RawSocket['frames']) =>
  frames.find((frame) => frame.opcode === OPCODE.close);

describe('websocket frames Wings drops or refuses', () => {
  it('drops a frame whose args hold an object, and keeps the connection', async () => {
    const client = await socket();
    client.sendJson({event: 'x', args: [{toString: 0}]});
    client.sendJson({event: 'send stats'});
    // The second frame is answered (no token yet), the first was not.
    await client.waitForEvent('jwt error');
    expect(client.messages()).toEqual([{event: 'jwt error', args: ['jwt: no jwt present']}]);
  });

  it('drops a command whose args are not strings instead of running it', async () => {
    const client = await authenticated();
    client.sendJson({event: 'send command', args: [123]});
    client.sendJson({event: 'send command', args: ['say after']});
    await client.waitFor((frame) => frame.payload.toString().includes('> say after'));
    expect(
      client
        .messages()
        .filter((message) => message.event === 'console output')
        .map((message) => message.args?.[0]),
    ).toEqual(['> say after']);
  });

  it('drops a frame whose event is not a string', async () => {
    const client = await socket();
    client.sendJson({event: 5});
    client.sendJson(['auth']);
    client.sendJson({});
    // Only the empty object is a message (an empty event, refused for want of a token). The mock
    // answers in order, so once its answer is here the two frames before it had theirs.
    await client.waitForEvent('jwt error');
    expect(client.messages()).toEqual([{event: 'jwt error', args: ['jwt: no jwt present']}]);
  });

  it('reads JSON null as an empty event and field names without regard to case, as Go does', async () => {
    const client = await socket();
    client.send(clientFrame(OPCODE.text, 'null'));
    await client.waitForEvent('jwt error');
    const authed = await authenticated();
    authed.sendJson({EVENT: 'send stats', Args: null});
    await authed.waitForEvent('stats');
  });

  it('answers an unknown power action named like an object property with a daemon error', async () => {
    const client = await authenticated();
    client.sendJson({event: 'set state', args: ['constructor']});
    client.sendJson({event: 'set state', args: ['__proto__']});
    await client.waitFor(
      () => client.messages().filter((message) => message.event === 'daemon error').length === 2,
    );
  });

  it.each([
    ['a code below 1000', 999],
    ['1004, reserved', 1004],
    ['1005, which must not be sent', 1005],
    ['1015, which must not be sent', 1015],
    ['a code above 4999', 5000],
  ])('answers a close frame with %s with 1002, not an echo', async (_name, code) => {
    const client = await socket();
    client.send(clientFrame(OPCODE.close, closePayload(code)));
    await client.closed;
    const frame = closeFrame(client.frames);
    expect(frame?.payload.readUInt16BE(0)).toBe(1002);
    expect(frame?.payload.subarray(2).toString()).toBe(`bad close code ${code}`);
  });

  it('answers a close reason that is not UTF-8 with 1002', async () => {
    const client = await socket();
    client.send(clientFrame(OPCODE.close, closePayload(1000, Buffer.from([0xc3, 0x28]))));
    await client.closed;
    expect(closeFrame(client.frames)?.payload.readUInt16BE(0)).toBe(1002);
  });

  it('echoes a valid close code, and a close without a code with an empty close', async () => {
    const first = await socket();
    first.send(clientFrame(OPCODE.close, closePayload(4000, 'bye')));
    await first.closed;
    expect(closeFrame(first.frames)?.payload).toEqual(closePayload(4000));
    const second = await socket();
    second.send(clientFrame(OPCODE.close, Buffer.alloc(0)));
    await second.closed;
    expect(closeFrame(second.frames)?.payload.length).toBe(0);
  });

  it('frees the place of a client that hangs up without a close frame', async () => {
    // More hang-ups than the socket cap of 30; each must end its connection.
    for (let round = 0; round < 35; round += 1) {
      const client = await openRawSocket(mock.port, mock.server);
      client.socket.end();
      await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 200))]);
      client.socket.destroy();
    }
    await socket();
  });

  it('reads frames sent in the same packet as the handshake', async () => {
    const client = await socket(clientFrame(OPCODE.text, JSON.stringify({event: 'send stats'})));
    await client.waitForEvent('jwt error');
  });
});

describe('HTTP requests with bad targets', () => {
  it("answers the credentials route's server segment with a bad escape as the panel does: 401, then 404", async () => {
    expect((await httpGet('/api/client/servers/%zz/websocket')).status).toBe(401);
    const answer = await httpGet(
      '/api/client/servers/%zz/websocket',
      `Authorization: Bearer ${mock.key}\r\n`,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({errors: [{code: 'NotFoundHttpException'}]});
  });

  it("answers a websocket URL with a bad escape with Go's bare 400, upgrade or not", async () => {
    const upgrade = parseHttp(
      await rawExchange(
        mock.port,
        upgradeRequest(mock.server, 'Origin: x\r\n', '/api/servers/%zz/ws'),
      ),
    );
    expect(upgrade.status).toBe(400);
    expect(upgrade.body).toBe('400 Bad Request');
    const plain = await httpGet('/api/servers/1a7ce997-259b-452e-8b4e-cecc464142c%/ws');
    expect([plain.status, plain.body, plain.headers.get('content-type')]).toEqual([
      400,
      '400 Bad Request',
      'text/plain; charset=utf-8',
    ]);
  });

  it('answers a websocket URL whose escapes are not UTF-8 as an unknown server', async () => {
    const answer = parseHttp(
      await rawExchange(
        mock.port,
        upgradeRequest(mock.server, 'Origin: x\r\n', '/api/servers/%ff%fe/ws'),
      ),
    );
    expect(answer.status).toBe(404);
  });

  it('routes an absolute-form target by its path, whatever its port number, and refuses a port that is not digits', async () => {
    expect((await httpGet('http://a:99999/')).status).toBe(404);
    expect(
      (
        await httpGet(
          `http://a:99999/api/client/servers/1a7ce997/websocket`,
          `Authorization: Bearer ${mock.key}\r\n`,
        )
      ).status,
    ).toBe(200);
    expect((await httpGet('http://a:port/')).body).toBe('400 Bad Request');
    expect((await httpGet(':nothing')).status).toBe(400);
  });
});

describe('file names and queries', () => {
  const upload = async (name: string, content: string, query = ''): Promise<number> => {
    const link = await fetch(`${mock.url}/api/client/servers/1a7ce997/files/upload`, {
      headers: {Authorization: `Bearer ${mock.key}`},
    });
    const {url} = ((await link.json()) as {attributes: {url: string}}).attributes;
    const form = new FormData();
    form.append('files', new Blob([content]), name);
    return (await fetch(`${url}${query}`, {method: 'POST', body: form})).status;
  };
  const download = async (file: string): Promise<Response> => {
    const link = await fetch(
      `${mock.url}/api/client/servers/1a7ce997/files/download?file=${encodeURIComponent(file)}`,
      {headers: {Authorization: `Bearer ${mock.key}`}},
    );
    expect(link.status).toBe(200);
    return fetch(((await link.json()) as {attributes: {url: string}}).attributes.url);
  };

  it('signs a download link for a file whose name holds "%" and serves the file', async () => {
    expect(await upload('100%.txt', 'percent')).toBe(200);
    const answer = await download('100%.txt');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('percent');
  });

  it('names any file in Content-Disposition as Go quotes it, in UTF-8', async () => {
    const name = 'caf\u00e9 \u20ac\u007f.txt';
    expect(await upload(name, 'euro')).toBe(200);
    const link = await fetch(
      `${mock.url}/api/client/servers/1a7ce997/files/download?file=${encodeURIComponent(name)}`,
      {headers: {Authorization: `Bearer ${mock.key}`}},
    );
    const target = new URL(((await link.json()) as {attributes: {url: string}}).attributes.url);
    // Read raw: the header's bytes are UTF-8, which fetch would not hand back as they are.
    const raw = await rawExchange(
      mock.port,
      `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    const answer = parseHttp(raw);
    expect(answer.status).toBe(200);
    expect(
      Buffer.from(answer.headers.get('content-disposition') ?? '', 'latin1').toString('utf8'),
    ).toBe('attachment; filename="caf\u00e9 \u20ac\\x7f.txt"');
  });

  it('skips an upload directory with a bad escape, as Go skips the query pair', async () => {
    expect(await upload('skipped-dir.txt', 'root', '&directory=%zz')).toBe(200);
    expect((await download('skipped-dir.txt')).status).toBe(200);
  });

  it('survives an upload whose body is cut off', async () => {
    const link = await fetch(`${mock.url}/api/client/servers/1a7ce997/files/upload`, {
      headers: {Authorization: `Bearer ${mock.key}`},
    });
    const target = new URL(((await link.json()) as {attributes: {url: string}}).attributes.url);
    await rawExchange(
      mock.port,
      `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n`,
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await httpGet('/nothing')).status).toBe(404);
  });
});
