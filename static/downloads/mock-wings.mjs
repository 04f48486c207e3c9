#!/usr/bin/env node
// @ts-check
// mock-wings.mjs: a local stand-in for a Pterodactyl server's console websocket, for testing
// integrations without a panel or a node. One file, no dependencies, Node.js 20 or later:
//
//   node mock-wings.mjs --port 8080
//
// It plays two parts on one port:
//   - the panel's credentials route, GET /api/client/servers/{server}/websocket, which answers
//     {"data":{"token","socket"}} with a token it signed itself and a socket URL pointing at itself;
//   - Wings' server websocket, GET /api/servers/{uuid}/ws, following the protocol of Wings 1.12.2
//     as the documentation site's WebSocket page describes it;
//   - the panel's two signed file links, GET /api/client/servers/{server}/files/upload and
//     /files/download, and the Wings endpoints they point at, POST /upload/file and
//     GET /download/file, over a small in-memory file system.
// Run it with --help for every option and for what it leaves out.

import {isUtf8} from 'node:buffer';
import {createHash, createHmac, randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import {realpathSync} from 'node:fs';
import {createServer, STATUS_CODES} from 'node:http';
import {Socket} from 'node:net';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

// What the mock imitates, from the fact tables of Wings 1.12.2 (reference/releases/wings/1.12.2.json
// in the documentation's repository) and of panel 1.15.0. A unit test there compares
// these numbers with the tables.
export const WINGS = Object.freeze({
  release: '1.12.2',
  // Messages longer than this end the connection with close code 1009.
  readLimitBytes: 4096,
  socketsPerServer: 30,
  tooManySocketsStatus: 400,
  // One budget for every message on a connection, then one per event kind.
  connectionRate: Object.freeze({burst: 10, everyMs: 200}),
  eventRates: Object.freeze([
    Object.freeze({events: Object.freeze(['auth', 'send logs']), burst: 2, everyMs: 5000}),
    Object.freeze({events: Object.freeze(['send command']), burst: 10, everyMs: 1000}),
    Object.freeze({events: 'default', burst: 4, everyMs: 1000}),
  ]),
  expiryCheckIntervalSeconds: 30,
  expiringNoticeSeconds: 60,
  suspendedClose: Object.freeze({code: 4409, reason: 'server is suspended'}),
  connectPermission: 'websocket.connect',
  requiredScope: 'websocket',
  // `websocket_log_count`, the default of Wings' configuration.
  logCount: 150,
  // `api.upload_limit` (MB), the default of Wings' configuration; the node's "upload_size".
  uploadLimitMb: 100,
  // A signed file link works once: Wings remembers its unique_id this long.
  usedLinkMemoryMinutes: 60,
  fileUploadScope: 'file-upload',
  fileDownloadScope: 'file-download',
});

export const PANEL = Object.freeze({
  tokenLifetimeSeconds: 600,
  // Panel 1.12.0 and later: credentials per server per minute, shared by all of its users.
  credentialsPerMinute: 5,
  // `nbf` is set this far before the issue time.
  notBeforeSeconds: 300,
  // Signed upload and download links expire after 15 minutes.
  fileLinkLifetimeSeconds: 900,
  uploadPermission: 'file.create',
  downloadPermission: 'file.read-content',
});

const HELP = `Usage: node mock-wings.mjs [options]

A local stand-in for a server's console websocket (Wings ${WINGS.release}) and for the panel route
that hands out its credentials. Point a client at the URL it prints, with the API key it prints.

Options:
  --port N              Port to listen on (default 8080; 0 picks a free one).
  --host ADDRESS        Address to listen on (default 127.0.0.1).
  --server UUID         The one server the mock knows (default ${'1a7ce997-259b-452e-8b4e-cecc464142ca'}).
                        The credentials route accepts the UUID or its first 8 characters.
  --key KEY             The API key the credentials route requires as "Authorization: Bearer KEY"
                        (default ptlc_mockwings00000000000000000000000000000000).
  --origin ORIGIN       The Origin the websocket accepts; "*" accepts any (default: the mock's own
                        URL, which plays the panel URL).
  --permissions LIST    Comma-separated permissions put in each token (default "*", the owner's).
  --state STATE         Power state at start: running or offline (default running).
  --token-ttl SECONDS   Lifetime of each token (default ${PANEL.tokenLifetimeSeconds}, the panel's).
  --check-every SECONDS How often a connection's token is checked for expiry (default
                        ${WINGS.expiryCheckIntervalSeconds}, Wings').
  --expiring-within SECONDS
                        Send "token expiring" when this many seconds or fewer are left (default
                        ${WINGS.expiringNoticeSeconds}, Wings').
  --interval MS         How often a running server prints a console line and sends stats
                        (default 2000).
  --no-credentials-limit
                        Do not answer 429 after ${PANEL.credentialsPerMinute} credentials a minute.
  --no-token-scope      Sign tokens without a "scope" claim, as panels before 1.12.3 do; Wings
                        ${WINGS.release} refuses them with "jwt: missing connect permission".
  --suspended           Start with the server suspended.
  --verbose             Log every message in and out on stderr.
  --help                Show this text.

Controls (plain HTTP on the same port, only in the mock):
  POST /_mock/suspend    Suspend the server: open websockets are dropped without a close frame, new
                         ones are closed with ${WINGS.suspendedClose.code}, and the credentials route answers 409.
  POST /_mock/unsuspend  Undo it.
  POST /_mock/console    Print the request body, one console line per line of text.
  POST /_mock/deauthorize
                         What Wings does when the panel revokes the user's access: tokens issued
                         before now are refused ("denylist") and open websockets are dropped.
  POST /_mock/delete     Delete the server: "deleted" to every authenticated websocket, which is
                         then dropped; afterwards the websocket answers 404, the panel routes 404.
  POST /_mock/expire-tokens?left=SECONDS
                         Treat the token of every open websocket as having SECONDS left (default
                         0) and run Wings' expiry check at once: "token expiring" within
                         ${WINGS.expiringNoticeSeconds} s, and for an expired token the "jwt error" Wings sends in
                         place of every event. A token sent in a later "auth" has its own lifetime.
  POST /_mock/credentials-used?count=N&seconds-ago=S
                         Count N credentials as handed out S seconds ago (by other users of the
                         server, who share its limit of ${PANEL.credentialsPerMinute} a minute).
  POST /_mock/refuse-upgrades?status=CODE&count=N&retry-after=SECONDS
                         Answer the next N websocket upgrades (default 1) with HTTP CODE (400 to
                         599, default 502) instead of upgrading, as a reverse proxy in front of
                         Wings answers while Wings restarts, with a Retry-After header of SECONDS
                         when given. Not something Wings itself does.
  GET  /_mock/observed   What the mock has seen so far, as JSON: each credentials request (status,
                         Retry-After, time), each websocket upgrade (status, Origin, Retry-After,
                         time; those refuse-upgrades refused included), the token each accepted
                         "auth" carried (numbered in the order they were issued), each
                         "throttled" sent, each "send command" received.
  GET  /_mock/imitates   The numbers the mock imitates (Wings' and the panel's limits), as JSON.

Files: GET /api/client/servers/{server}/files/upload and /files/download?file=PATH answer signed
links (${PANEL.fileLinkLifetimeSeconds / 60} minutes, usable once) to POST /upload/file?token=…&directory=DIR
(multipart/form-data, field "files", up to ${WINGS.uploadLimitMb} MB a file) and GET /download/file?token=….
The files live in memory and are gone when the mock stops.

What it imitates: the Origin check (403), an unknown server (404), the socket cap (400), "auth"
and token renewal on the same connection, "jwt error" texts, permission checks on "set state" and
"send command", "send logs", "send stats", "token expiring", expired tokens, the per-connection
rate limits and "throttled", the read limit (close 1009), close code ${WINGS.suspendedClose.code}, and (through the
controls) a revoked access, a deleted server, tokens running out and a proxy refusing upgrades.

Bad input is answered as Wings or the panel answers it, and never stops the mock: a frame Wings
cannot read as {"event": text, "args": [text, ...]} is dropped without an answer (so args such as
[123] run nothing); a close code outside the valid range gets close code 1002; a request target Go
cannot parse (a bad %-escape in a Wings URL) gets a bare 400; a bad %-escape in a panel route is
kept as it is, as the panel does, so the server is not found (404).

What it simplifies or leaves out: the console and statistics are made up; a command is written
back to the console as "> COMMAND" (a real server's answer depends on the game); power actions
move through their states on timers; events are handled in order (Wings may answer out of order);
no permessage-deflate compression, no TLS, one server, one user, no installs, backups or
transfers; the file system is flat memory without the egg's denylist or a disk
limit; the panel's other routes and its API-wide rate limit are absent.
`;

// ---------------------------------------------------------------------------------------------
// Options

const DEFAULT_SERVER = '1a7ce997-259b-452e-8b4e-cecc464142ca';
const DEFAULT_KEY = 'ptlc_mockwings00000000000000000000000000000000';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class OptionError extends Error {}

/**
 * @typedef {object} MockOptions
 * @property {number} port
 * @property {string} host
 * @property {string} server
 * @property {string} key
 * @property {string | undefined} origin
 * @property {string[]} permissions
 * @property {string} state
 * @property {number} tokenTtl
 * @property {number} checkEvery
 * @property {number} expiringWithin
 * @property {number} interval
 * @property {boolean} credentialsLimit
 * @property {boolean} tokenScope
 * @property {boolean} suspended
 * @property {boolean} verbose
 */

/**
 * The claims of a token the mock signed. Only the mock's own tokens verify, but their claims are
 * read as the untrusted JSON they are.
 * @typedef {Record<string, unknown>} Claims
 */

/**
 * @param {string} name
 * @param {string | undefined} text
 * @param {number} min
 * @param {number} max
 */
function whole(name, text, min, max) {
  if (!/^\d+$/.test(text ?? '') || Number(text) < min || Number(text) > max) {
    throw new OptionError(`--${name} takes a whole number from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

/**
 * @param {string[]} argv
 * @returns {({help: true} & Partial<MockOptions>) | ({help: false} & MockOptions)}
 */
export function readOptions(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: {type: 'string', default: '8080'},
        host: {type: 'string', default: '127.0.0.1'},
        server: {type: 'string', default: DEFAULT_SERVER},
        key: {type: 'string', default: DEFAULT_KEY},
        origin: {type: 'string'},
        permissions: {type: 'string', default: '*'},
        state: {type: 'string', default: 'running'},
        'token-ttl': {type: 'string', default: String(PANEL.tokenLifetimeSeconds)},
        'check-every': {type: 'string', default: String(WINGS.expiryCheckIntervalSeconds)},
        'expiring-within': {type: 'string', default: String(WINGS.expiringNoticeSeconds)},
        interval: {type: 'string', default: '2000'},
        'no-credentials-limit': {type: 'boolean', default: false},
        'no-token-scope': {type: 'boolean', default: false},
        suspended: {type: 'boolean', default: false},
        verbose: {type: 'boolean', default: false},
        help: {type: 'boolean', default: false},
      },
    });
  } catch (error) {
    throw new OptionError(error instanceof Error ? error.message : String(error));
  }
  const values = parsed.values;
  if (values.help) {
    return {help: true};
  }
  const server = values.server.toLowerCase();
  if (!UUID_PATTERN.test(server)) {
    throw new OptionError(
      `--server takes a server UUID such as ${DEFAULT_SERVER}, got "${values.server}"`,
    );
  }
  if (!/^\S+$/.test(values.key)) {
    throw new OptionError('--key takes a key without spaces');
  }
  if (values.state !== 'running' && values.state !== 'offline') {
    throw new OptionError(`--state takes running or offline, got "${values.state}"`);
  }
  if (
    values.origin !== undefined &&
    values.origin !== '*' &&
    !/^https?:\/\/[^/\s]+$/.test(values.origin)
  ) {
    throw new OptionError(
      `--origin takes "*" or an origin such as https://panel.example.com (no path), got "${values.origin}"`,
    );
  }
  const permissions = values.permissions
    .split(',')
    .map((permission) => permission.trim())
    .filter(Boolean);
  if (permissions.length === 0) {
    throw new OptionError(
      '--permissions needs at least one permission, such as "*" or "websocket.connect"',
    );
  }
  return {
    help: false,
    port: whole('port', values.port, 0, 65535),
    host: values.host,
    server,
    key: values.key,
    origin: values.origin,
    permissions,
    state: values.state,
    tokenTtl: whole('token-ttl', values['token-ttl'], 1, 86_400),
    checkEvery: whole('check-every', values['check-every'], 1, 3600),
    expiringWithin: whole('expiring-within', values['expiring-within'], 0, 86_400),
    interval: whole('interval', values.interval, 100, 3_600_000),
    credentialsLimit: !values['no-credentials-limit'],
    tokenScope: !values['no-token-scope'],
    suspended: values.suspended,
    verbose: values.verbose,
  };
}

// ---------------------------------------------------------------------------------------------
// Tokens: HS256 JWTs signed with a secret made for this run.

/** @param {unknown} value */
const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * @param {Buffer} secret
 * @param {object} header
 * @param {Claims} claims
 */
function signToken(secret, header, claims) {
  const signed = `${base64url(header)}.${base64url(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

// Like Wings' JWT library: a token that is not three parts or whose signature does not verify is
// an error Wings does not count as a token error, so it is answered with "daemon error".
/**
 * @param {Buffer} secret
 * @param {string} token
 * @returns {{error: 'malformed' | 'signature', claims?: undefined} | {error?: undefined, claims: Claims}}
 */
function verifyToken(secret, token) {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {error: 'malformed'};
  }
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {error: 'signature'};
  }
  try {
    /** @type {unknown} */
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? {claims: /** @type {Claims} */ (claims)}
      : {error: 'malformed'};
  } catch {
    return {error: 'malformed'};
  }
}

const JWT = {
  notPresent: 'jwt: no jwt present',
  noConnect: 'jwt: missing connect permission',
  uuidMismatch: 'jwt: server uuid mismatch',
  denylisted: 'jwt: created too far in past (denylist)',
  expired: 'jwt: exp claim is invalid',
};

/** @param {Claims | null} claims @param {string} permission */
const hasPermission = (claims, permission) =>
  claims !== null &&
  Array.isArray(claims.permissions) &&
  claims.permissions.some(
    (/** @type {unknown} */ held) =>
      held === permission || (held === '*' && !permission.startsWith('admin')),
  );

/** @param {Claims} claims @param {string} scope */
const hasScope = (claims, scope) =>
  typeof claims.scope === 'string' && claims.scope.split(' ').includes(scope);

// ---------------------------------------------------------------------------------------------
// Reading what clients send. The mock plays two programs, and each reads bad input its own way:
// the panel (PHP) decodes leniently, Wings (Go) refuses. None of these functions throws.

const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;

/**
 * Percent-decodes `text`. Strict (Go's url.PathUnescape and url.QueryUnescape): a "%" without two
 * hex digits makes it null. Lenient (PHP's rawurldecode, which the panel applies to paths through
 * its router and to the download link's `file`): such a "%" stays as it is.
 * @param {string} text
 * @param {{strict: boolean, plusIsSpace?: boolean}} how
 * @returns {string | null}
 */
export function percentDecode(text, {strict, plusIsSpace = false}) {
  if (strict && BAD_ESCAPE.test(text)) {
    return null;
  }
  const spaced = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  return spaced.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
  );
}

/**
 * The parts of an HTTP request target, split as Go's url.ParseRequestURI splits it when Wings'
 * HTTP server reads the request line (Go's net/http/request.go, readRequest): origin form ("/path?query"),
 * absolute form ("http://host:port/path", routed by its path alone; a port is only checked for
 * being digits, so "http://a:99999/" reaches the route "/"), or "*". Null where Go refuses the
 * request line, which net/http/server.go's (*conn).serve answers with a bare 400 before any route
 * runs.
 * @param {string} target
 * @returns {{rawPath: string, query: string} | null}
 */
export function splitTarget(target) {
  if (target === '*') {
    return {rawPath: '*', query: ''};
  }
  const queryAt = target.indexOf('?');
  let rest = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
  if (rest.startsWith(':')) {
    return null;
  }
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.exec(rest);
  if (!scheme) {
    return rest.startsWith('/') ? {rawPath: rest, query} : null;
  }
  rest = rest.slice(scheme[0].length);
  if (!rest.startsWith('//')) {
    // "scheme:opaque" has no path at all; "scheme:/path" has one.
    return {rawPath: rest.startsWith('/') ? rest : '', query};
  }
  const slash = rest.indexOf('/', 2);
  const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash);
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const port = host.startsWith('[')
    ? host.slice(host.indexOf(']') + 1)
    : host.includes(':')
      ? host.slice(host.lastIndexOf(':'))
      : '';
  if ((port !== '' && !/^:\d*$/.test(port)) || BAD_ESCAPE.test(authority)) {
    return null;
  }
  return {rawPath: slash < 0 ? '' : rest.slice(slash), query};
}

/**
 * A query string as Wings reads it (gin's c.Query, Go's net/url/url.go ParseQuery): the first value of each
 * name, "+" as a space; a pair with a bad escape or a ";" is skipped, not refused.
 * @param {string} query
 * @returns {Map<string, string>}
 */
export function goQuery(query) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const pair of query.split('&')) {
    if (pair === '' || pair.includes(';')) {
      continue;
    }
    const equals = pair.indexOf('=');
    const name = percentDecode(equals < 0 ? pair : pair.slice(0, equals), {
      strict: true,
      plusIsSpace: true,
    });
    const value = percentDecode(equals < 0 ? '' : pair.slice(equals + 1), {
      strict: true,
      plusIsSpace: true,
    });
    if (name !== null && value !== null && !values.has(name)) {
      values.set(name, value);
    }
  }
  return values;
}

/**
 * A websocket message as Wings reads it: Go's json.Unmarshal into its Message type
 * (router/websocket/message.go, `Event string`, `Args []string`), field names matched without
 * regard to case. Null when Unmarshal fails, which makes getServerWebsocket
 * (router/router_server_ws.go) drop the frame without an answer: text that is not JSON, JSON that
 * is not an object, an `event` that is not a string, `args` that are not an array of strings (so
 * `[123]` and `[{...}]` are dropped). JSON `null`, an `event` of null and null elements of `args`
 * leave Go's zero values, so they are not errors: `null` is handled as the event "".
 * @param {string} text
 * @returns {{event: string, args: string[]} | null}
 */
export function readMessage(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null) {
    return {event: '', args: []};
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return null;
  }
  let event = '';
  /** @type {string[]} */
  let args = [];
  for (const [key, field] of Object.entries(value)) {
    const name = key.toLowerCase();
    if (name === 'event') {
      if (typeof field === 'string') {
        event = field;
      } else if (field !== null) {
        return null;
      }
    } else if (name === 'args') {
      if (field === null) {
        args = [];
      } else if (
        Array.isArray(field) &&
        field.every((arg) => arg === null || typeof arg === 'string')
      ) {
        args = field.map((arg) => arg ?? '');
      } else {
        return null;
      }
    }
  }
  return {event, args};
}

/**
 * Close codes a peer may send, as gorilla/websocket (v1.5.3, Wings' websocket library) checks them
 * in conn.go, isValidReceivedCloseCode: the registered codes that may appear on the wire, and 3000-4999.
 * @param {number} code
 */
export const isValidReceivedCloseCode = (code) =>
  [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013].includes(code) ||
  (code >= 3000 && code <= 4999);

/**
 * A file name as Go's strconv.Quote writes it into Wings' Content-Disposition header
 * (router/router_download.go, getDownloadFile): quotes and backslashes escaped, printable
 * characters kept, everything else as \a \b \f \n \r \t \v, \xNN, \uNNNN or \UNNNNNNNN.
 * @param {string} text
 */
export function goQuote(text) {
  const named = new Map([
    ['\x07', '\\a'],
    ['\b', '\\b'],
    ['\f', '\\f'],
    ['\n', '\\n'],
    ['\r', '\\r'],
    ['\t', '\\t'],
    ['\v', '\\v'],
  ]);
  const quoted = [...text].map((char) => {
    if (char === '"' || char === '\\') return `\\${char}`;
    const escape = named.get(char);
    if (escape) return escape;
    if (char === ' ' || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char)) return char;
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) return `\\x${code.toString(16).padStart(2, '0')}`;
    return code < 0x10000
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : `\\U${code.toString(16).padStart(8, '0')}`;
  });
  return `"${quoted.join('')}"`;
}

// ---------------------------------------------------------------------------------------------
// Rate limits: token buckets that start full, as Wings' limiters do.

class Bucket {
  /** @param {number} burst @param {number} everyMs */
  constructor(burst, everyMs) {
    this.burst = burst;
    this.everyMs = everyMs;
    this.tokens = burst;
    this.at = Date.now();
  }

  allow() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) / this.everyMs);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }
}

/**
 * @param {string} event
 * @returns {{events: readonly string[] | 'default', burst: number, everyMs: number}}
 */
function rateFor(event) {
  const rates =
    /** @type {readonly {events: readonly string[] | 'default', burst: number, everyMs: number}[]} */ (
      WINGS.eventRates
    );
  const own = rates.find((rate) => Array.isArray(rate.events) && rate.events.includes(event));
  return (
    own ??
    rates.find((rate) => rate.events === 'default') ?? {events: 'default', burst: 4, everyMs: 1000}
  );
}

// ---------------------------------------------------------------------------------------------
// WebSocket framing (RFC 6455), server side: unmasked frames out, masked frames in.

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP = {continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa};

/** @param {number} opcode @param {Buffer} payload */
function frame(opcode, payload) {
  const length = payload.length;
  let header;
  if (length < 126) {
    header = Buffer.from([0x80 | opcode, length]);
  } else if (length < 65536) {
    header = Buffer.alloc(4);
    header.writeUInt16BE(length, 2);
    header[1] = 126;
  } else {
    header = Buffer.alloc(10);
    header.writeBigUInt64BE(BigInt(length), 2);
    header[1] = 127;
  }
  header[0] = 0x80 | opcode;
  return Buffer.concat([header, payload]);
}

/** @param {number} code */
function closePayload(code, reason = '') {
  const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
  payload.writeUInt16BE(code, 0);
  payload.write(reason, 2);
  return payload;
}

/**
 * What a FrameReader reports to.
 * @typedef {object} FrameSink
 * @property {boolean} closing
 * @property {(bytes: Buffer) => void} write
 * @property {(isText: boolean, payload: Buffer) => void} onMessage
 * @property {(code: number) => void} onPeerClose
 * @property {(code: number, reason: string) => void} fail
 */

/**
 * Reads frames from a socket and reassembles messages. Calls `onMessage(isText, payload)` for
 * each whole message and `onClose(code)` once when the peer closes; answers pings itself and
 * closes with a code when the peer breaks the protocol or the read limit.
 */
class FrameReader {
  /** @param {FrameSink} connection */
  constructor(connection) {
    this.connection = connection;
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    /** @type {{isText: boolean, parts: Buffer[]} | null} */
    this.fragments = null;
    this.messageLength = 0;
  }

  /** @param {Buffer} chunk */
  push(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (!this.connection.closing && this.next()) {
      // Each call to next() consumes one whole frame.
    }
  }

  next() {
    const data = this.buffer;
    if (data.length < 2) {
      return false;
    }
    const first = data[0] ?? 0;
    const second = data[1] ?? 0;
    const fin = (first & 0x80) !== 0;
    const reserved = first & 0x70;
    const opcode = first & 0x0f;
    const masked = (second & 0x80) !== 0;
    let length = second & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (data.length < 4) {
        return false;
      }
      length = data.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (data.length < 10) {
        return false;
      }
      const long = data.readBigUInt64BE(2);
      length = long > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(long);
      offset = 10;
    }
    const isControl = opcode >= 0x8;
    // No extension is negotiated, clients must mask, and control frames are short and whole.
    if (
      reserved !== 0 ||
      !masked ||
      ![0x0, 0x1, 0x2, 0x8, 0x9, 0xa].includes(opcode) ||
      (isControl && (!fin || length > 125))
    ) {
      this.connection.fail(1002, 'protocol error');
      return false;
    }
    if (!isControl) {
      if (opcode === OP.continuation ? this.fragments === null : this.fragments !== null) {
        this.connection.fail(1002, 'protocol error');
        return false;
      }
      // The read limit counts the whole message, as its frames arrive: checked on each frame's
      // header, before the payload is buffered.
      const total = (opcode === OP.continuation ? this.messageLength : 0) + length;
      if (total > WINGS.readLimitBytes) {
        this.connection.fail(1009, '');
        return false;
      }
    }
    if (data.length < offset + 4 + length) {
      return false;
    }
    const mask = data.subarray(offset, offset + 4);
    const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
    for (let index = 0; index < payload.length; index += 1) {
      payload[index] = (payload[index] ?? 0) ^ (mask[index % 4] ?? 0);
    }
    this.buffer = data.subarray(offset + 4 + length);

    if (opcode === OP.ping) {
      this.connection.write(frame(OP.pong, payload));
    } else if (opcode === OP.close) {
      // gorilla/websocket's conn.go, advanceFrame: a code outside the valid range, or a reason that is not
      // UTF-8, is a protocol error answered with 1002; otherwise the close is echoed.
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
      if (payload.length >= 2 && !isValidReceivedCloseCode(code)) {
        this.connection.fail(1002, `bad close code ${code}`);
      } else if (payload.length >= 2 && !isUtf8(payload.subarray(2))) {
        this.connection.fail(1002, 'invalid utf8 payload in close frame');
      } else {
        this.connection.onPeerClose(code);
      }
    } else if (opcode === OP.text || opcode === OP.binary) {
      this.messageLength = length;
      if (fin) {
        this.connection.onMessage(opcode === OP.text, payload);
      } else {
        this.fragments = {isText: opcode === OP.text, parts: [payload]};
      }
    } else if (opcode === OP.continuation && this.fragments) {
      this.messageLength += length;
      this.fragments.parts.push(payload);
      if (fin) {
        const {isText, parts} = this.fragments;
        this.fragments = null;
        this.connection.onMessage(isText, Buffer.concat(parts));
      }
    }
    return true;
  }
}

// ---------------------------------------------------------------------------------------------
// The mock

/**
 * Starts the mock; resolves once it listens.
 * @param {MockOptions} options
 * @param {(line: string) => void} log
 * @returns {Promise<{url: string, server: string, key: string, close: () => void}>}
 */
export function startMock(options, log = (line) => process.stderr.write(`${line}\n`)) {
  const secret = randomBytes(32);
  const bootSeconds = Math.floor(Date.now() / 1000);
  const shortId = options.server.slice(0, 8);
  const userUuid = randomUUID();
  /** @type {Set<Connection>} */
  const connections = new Set();
  /** @type {string[]} */
  const recentLines = [];
  /** @type {number[]} */
  const credentialTimes = [];
  let suspended = options.suspended;
  let deleted = false;
  // Wings' user denylist (DenyForServer in router/tokens/websocket.go): tokens issued before this
  // time (milliseconds) are refused. Issue times are whole seconds, so a token issued in the same
  // second as the deauthorisation is refused too, as in Wings.
  let deniedBefore = 0;
  // Set by POST /_mock/refuse-upgrades: the status a reverse proxy in front of Wings would answer
  // the next upgrades with (a 502 while Wings restarts, say), the Retry-After it would send with
  // them, if any, and how many of them are left.
  /** @type {{status: number, retryAfter?: number, left: number}} */
  let proxyRefusal = {status: 0, left: 0};
  const startMs = Date.now();
  /** @type {Map<unknown, number>} the number of each token the credentials route issued, by unique_id */
  const tokenNumbers = new Map();
  const observed = {
    /** @type {{status: number, retryAfter?: number, atMs: number}[]} */
    credentials: [],
    /** @type {{status: number, origin: string | null, retryAfter?: number, atMs: number}[]} */
    upgrades: [],
    /** @type {number[]} */
    acceptedTokens: [],
    /** @type {string[]} */
    throttled: [],
    /** @type {string[]} */
    commands: [],
  };
  const sinceStart = () => Date.now() - startMs;
  let state = options.state;
  let powerBusy = false;
  let lineNumber = 0;
  let startedAt = Date.now();
  let ownUrl = '';

  /** @param {string} line */
  const verbose = (line) => options.verbose && log(`mock-wings: ${line}`);
  const allowedOrigin = () => options.origin ?? ownUrl;

  // -- Server events, forwarded to every authenticated connection --------------------------

  /** @param {string} event @param {string[]} args */
  const broadcast = (event, ...args) => {
    for (const connection of connections) {
      if (connection.listening) {
        connection.send(event, args);
      }
    }
  };

  /** @param {string} line */
  const consoleLine = (line) => {
    recentLines.push(line);
    if (recentLines.length > WINGS.logCount) {
      recentLines.shift();
    }
    broadcast('console output', line);
  };

  const stats = () => {
    const running = state !== 'offline';
    const wobble = (lineNumber % 7) * 1_048_576;
    return JSON.stringify({
      memory_bytes: running ? 536_870_912 + wobble : 0,
      memory_limit_bytes: 1_073_741_824,
      cpu_absolute: running ? 12.5 + (lineNumber % 5) : 0,
      network: {
        rx_bytes: running ? 20_480 * lineNumber : 0,
        tx_bytes: running ? 10_240 * lineNumber : 0,
      },
      uptime: running ? Date.now() - startedAt : 0,
      state,
      disk_bytes: 157_286_400,
    });
  };

  /** @param {string} next */
  const setState = (next) => {
    state = next;
    if (next === 'starting') {
      startedAt = Date.now();
    }
    broadcast('status', next);
  };

  // A running server starts with a few lines in its log, so that "send logs" has something to replay.
  if (state === 'running') {
    [
      '[mock] server starting',
      '[mock] loading the world',
      '[mock] done, the server is ready',
    ].forEach(consoleLine);
  }

  const ticker = setInterval(() => {
    if (state === 'running') {
      lineNumber += 1;
      consoleLine(`[mock] tick ${lineNumber}: the server is running`);
      broadcast('stats', stats());
    }
  }, options.interval);

  /** @type {Record<string, string[]>} */
  const powerSteps = {
    start: ['starting', 'running'],
    stop: ['stopping', 'offline'],
    restart: ['stopping', 'offline', 'starting', 'running'],
    kill: ['offline'],
  };
  // From offline, a restart is a start, and stop and kill do nothing.
  /** @type {Record<string, string[]>} */
  const offlineSteps = {
    start: ['starting', 'running'],
    stop: [],
    restart: ['starting', 'running'],
    kill: [],
  };
  /** @type {Record<string, string>} */
  const powerPermission = {
    start: 'control.start',
    stop: 'control.stop',
    restart: 'control.restart',
    kill: 'control.stop',
  };

  /** @param {Claims} claims */
  const isDenied = (claims) =>
    typeof claims.iat !== 'number' || claims.iat < bootSeconds || claims.iat * 1000 < deniedBefore;

  // -- One websocket connection ----------------------------------------------------------------

  /** @implements {FrameSink} */
  class Connection {
    /** @param {import('node:stream').Duplex} socket */
    constructor(socket) {
      this.socket = socket;
      /** @type {Claims | null} */
      this.claims = null;
      this.listening = false;
      this.closing = false;
      /** @type {ReturnType<typeof setInterval> | undefined} */
      this.expiryTimer = undefined;
      /** @type {number | undefined} seconds since 1970, set by POST /_mock/expire-tokens */
      this.shortenedExpiry = undefined;
      this.global = new Bucket(WINGS.connectionRate.burst, WINGS.connectionRate.everyMs);
      this.globalThrottled = false;
      /** @type {Map<string, Bucket>} */
      this.buckets = new Map();
      /** @type {Map<string, boolean>} */
      this.throttled = new Map();
      this.reader = new FrameReader(this);
      socket.on('data', (chunk) => this.receive(chunk));
      // A client that hangs up without a close frame ends the connection, as a failed read ends
      // Wings' read loop in getServerWebsocket. Node's HTTP server keeps sockets half-open, so
      // without this a silent hang-up would hold a place under the socket cap forever.
      socket.on('end', () => this.drop());
      socket.on('close', () => this.cleanUp());
      socket.on('error', () => this.cleanUp());
    }

    // A mistake of the mock's own must not take the other connections down with it: the
    // connection ends with 1011 (internal error) and the mock goes on serving.
    /** @param {Buffer} chunk */
    receive(chunk) {
      try {
        this.reader.push(chunk);
      } catch (error) {
        log(
          `mock-wings: internal error on a websocket, closing it with 1011: ${error instanceof Error ? error.stack : String(error)}`,
        );
        this.fail(1011, 'internal error');
      }
    }

    /** @param {Buffer} bytes */
    write(bytes) {
      if (!this.socket.destroyed) {
        this.socket.write(bytes);
      }
    }

    /** @param {string} event @param {string[]} args */
    raw(event, args) {
      const text = JSON.stringify(args.length > 0 ? {event, args} : {event});
      verbose(`out ${text}`);
      this.write(frame(OP.text, Buffer.from(text)));
    }

    // The token's expiry, or earlier when POST /_mock/expire-tokens shortened it.
    expiresAt() {
      const exp = this.claims && typeof this.claims.exp === 'number' ? this.claims.exp : undefined;
      return this.shortenedExpiry === undefined
        ? exp
        : Math.min(exp ?? Infinity, this.shortenedExpiry);
    }

    // Wings' token check: the stored token must be present, unexpired, not issued before Wings
    // started or before a deauthorisation, carry the connect permission and scope, and name this
    // server.
    tokenProblem() {
      const claims = this.claims;
      if (!claims) {
        return JWT.notPresent;
      }
      const exp = this.expiresAt();
      if (exp !== undefined && Date.now() > exp * 1000) {
        return JWT.expired;
      }
      if (isDenied(claims)) {
        return JWT.denylisted;
      }
      if (
        !hasPermission(claims, WINGS.connectPermission) ||
        !hasScope(claims, WINGS.requiredScope)
      ) {
        return JWT.noConnect;
      }
      if (claims.server_uuid !== options.server) {
        return JWT.uuidMismatch;
      }
      return null;
    }

    // Every event Wings sends after authentication passes the token check; a failing token turns
    // the event into a "jwt error" with the bare text.
    /** @param {string} event @param {string[]} args */
    send(event, args = []) {
      const problem = this.tokenProblem();
      if (problem) {
        this.raw('jwt error', [problem]);
        return;
      }
      this.raw(event, args);
    }

    /** @param {string} text */
    errorEvent(text) {
      return `Error Event [${randomUUID()}]: ${text}`;
    }

    // An error answer to an inbound event: "jwt error" with its text for token errors, otherwise
    // "daemon error" with a generic text unless the token has admin.websocket.errors.
    /** @param {string} text @param {boolean} isJwtError */
    sendError(text, isJwtError) {
      if (isJwtError) {
        this.raw('jwt error', [this.errorEvent(text)]);
        return;
      }
      const detailed = this.claims && hasPermission(this.claims, 'admin.websocket.errors');
      this.raw('daemon error', [
        this.errorEvent(
          detailed ? text : 'an unexpected error was encountered while handling this request',
        ),
      ]);
    }

    /** @param {boolean} isText @param {Buffer} payload */
    onMessage(isText, payload) {
      // The connection-wide budget counts every message, before anything else is looked at.
      if (!this.global.allow()) {
        if (!this.globalThrottled) {
          this.globalThrottled = true;
          observed.throttled.push('global');
          this.raw('throttled', ['global']);
        }
        return;
      }
      this.globalThrottled = false;
      if (!isText) {
        return;
      }
      const message = readMessage(payload.toString('utf8'));
      if (!message) {
        verbose(
          `dropped ${JSON.stringify(payload.toString('utf8').slice(0, 200))}: not a message Wings can read`,
        );
        return;
      }
      verbose(`in  ${payload.toString('utf8')}`);
      this.handle(message.event, message.args);
    }

    /** @param {string} event */
    isThrottled(event) {
      const rate = rateFor(event);
      const name = Array.isArray(rate.events) ? event : 'default';
      let bucket = this.buckets.get(name);
      if (!bucket) {
        bucket = new Bucket(rate.burst, rate.everyMs);
        this.buckets.set(name, bucket);
      }
      if (bucket.allow()) {
        this.throttled.set(event, false);
        return false;
      }
      if (!this.throttled.get(event)) {
        this.throttled.set(event, true);
        observed.throttled.push(event);
        this.raw('throttled', [event]);
      }
      return true;
    }

    /** @param {string} event @param {string[]} args */
    handle(event, args) {
      if (suspended) {
        this.drop();
        return;
      }
      if (this.isThrottled(event)) {
        return;
      }
      if (event !== 'auth') {
        const problem = this.tokenProblem();
        if (problem) {
          this.raw('jwt error', [problem]);
          return;
        }
      }
      switch (event) {
        case 'auth':
          this.authenticate(args.join(''));
          return;
        case 'set state':
          this.power(args.join(''));
          return;
        case 'send logs':
          if (state === 'running') {
            for (const line of recentLines) {
              this.send('console output', [line]);
            }
          }
          return;
        case 'send stats':
          this.send('stats', [stats()]);
          return;
        case 'send command': {
          const command = args.join('');
          observed.commands.push(command);
          if (
            !hasPermission(this.claims, 'control.console') ||
            state === 'offline' ||
            state === 'starting'
          ) {
            return;
          }
          consoleLine(`> ${command}`);
          return;
        }
        default:
          return;
      }
    }

    /** @param {string} token */
    authenticate(token) {
      const verified = verifyToken(secret, token);
      if (verified.error) {
        this.sendError(
          verified.error === 'signature'
            ? 'jwt: hmacSHA verification failed'
            : 'jwt: malformed token',
          false,
        );
        return;
      }
      const claims = verified.claims;
      if (typeof claims.exp === 'number' && Date.now() > claims.exp * 1000) {
        this.sendError(JWT.expired, true);
        return;
      }
      if (isDenied(claims)) {
        this.sendError(JWT.denylisted, true);
        return;
      }
      if (
        !hasPermission(claims, WINGS.connectPermission) ||
        !hasScope(claims, WINGS.requiredScope)
      ) {
        this.sendError(JWT.noConnect, true);
        return;
      }
      const first = this.claims === null;
      this.claims = claims;
      this.shortenedExpiry = undefined;
      observed.acceptedTokens.push(tokenNumbers.get(claims.unique_id) ?? 0);
      this.raw('auth success', []);
      if (!first) {
        return;
      }
      this.listening = true;
      this.expiryTimer = setInterval(() => this.checkExpiry(), options.checkEvery * 1000);
      this.send('status', [state]);
      if (state === 'offline') {
        this.send('stats', [stats()]);
      }
    }

    checkExpiry() {
      const exp = this.expiresAt();
      if (!this.claims || exp === undefined) {
        return;
      }
      const left = exp - Math.floor(Date.now() / 1000);
      if (left <= 0) {
        this.send('token expired');
      } else if (left <= options.expiringWithin) {
        this.send('token expiring');
      }
    }

    /** @param {string} action */
    power(action) {
      // Wings' HandleInbound (router/websocket/websocket.go, "set state") passes any other action to
      // HandlePowerAction (server/power.go), which fails with "attempting to handle unknown power
      // action", sent back by SendErrorJson. Own keys only: "constructor" is unknown, not a lookup.
      const permission = Object.hasOwn(powerPermission, action)
        ? powerPermission[action]
        : undefined;
      if (permission && !hasPermission(this.claims, permission)) {
        return;
      }
      if (!permission) {
        this.sendError('attempting to handle unknown power action', false);
        return;
      }
      if (powerBusy) {
        this.send('daemon error', [
          this.errorEvent(
            'another power action is currently being processed for this server, please try again later',
          ),
        ]);
        return;
      }
      if (action === 'start' && state !== 'offline') {
        this.sendError('server is running', false);
        return;
      }
      const steps = (state === 'offline' ? offlineSteps[action] : powerSteps[action]) ?? [];
      if (steps.length === 0) {
        return;
      }
      powerBusy = true;
      steps.forEach((step, index) => {
        setTimeout(
          () => {
            setState(step);
            if (index === steps.length - 1) {
              powerBusy = false;
            }
          },
          500 * (index + 1),
        );
      });
    }

    /** @param {number} code */
    onPeerClose(code) {
      // Answer the close with the same code (none when the peer sent none), then hang up.
      this.closing = true;
      this.write(frame(OP.close, code === 1005 ? Buffer.alloc(0) : closePayload(code)));
      this.socket.end();
    }

    /** @param {number} code @param {string} reason */
    fail(code, reason) {
      this.closing = true;
      this.write(frame(OP.close, closePayload(code, reason)));
      this.socket.end();
    }

    // Ends the connection without a close frame, as Wings 1.12 does when a server is suspended
    // while clients are connected.
    drop() {
      this.closing = true;
      this.socket.destroy();
    }

    cleanUp() {
      this.closing = true;
      clearInterval(this.expiryTimer);
      connections.delete(this);
    }
  }

  // -- HTTP: the credentials route, the websocket upgrade, the controls ----------------------

  /**
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {unknown} body
   * @param {Record<string, string>} headers
   */
  const json = (response, status, body, headers = {}) => {
    response
      .writeHead(status, {'Content-Type': 'application/json', ...headers})
      .end(JSON.stringify(body));
  };
  /**
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {string} code
   * @param {string} detail
   * @param {Record<string, string>} [headers]
   */
  const panelError = (response, status, code, detail, headers) =>
    json(response, status, {errors: [{code, status: String(status), detail}]}, headers);

  // A token as the panel signs one for this node: the claims every token carries, then `claims`.
  /** @param {number} lifetimeSeconds @param {Claims} claims */
  const panelToken = (lifetimeSeconds, claims) => {
    const iat = Math.floor(Date.now() / 1000);
    const jti = createHash('sha256').update(`1${options.server}`).digest('hex');
    return signToken(
      secret,
      {typ: 'JWT', alg: 'HS256', jti},
      {
        iss: ownUrl,
        aud: [ownUrl],
        jti,
        iat,
        nbf: iat - PANEL.notBeforeSeconds,
        exp: iat + lifetimeSeconds,
        server_uuid: options.server,
        user_uuid: userUuid,
        unique_id: randomBytes(12).toString('base64url').slice(0, 16),
        ...claims,
      },
    );
  };

  // The panel's first checks of a client API server route: the key, then the server.
  /** @typedef {import('node:http').IncomingMessage} Request */
  /** @typedef {import('node:http').ServerResponse} Response */

  /** @param {Request} request @param {Response} response @param {string} serverId */
  const panelGate = (request, response, serverId) => {
    if (request.headers.authorization !== `Bearer ${options.key}`) {
      panelError(response, 401, 'AuthenticationException', 'Unauthenticated.');
      return false;
    }
    if (deleted || (serverId !== options.server && serverId !== shortId)) {
      panelError(
        response,
        404,
        'NotFoundHttpException',
        'The requested resource could not be found on the server.',
      );
      return false;
    }
    return true;
  };

  /** @param {Request} request @param {Response} response @param {string} serverId */
  const credentials = (request, response, serverId) => {
    /** @type {number | undefined} */
    let retryAfter;
    response.once('finish', () => {
      observed.credentials.push({
        status: response.statusCode,
        ...(retryAfter === undefined ? {} : {retryAfter}),
        atMs: sinceStart(),
      });
    });
    if (!panelGate(request, response, serverId)) {
      return;
    }
    if (options.credentialsLimit) {
      const now = Date.now();
      while ((credentialTimes[0] ?? now) <= now - 60_000) {
        credentialTimes.shift();
      }
      if (credentialTimes.length >= PANEL.credentialsPerMinute) {
        retryAfter = Math.max(1, Math.ceil(((credentialTimes[0] ?? now) + 60_000 - now) / 1000));
        panelError(response, 429, 'TooManyRequestsHttpException', 'Too Many Attempts.', {
          'Retry-After': String(retryAfter),
        });
        return;
      }
      credentialTimes.push(now);
    }
    if (suspended) {
      panelError(
        response,
        409,
        'ServerStateConflictException',
        'This server is currently suspended and the functionality requested is unavailable.',
      );
      return;
    }
    if (
      !options.permissions.includes('*') &&
      !options.permissions.includes(WINGS.connectPermission)
    ) {
      panelError(
        response,
        403,
        'HttpForbiddenException',
        "You do not have permission to connect to this server's websocket.",
      );
      return;
    }
    const uniqueId = randomBytes(12).toString('base64url').slice(0, 16);
    tokenNumbers.set(uniqueId, tokenNumbers.size + 1);
    const token = panelToken(options.tokenTtl, {
      permissions: options.permissions,
      unique_id: uniqueId,
      ...(options.tokenScope ? {scope: WINGS.requiredScope} : {}),
    });
    const socket = `${ownUrl.replace(/^http/, 'ws')}/api/servers/${options.server}/ws`;
    verbose(`credentials issued, token valid for ${options.tokenTtl} s`);
    json(response, 200, {data: {token, socket}});
  };

  // -- Files: the panel's signed links and the Wings endpoints they point at ------------------

  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {Map<unknown, number>} */
  const usedLinks = new Map();
  /** @param {Response} response @param {number} status @param {string} message */
  const wingsError = (response, status, message, requestId = false) =>
    json(
      response,
      status,
      requestId ? {error: message, request_id: randomUUID()} : {error: message},
    );
  const NOT_FOUND_HERE = 'The requested resource was not found on this server.';

  // A path inside the server's root, as Wings resolves it: "/a/../b" is "b"; a path that leaves the root is null.
  /** @param {unknown} path */
  const insideRoot = (path) => {
    /** @type {string[]} */
    const parts = [];
    for (const part of String(path).split('/')) {
      if (part === '..') {
        if (parts.length === 0) return null;
        parts.pop();
      } else if (part !== '' && part !== '.') {
        parts.push(part);
      }
    }
    return parts.join('/');
  };

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {string} serverId
   * @param {'upload' | 'download'} kind
   * @param {URLSearchParams} query
   */
  const fileLink = (request, response, serverId, kind, query) => {
    if (!panelGate(request, response, serverId)) {
      return;
    }
    if (suspended) {
      panelError(
        response,
        409,
        'ServerStateConflictException',
        'This server is currently suspended and the functionality requested is unavailable.',
      );
      return;
    }
    const permission = kind === 'upload' ? PANEL.uploadPermission : PANEL.downloadPermission;
    if (!options.permissions.includes('*') && !options.permissions.includes(permission)) {
      panelError(response, 403, 'AccessDeniedHttpException', 'This action is unauthorized.');
      return;
    }
    const file = query.get('file');
    if (kind === 'download' && !file) {
      json(response, 422, {
        errors: [
          {
            code: 'ValidationException',
            status: '422',
            detail: 'The file field is required.',
            meta: {source_field: 'file', rule: 'required'},
          },
        ],
      });
      return;
    }
    const token = panelToken(PANEL.fileLinkLifetimeSeconds, {
      // The panel's FileController::download puts rawurldecode($request->get('file')) in the token:
      // the query value is decoded once more, leniently, so "100%.txt" stays "100%.txt".
      ...(kind === 'download' ? {file_path: percentDecode(file ?? '', {strict: false})} : {}),
      scope: kind === 'upload' ? WINGS.fileUploadScope : WINGS.fileDownloadScope,
    });
    verbose(`signed ${kind} link issued`);
    json(response, 200, {
      object: 'signed_url',
      attributes: {url: `${ownUrl}/${kind}/file?token=${token}`},
    });
  };

  // The claims of a file link, or an answer sent as Wings sends it: a token that does not verify or
  // has expired is an unexpected error (500); another server, another scope or a second use is 404.
  /** @param {Response} response @param {Map<string, string>} query @param {string} scope */
  const fileToken = (response, query, scope) => {
    const verified = verifyToken(secret, query.get('token') ?? '');
    if (
      verified.error ||
      typeof verified.claims.exp !== 'number' ||
      verified.claims.exp <= Date.now() / 1000
    ) {
      wingsError(
        response,
        500,
        'An unexpected error was encountered while processing this request',
        true,
      );
      return null;
    }
    const {claims} = verified;
    const now = Date.now();
    for (const [id, at] of usedLinks) {
      if (at <= now - WINGS.usedLinkMemoryMinutes * 60_000) usedLinks.delete(id);
    }
    const firstUse = !usedLinks.has(claims.unique_id);
    usedLinks.set(claims.unique_id, usedLinks.get(claims.unique_id) ?? now);
    if (claims.server_uuid !== options.server || !firstUse || !hasScope(claims, scope)) {
      wingsError(response, 404, NOT_FOUND_HERE);
      return null;
    }
    return claims;
  };

  // The parts of a multipart/form-data body: {name, filename, data}; null when it is not one.
  /**
   * @param {string | undefined} contentType
   * @param {Buffer} body
   * @returns {{name: string, filename: string | undefined, data: Buffer}[] | null}
   */
  const multipartParts = (contentType, body) => {
    const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(
      contentType ?? '',
    );
    if (!boundary) return null;
    const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
    /** @type {{name: string, filename: string | undefined, data: Buffer}[]} */
    const parts = [];
    let at = body.indexOf(delimiter);
    if (at < 0) return null;
    for (;;) {
      const start = at + delimiter.length;
      if (body.subarray(start, start + 2).toString() === '--') return parts;
      const next = body.indexOf(delimiter, start);
      if (next < 0) return null;
      const part = body.subarray(start + 2, next - 2);
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) return null;
      const headers = part.subarray(0, split).toString('utf8');
      const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
      const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
      if (name === undefined) return null;
      parts.push({name, filename, data: part.subarray(split + 4)});
      at = next;
    }
  };

  /** @param {Request} request @returns {Promise<Buffer>} */
  const readBytes = (request) =>
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** @param {Request} request @param {Response} response @param {Map<string, string>} query */
  const upload = async (request, response, query) => {
    const body = await readBytes(request);
    if (!fileToken(response, query, WINGS.fileUploadScope)) return;
    const parts = multipartParts(request.headers['content-type'], body);
    if (!parts) {
      wingsError(response, 400, 'Failed to get multipart form data from request.');
      return;
    }
    const uploaded = parts.filter((part) => part.name === 'files' && part.filename !== undefined);
    if (uploaded.length === 0) {
      wingsError(response, 400, 'No files were found on the request body.');
      return;
    }
    const tooLarge = uploaded.find((part) => part.data.length > WINGS.uploadLimitMb * 1024 * 1024);
    if (tooLarge) {
      wingsError(
        response,
        400,
        `File ${tooLarge.filename} is larger than the maximum file upload size of ${WINGS.uploadLimitMb} MB.`,
      );
      return;
    }
    for (const part of uploaded) {
      const target = insideRoot(`${query.get('directory') ?? ''}/${part.filename}`);
      if (!target) {
        wingsError(response, 404, 'The requested resources was not found on the system.', true);
        return;
      }
      files.set(target, Buffer.from(part.data));
      log(`mock-wings: received ${target} (${part.data.length} bytes)`);
    }
    response.writeHead(200).end();
  };

  /** @param {Response} response @param {Map<string, string>} query */
  const downloadFile = (response, query) => {
    const claims = fileToken(response, query, WINGS.fileDownloadScope);
    if (!claims) return;
    const path = insideRoot(claims.file_path ?? '');
    const data = path === null ? undefined : files.get(path);
    if (!data) {
      const isDirectory =
        path !== null &&
        [...files.keys()].some((name) => path === '' || name.startsWith(`${path}/`));
      // A missing file is an error Wings 1.12.2 does not translate (the open fails outside its own
      // filesystem errors), so it answers like any unexpected failure; a directory is a plain 404.
      if (isDirectory) {
        wingsError(response, 404, NOT_FOUND_HERE);
      } else {
        wingsError(
          response,
          500,
          'An unexpected error was encountered while processing this request',
          true,
        );
      }
      return;
    }
    const name = (path ?? '').split('/').pop() ?? '';
    // Header values go out as bytes: the quoted name's UTF-8, as Wings writes it. Node re-encodes a
    // Content-Disposition value (as latin1, mangling anything past it) when end(data) supplies the
    // length, so the headers are sent on their own first.
    response.setHeader('Content-Length', String(data.length));
    response.setHeader(
      'Content-Disposition',
      Buffer.from(`attachment; filename=${goQuote(name)}`, 'utf8').toString('latin1'),
    );
    response.setHeader('Content-Type', 'application/octet-stream');
    response.writeHead(200);
    response.flushHeaders();
    response.end(data);
  };

  /** @param {import('node:http').IncomingMessage} request @returns {Promise<string>} */
  const readBody = async (request) => (await readBytes(request)).toString('utf8');

  // Wings' answer to a request line Go cannot parse (net/http's (*conn).serve): a bare 400 as text.
  const GO_BAD_REQUEST = '400 Bad Request';

  /**
   * Where a request goes. The panel's routes are matched on the path decoded the panel's way
   * (leniently: its router matches the rawurldecode'd path, so "%zz" stays "%zz", and
   * SubstituteClientBindings (app/Http/Middleware/Api/Client) then finds no server with that
   * identifier: 404 after the key check); everything else belongs to Wings, whose HTTP server
   * refuses a bad escape.
   * @param {string} target
   * @returns {{owner: 'panel', path: string, query: URLSearchParams} | {owner: 'wings', path: string, query: Map<string, string>} | null}
   */
  const routeOf = (target) => {
    const parts = splitTarget(target);
    if (!parts) {
      return null;
    }
    const panelPath = percentDecode(parts.rawPath, {strict: false}) ?? '';
    if (/^\/api\/client\//.test(panelPath)) {
      return {owner: 'panel', path: panelPath, query: new URLSearchParams(parts.query)};
    }
    const path = percentDecode(parts.rawPath, {strict: true});
    return path === null ? null : {owner: 'wings', path, query: goQuery(parts.query)};
  };

  /**
   * The controls a test uses to play what the panel or Wings would do (see --help). Answers and
   * returns true when the request is one of them.
   * @param {Request} request @param {Response} response @param {string} path @param {Map<string, string>} query
   */
  const control = (request, response, path, query) => {
    /** @param {string} name @param {number} fallback @param {number} max */
    const number = (name, fallback, max) => {
      const text = query.get(name);
      if (text === undefined) return fallback;
      if (!/^\d+$/.test(text) || Number(text) > max) {
        json(response, 400, {
          error: `${name} takes a whole number from 0 to ${max}, got "${text}"`,
        });
        return null;
      }
      return Number(text);
    };
    const route = `${request.method} ${path}`;
    switch (route) {
      case 'GET /_mock/observed':
        json(response, 200, observed);
        return true;
      case 'GET /_mock/imitates':
        json(response, 200, {wings: WINGS, panel: PANEL});
        return true;
      case 'POST /_mock/deauthorize':
        // postDeauthorizeUser (router/router_system.go): deny the user's tokens, cancel every websocket.
        deniedBefore = Date.now();
        for (const connection of connections) connection.drop();
        log('mock-wings: the user is deauthorised: older tokens are refused');
        json(response, 200, {deniedBefore: new Date(deniedBefore).toISOString()});
        return true;
      case 'POST /_mock/delete':
        // deleteServer (router/router_server.go): publish "deleted" (no data, so the argument is
        // JSON null as text), then cancel every websocket; the server is gone from then on.
        deleted = true;
        suspended = true;
        for (const connection of connections) {
          if (connection.listening) connection.raw('deleted', ['null']);
          connection.drop();
        }
        log('mock-wings: the server is deleted');
        json(response, 200, {deleted: true});
        return true;
      case 'POST /_mock/expire-tokens': {
        const left = number('left', 0, PANEL.tokenLifetimeSeconds);
        if (left === null) return true;
        const at = Math.floor(Date.now() / 1000) + left;
        let tokens = 0;
        for (const connection of connections) {
          if (!connection.claims) continue;
          connection.shortenedExpiry = at;
          tokens += 1;
          // Wings' expiry check (listenForExpiration, router/websocket/listeners.go), run now.
          connection.checkExpiry();
        }
        json(response, 200, {tokens, left});
        return true;
      }
      case 'POST /_mock/credentials-used': {
        const count = number('count', 1, PANEL.credentialsPerMinute);
        const ago = count === null ? null : number('seconds-ago', 0, 59);
        if (count === null || ago === null) return true;
        credentialTimes.push(...Array.from({length: count}, () => Date.now() - ago * 1000));
        credentialTimes.sort((a, b) => a - b);
        json(response, 200, {count, secondsAgo: ago});
        return true;
      }
      case 'POST /_mock/refuse-upgrades': {
        // Not something Wings answers: what a reverse proxy in front of it answers while Wings is
        // down (502, 503, 504), or any other refusal a client should be tested against.
        const status = number('status', 502, 599);
        const count = status === null ? null : number('count', 1, 1000);
        // -1 stands for "no Retry-After header"; a day at most, so that a client's cap on an
        // absurd value can be tested.
        const retryAfter = count === null ? null : number('retry-after', -1, 86_400);
        if (status === null || count === null || retryAfter === null) return true;
        if (status < 400) {
          json(response, 400, {
            error: `status takes an HTTP error status from 400 to 599, got ${status}`,
          });
          return true;
        }
        const header = retryAfter < 0 ? {} : {retryAfter};
        proxyRefusal = {status, ...header, left: count};
        json(response, 200, {status, count, ...header});
        return true;
      }
      default:
        return false;
    }
  };

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  const serve = async (request, response) => {
    const route = routeOf(request.url ?? '/');
    if (!route) {
      verbose(
        `refused ${JSON.stringify(request.url)} with 400: Go cannot parse the request target`,
      );
      response
        .writeHead(400, {'Content-Type': 'text/plain; charset=utf-8', Connection: 'close'})
        .end(GO_BAD_REQUEST);
      return;
    }
    if (route.owner === 'panel') {
      const credentialsRoute = /^\/api\/client\/servers\/([^/]+)\/websocket$/.exec(route.path);
      if (credentialsRoute && request.method === 'GET') {
        credentials(request, response, credentialsRoute[1] ?? '');
        return;
      }
      const fileLinkRoute = /^\/api\/client\/servers\/([^/]+)\/files\/(upload|download)$/.exec(
        route.path,
      );
      if (fileLinkRoute && request.method === 'GET') {
        fileLink(
          request,
          response,
          fileLinkRoute[1] ?? '',
          fileLinkRoute[2] === 'upload' ? 'upload' : 'download',
          route.query,
        );
        return;
      }
      panelError(
        response,
        404,
        'NotFoundHttpException',
        'The requested resource could not be found on the server.',
      );
      return;
    }
    const {path, query} = route;
    if (request.method === 'POST' && path === '/upload/file') {
      await upload(request, response, query);
      return;
    }
    if (request.method === 'GET' && path === '/download/file') {
      downloadFile(response, query);
      return;
    }
    if (request.method === 'POST' && path === '/_mock/suspend') {
      suspended = true;
      for (const connection of connections) {
        connection.drop();
      }
      log('mock-wings: the server is suspended');
      json(response, 200, {suspended: true});
      return;
    }
    if (request.method === 'POST' && path === '/_mock/unsuspend') {
      suspended = false;
      log('mock-wings: the server is no longer suspended');
      json(response, 200, {suspended: false});
      return;
    }
    if (path.startsWith('/_mock/') && control(request, response, path, query)) {
      return;
    }
    if (request.method === 'POST' && path === '/_mock/console') {
      const lines = (await readBody(request)).split(/\r?\n/).filter((line) => line.length > 0);
      lines.forEach(consoleLine);
      json(response, 200, {lines: lines.length});
      return;
    }
    if (/^\/api\/servers\/[^/]+\/ws$/.test(path)) {
      // A plain request to the websocket route is not an upgrade.
      response
        .writeHead(400, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Sec-Websocket-Version': '13',
        })
        .end('Bad Request\n');
      return;
    }
    json(response, 404, {error: 'The requested resource does not exist on this instance.'});
  };

  // Every request is guarded: a mistake of the mock's own is a 500 for that request (or a dropped
  // connection once the answer has started), never the end of the process.
  const http = createServer((request, response) => {
    request.on('error', () => {});
    serve(request, response).catch((/** @type {unknown} */ error) => {
      if (
        request.destroyed ||
        (error instanceof Error && 'code' in error && error.code === 'ECONNRESET')
      ) {
        return;
      }
      log(
        `mock-wings: internal error on ${request.method} ${JSON.stringify(request.url)}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (response.headersSent) {
        response.destroy();
      } else {
        wingsError(
          response,
          500,
          'An unexpected error was encountered while processing this request',
          true,
        );
      }
    });
  });

  /**
   * @param {import('node:stream').Duplex} socket
   * @param {number} status
   * @param {string} reason
   * @param {string} contentType
   * @param {string} body
   * @param {string} [extra] more header lines, each ending in CRLF
   * @param {string | null} [origin] the request's Origin, for the record of upgrades
   * @param {number} [retryAfter] seconds for a Retry-After header, sent and recorded when given
   */
  const refuse = (
    socket,
    status,
    reason,
    contentType,
    body,
    extra = '',
    origin = null,
    retryAfter,
  ) => {
    observed.upgrades.push({
      status,
      origin,
      ...(retryAfter === undefined ? {} : {retryAfter}),
      atMs: sinceStart(),
    });
    const retry = retryAfter === undefined ? '' : `Retry-After: ${retryAfter}\r\n`;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}${retry}Connection: close\r\n\r\n${body}`,
    );
  };

  http.on('upgrade', (request, socket, head) => {
    socket.on('error', () => {});
    try {
      upgradeRequest(request, socket, head);
    } catch (error) {
      log(
        `mock-wings: internal error on an upgrade to ${JSON.stringify(request.url)}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      socket.destroy();
    }
  });

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head the first bytes after the request, which may already hold frames
   */
  const upgradeRequest = (request, socket, head) => {
    // The proxy of POST /_mock/refuse-upgrades answers before Wings sees the request.
    if (proxyRefusal.left > 0) {
      proxyRefusal.left -= 1;
      const {status, retryAfter} = proxyRefusal;
      verbose(`refused an upgrade with ${status}, as POST /_mock/refuse-upgrades asked`);
      const reason = STATUS_CODES[status] ?? 'Error';
      refuse(
        socket,
        status,
        reason,
        'text/plain; charset=utf-8',
        `${reason}\n`,
        '',
        request.headers.origin ?? null,
        retryAfter,
      );
      return;
    }
    const target = routeOf(request.url ?? '/');
    if (!target) {
      verbose(
        `refused an upgrade to ${JSON.stringify(request.url)} with 400: Go cannot parse the request target`,
      );
      refuse(socket, 400, 'Bad Request', 'text/plain; charset=utf-8', GO_BAD_REQUEST);
      return;
    }
    const route =
      target.owner === 'wings' ? /^\/api\/servers\/([^/]+)\/ws$/.exec(target.path) : null;
    // Wings checks, in order: the server exists, the socket cap, then the upgrade and its Origin.
    if (!route || route[1] !== options.server || deleted) {
      verbose(`refused an upgrade to ${target.path} with 404`);
      refuse(
        socket,
        404,
        'Not Found',
        'application/json',
        JSON.stringify({error: 'The requested resource does not exist on this instance.'}),
      );
      return;
    }
    if (connections.size >= WINGS.socketsPerServer) {
      verbose('refused an upgrade with 400: too many open websockets');
      refuse(
        socket,
        WINGS.tooManySocketsStatus,
        'Bad Request',
        'application/json',
        JSON.stringify({error: 'Too many open websocket connections.'}),
      );
      return;
    }
    const key = request.headers['sec-websocket-key'];
    const upgrade = String(request.headers.upgrade ?? '').toLowerCase();
    const connectionHeader = String(request.headers.connection ?? '').toLowerCase();
    if (
      request.method !== 'GET' ||
      upgrade !== 'websocket' ||
      !connectionHeader.split(/\s*,\s*/).includes('upgrade') ||
      request.headers['sec-websocket-version'] !== '13'
    ) {
      refuse(
        socket,
        400,
        'Bad Request',
        'text/plain; charset=utf-8',
        'Bad Request\n',
        'Sec-Websocket-Version: 13\r\n',
      );
      return;
    }
    const origin = request.headers.origin;
    if (allowedOrigin() !== '*' && origin !== allowedOrigin()) {
      verbose(
        `refused an upgrade with 403: Origin ${origin ?? '(none)'} is not ${allowedOrigin()}`,
      );
      refuse(
        socket,
        403,
        'Forbidden',
        'text/plain; charset=utf-8',
        'Forbidden\n',
        'Sec-Websocket-Version: 13\r\n',
        origin ?? null,
      );
      return;
    }
    if (typeof key !== 'string' || Buffer.from(key, 'base64').length !== 16) {
      refuse(
        socket,
        400,
        'Bad Request',
        'text/plain; charset=utf-8',
        'Bad Request\n',
        'Sec-Websocket-Version: 13\r\n',
      );
      return;
    }
    const accept = createHash('sha1')
      .update(key + HANDSHAKE_GUID)
      .digest('base64');
    if (socket instanceof Socket) {
      socket.setNoDelay(true);
    }
    observed.upgrades.push({status: 101, origin: origin ?? null, atMs: sinceStart()});
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const connection = new Connection(socket);
    connections.add(connection);
    verbose(`websocket opened (${connections.size} open)`);
    if (suspended) {
      const {code, reason} = WINGS.suspendedClose;
      verbose(`closing the new websocket with ${code}: ${reason}`);
      connection.fail(code, reason);
      return;
    }
    if (head.length > 0) {
      connection.receive(head);
    }
  };

  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (http.address());
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      ownUrl = `http://${host}:${address.port}`;
      resolve({
        url: ownUrl,
        server: options.server,
        key: options.key,
        close: () => {
          clearInterval(ticker);
          for (const connection of connections) {
            connection.drop();
          }
          http.closeAllConnections();
          http.close();
        },
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Command line

async function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof OptionError)) {
      throw error;
    }
    process.stderr.write(`mock-wings: ${error.message}. Run with --help for the options.\n`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(HELP);
    return;
  }
  let mock;
  try {
    mock = await startMock(options);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const why =
      code === 'EADDRINUSE'
        ? `port ${options.port} is already in use (try --port 0)`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`mock-wings: cannot listen on ${options.host}:${options.port}: ${why}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `mock-wings: listening on ${mock.url} (server ${mock.server.slice(0, 8)}, API key ${mock.key}, Origin ${options.origin ?? mock.url})\n`,
  );
  const stop = () => {
    mock.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
