// Relays a Pterodactyl server's console between the Wings websocket and this process: console lines
// go to stdout, and every line read from stdin is sent to the server as a console command.
// Notices (status, renewals, throttling, reconnections) go to stderr, so stdout stays the console.
//
//   PANEL_URL=https://panel.example.com API_KEY=ptlc_... SERVER=1a7ce997 node console-relay.mjs
//
// Node.js 22 or later uses its built-in WebSocket; on Node.js 20 install the `ws` package first
// (npm install ws). The relay keeps running when stdin ends; stop it with Ctrl+C.
// Exit status: 0 when stopped or when the server is deleted, 1 on an error it cannot recover from,
// 3 when the server is suspended (close code 4409) or the panel refuses its state (409).
import {createInterface} from 'node:readline';

const {PANEL_URL, API_KEY, SERVER} = process.env;
if (!PANEL_URL || !API_KEY || !SERVER) {
  console.error('Set PANEL_URL, API_KEY and SERVER.');
  process.exit(2);
}
// Wings compares the Origin header with the panel URL it is configured with.
const origin = new URL(PANEL_URL).origin;
const WebSocketClass = globalThis.WebSocket ?? (await import('ws')).default;
const OPEN = 1;

// What Wings 1.12 accepts on one connection (the WebSocket page's "Limits"): a message of at most
// 4,096 bytes, and these budgets as [messages at once, then one every so many ms]. The relay keeps
// within them itself, refilling a quarter slower than Wings so that network jitter cannot make two
// messages arrive closer together than Wings allows.
const MAX_MESSAGE_BYTES = 4096;
const BUDGETS = {
  global: [10, 200],
  auth: [2, 5000],
  'send logs': [2, 5000],
  'send command': [10, 1000],
  other: [4, 1000],
};
const CLOSE_SUSPENDED = 4409;
const CLOSE_TOO_BIG = 1009;
// Reconnect slowly, since a server's credentials are limited per minute for all of its users:
// 2 s, 4 s, 8 s... at most a minute apart, and give up after 8 failures in a row.
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
const MAX_FAILURES = 8;
// How long a renewal's `auth` may wait for its answer, budgets and one throttled retry included.
const RENEWAL_ANSWER_MS = 15_000;

class Budget {
  constructor([burst, everyMs]) {
    this.burst = burst;
    this.everyMs = everyMs * 1.25;
    this.tokens = burst;
    this.at = Date.now();
  }

  refill() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) / this.everyMs);
    this.at = now;
  }

  // Milliseconds until one message fits; 0 when one fits now.
  waitMs() {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) * this.everyMs);
  }

  take() {
    this.refill();
    this.tokens -= 1;
  }
}

class PanelError extends Error {
  constructor(status, body, retryAfterSeconds) {
    super(`the panel answered ${status}: ${body.slice(0, 300)}`);
    this.status = status;
    this.retryable = status === 429 || status >= 500;
    this.retryAfterMs = Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : 0;
  }
}

async function credentials() {
  const response = await fetch(
    `${PANEL_URL.replace(/\/+$/, '')}/api/client/servers/${SERVER}/websocket`,
    {
      headers: {Authorization: `Bearer ${API_KEY}`, Accept: 'application/json'},
    },
  );
  if (!response.ok) {
    throw new PanelError(
      response.status,
      await response.text(),
      Number(response.headers.get('retry-after')),
    );
  }
  return (await response.json()).data;
}

function finish(exitCode, reason) {
  console.error(`[closed] ${reason}`);
  process.exit(exitCode);
}

// A refusal from the panel that retrying cannot fix ends the relay; returns false for the others.
// With graceMs, the relay waits that long first, so that a close code Wings is sending at the same
// moment (4409 for a suspended server) is reported instead.
function panelFailure(error, graceMs = 0) {
  let exit = null;
  if (error instanceof PanelError && error.status === 409) {
    exit = [
      3,
      `${error.message} (the server is suspended, installing, restoring or being transferred, or its node is in maintenance on panel 1.11.0+)`,
    ];
  } else if (error instanceof PanelError && !error.retryable) {
    exit = [1, error.message];
  }
  if (!exit) {
    return false;
  }
  if (graceMs === 0) {
    finish(...exit);
  }
  setTimeout(() => finish(...exit), graceMs);
  return true;
}

let socketUrl = '';
let latestToken = '';
let socket = null;
let budgets = null;
let authenticated = false;
let pendingAuth = null;
let authNotBefore = 0;
let pausedUntil = 0;
let pumpTimer = null;
let renewing = false;
// When the last renewal's `auth` was queued, until Wings answers it with `auth success`; 0 when none
// is waiting. With an expired token every event Wings would send arrives as a `jwt error`, often
// many before the new `auth` is answered, and each would otherwise cost another set of credentials.
let renewalQueuedAt = 0;
let logsRequested = false;
let stopping = false;
let failures = 0;
const commands = [];

// Sends what is waiting, as fast as Wings' budgets allow: a pending `auth` first, then commands
// once the connection is authenticated.
function pump() {
  clearTimeout(pumpTimer);
  pumpTimer = null;
  while (socket?.readyState === OPEN) {
    const next = pendingAuth
      ? {event: 'auth', args: [pendingAuth]}
      : authenticated
        ? commands[0]
        : undefined;
    if (!next) {
      return;
    }
    const budget = budgets[next.event] ?? budgets.other;
    const now = Date.now();
    const wait = Math.max(
      budgets.global.waitMs(),
      budget.waitMs(),
      (next.event === 'auth' ? authNotBefore : pausedUntil) - now,
    );
    if (wait > 0) {
      pumpTimer = setTimeout(pump, wait);
      return;
    }
    budgets.global.take();
    budget.take();
    if (next.event === 'auth') {
      pendingAuth = null;
    } else {
      commands.shift();
    }
    socket.send(JSON.stringify(next));
  }
}

async function renewToken() {
  // An `auth` lost on the way must not block renewals for good, so after a while the queued one
  // counts as unanswered.
  if (renewing || (renewalQueuedAt && Date.now() - renewalQueuedAt < RENEWAL_ANSWER_MS)) {
    return;
  }
  renewing = true;
  try {
    const fresh = await credentials();
    latestToken = fresh.token;
    socketUrl = fresh.socket;
    pendingAuth = latestToken;
    renewalQueuedAt = Date.now();
    console.error('[token] renewed');
    pump();
  } catch (error) {
    if (panelFailure(error, 500)) {
      return;
    }
    const delayMs = Math.max(error.retryAfterMs ?? 0, 5_000);
    console.error(`[token] ${error.message}; trying again in ${delayMs / 1000} s`);
    setTimeout(renewToken, delayMs);
  } finally {
    renewing = false;
  }
}

function onEvent(event, args) {
  switch (event) {
    case 'auth success':
      // Wings answers every `auth`: the first one and each renewal.
      failures = 0;
      renewalQueuedAt = 0;
      if (!authenticated) {
        authenticated = true;
        console.error('[connected]');
        if (!logsRequested) {
          // Replay the recent console once; after a reconnection it would repeat lines.
          logsRequested = true;
          commands.unshift({event: 'send logs', args: []});
        }
      }
      pump();
      break;
    case 'console output':
      process.stdout.write(`${args[0] ?? ''}\n`);
      break;
    case 'status':
      console.error(`[status] ${args[0]}`);
      break;
    case 'token expiring':
    case 'token expired':
      renewToken();
      break;
    case 'jwt error': {
      const text = args[0] ?? '';
      if (/exp claim is invalid|denylist/.test(text)) {
        // Expired or revoked: a fresh token on the same connection fixes it.
        renewToken();
      } else if (/missing connect permission/.test(text)) {
        finish(
          1,
          `jwt error: ${text} (the key lacks websocket.connect, or Wings is 1.12.2 or later and the panel older than 1.12.3)`,
        );
      } else if (!/no jwt present/.test(text)) {
        finish(1, `jwt error: ${text}`);
      }
      break;
    }
    case 'throttled':
      // The relay keeps to Wings' budgets, so this should not happen; when it does, whatever was
      // sent since may be lost. An `auth` is sent again once Wings accepts another.
      if (args[0] === 'auth') {
        console.error('[throttled] auth: sending it again in 5 s');
        pendingAuth = latestToken;
        authNotBefore = Date.now() + BUDGETS.auth[1];
      } else {
        console.error(
          `[throttled] ${args[0]}: Wings dropped messages; commands sent just now may not have run`,
        );
        pausedUntil = Date.now() + 1_000;
      }
      pump();
      break;
    case 'daemon error':
      console.error(`[daemon error] ${args[0]}`);
      break;
    case 'deleted':
      finish(0, 'the server was deleted');
      break;
    default:
      break;
  }
}

// Opens the socket. With a token, authenticates with it; without one (a reconnection to the
// socket Wings dropped), fetches a fresh token once the socket is open, so a refusal such as 4409
// arrives before any credentials are spent.
function connect(token) {
  const ws = new WebSocketClass(socketUrl, {headers: {Origin: origin}});
  let opened = false;
  let ended = false;
  socket = ws;
  authenticated = false;
  pendingAuth = null;
  renewalQueuedAt = 0;
  budgets = Object.fromEntries(
    Object.entries(BUDGETS).map(([name, budget]) => [name, new Budget(budget)]),
  );

  ws.addEventListener('open', () => {
    opened = true;
    if (token) {
      pendingAuth = token;
      pump();
    } else {
      renewToken();
    }
  });
  ws.addEventListener('message', (message) => {
    let parsed;
    try {
      parsed = JSON.parse(String(message.data));
    } catch {
      return;
    }
    onEvent(parsed.event, Array.isArray(parsed.args) ? parsed.args : []);
  });
  const end = (code, reason) => {
    if (ended) {
      return;
    }
    ended = true;
    socket = null;
    clearTimeout(pumpTimer);
    onClose(code, reason, opened);
  };
  ws.addEventListener('close', (event) => end(event.code, event.reason));
  // A refused upgrade (HTTP 400, 403 or 404) or a network failure: some clients report only this.
  ws.addEventListener('error', () => setTimeout(() => end(1006, 'connection failed'), 100));
}

function onClose(code, reason, opened) {
  if (stopping) {
    process.exit(0);
  }
  if (code === CLOSE_SUSPENDED) {
    finish(3, `the server is suspended (close code ${code}${reason ? `: ${reason}` : ''})`);
  }
  if (code === CLOSE_TOO_BIG) {
    finish(1, 'Wings closed the connection because a message was too large (close code 1009)');
  }
  failures += 1;
  if (failures > MAX_FAILURES) {
    finish(1, `giving up after ${MAX_FAILURES} failed attempts (last close code ${code})`);
  }
  const delayMs = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS);
  console.error(
    `[reconnecting] in ${delayMs / 1000} s: ${opened ? `closed with code ${code}` : 'the connection was refused'}`,
  );
  setTimeout(async () => {
    if (opened) {
      connect(null);
      return;
    }
    // Refused before the upgrade: the server may have moved, so ask the panel where it is now.
    try {
      const fresh = await credentials();
      socketUrl = fresh.socket;
      latestToken = fresh.token;
      connect(latestToken);
    } catch (error) {
      if (!panelFailure(error)) {
        onClose(1006, error.message, false);
      }
    }
  }, delayMs);
}

const input = createInterface({input: process.stdin, crlfDelay: Infinity});
input.on('line', (line) => {
  const message = {event: 'send command', args: [line]};
  if (Buffer.byteLength(JSON.stringify(message)) > MAX_MESSAGE_BYTES) {
    console.error(
      `[skipped] a line of ${Buffer.byteLength(line)} bytes: Wings closes the connection on messages over ${MAX_MESSAGE_BYTES} bytes`,
    );
    return;
  }
  commands.push(message);
  pump();
});

const stop = () => {
  stopping = true;
  if (socket) {
    socket.close(1000);
    setTimeout(() => process.exit(0), 2_000).unref();
  } else {
    process.exit(0);
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const first = await credentials();
  socketUrl = first.socket;
  latestToken = first.token;
} catch (error) {
  if (!panelFailure(error)) {
    finish(1, error.message);
  }
}
connect(latestToken);
