// Streams a Pterodactyl server's console over the Wings websocket, sends one command, renews the
// token before it expires, and reconnects when Wings drops the connection. Node.js 20 or later,
// with the `ws` package (npm install ws).
//
//   PANEL_URL=https://panel.example.com API_KEY=ptlc_... SERVER=1a7ce997 node console.mjs "say Hello"
//
// Stop it with Ctrl+C. Exit status: 0 when you stop it or the server is deleted, 1 on an error it
// cannot recover from, 3 when the server is suspended.
import WebSocket from 'ws';

const {PANEL_URL, API_KEY, SERVER} = process.env;
const command = process.argv[2];
if (!PANEL_URL || !API_KEY || !SERVER) {
  console.error('Set PANEL_URL, API_KEY and SERVER.');
  process.exit(2);
}

// Wings 1.12.0 and later close a suspended server's websocket with this code.
const CLOSE_SUSPENDED = 4409;
// Wings 1.12.1 and later accept two `auth` messages at once, then one every 5 seconds.
const AUTH_RETRY_MS = 5_000;
// How long a renewal's `auth` may wait for its answer (a throttled one is sent again after 5 s).
const RENEWAL_ANSWER_MS = 15_000;
// Since panel 1.12.0 a server gets 5 sets of credentials a minute, shared by all of its users, so
// reconnect slowly: 2 s, 4 s, 8 s... at most 60 s apart, and give up after 8 failures in a row.
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
const MAX_FAILURES = 8;

// The pause a Retry-After header asks for, in milliseconds; 0 when there is none to honour, which
// leaves the pause to the backoff. Only the form in seconds ("120") is read. RFC 9110 also allows
// an HTTP date, but a date needs this machine's clock to agree with the sender's, which nothing
// here can check, so a date is left to the backoff too. A pause longer than the backoff's longest
// is cut to it: an absurd value from a proxy (a day, say) must not stall the program, and the
// panel as shipped limits the credentials route per minute, so its 429 never asks for more.
function retryAfterMs(header) {
  const text = header?.trim() ?? '';
  return /^\d+$/.test(text) ? Math.min(Number(text) * 1000, LONGEST_RETRY_MS) : 0;
}

class PanelError extends Error {
  constructor(status, body, retryAfter) {
    super(`The panel answered ${status}: ${body}`);
    // 429 (too many requests) and 5xx are worth another try; 403, 404 and 409 are not.
    this.retryable = status === 429 || status >= 500;
    this.retryAfterMs = retryAfterMs(retryAfter);
    // Since panel 1.3.0 every server state the panel refuses (suspended, node in maintenance on
    // 1.11.0+, installing, restoring a backup, being transferred) gets 409 and the same error
    // code; only the detail says which.
    this.suspended = status === 409 && body.includes('currently suspended');
  }
}

// Asks the panel for a token and the socket URL. A token is valid for 10 minutes.
async function credentials() {
  const response = await fetch(`${PANEL_URL}/api/client/servers/${SERVER}/websocket`, {
    headers: {Authorization: `Bearer ${API_KEY}`, Accept: 'application/json'},
  });
  if (!response.ok) {
    throw new PanelError(
      response.status,
      await response.text(),
      response.headers.get('retry-after'),
    );
  }
  const {data} = await response.json();
  return data;
}

let commandSent = false;
let stopping = false;
let openSocket = null;

// One connection, from fetching credentials to the close. Resolves with what to do next:
// {stop: true, exitCode, reason} or {retry: true, reason, authenticated, delayMs}.
async function connectOnce() {
  const first = await credentials();
  return new Promise((resolve) => {
    // Wings only accepts the panel's own origin, so send it explicitly.
    const socket = new WebSocket(first.socket, {origin: PANEL_URL});
    openSocket = socket;
    const send = (event, ...args) => socket.send(JSON.stringify({event, args}));
    let latestToken = first.token;
    let authenticated = false;
    // When the current renewal started, until Wings answers its `auth`; 0 when none is under way.
    // With an expired token every event Wings would send arrives as a `jwt error`, often many
    // before the new `auth` is answered, and each would otherwise cost another set of credentials.
    let renewalStartedAt = 0;
    let outcome = null;

    const renewToken = async () => {
      // An `auth` lost on the way (dropped by the connection-wide budget) must not block renewals
      // for good, so a renewal older than this counts as finished.
      if (renewalStartedAt && Date.now() - renewalStartedAt < RENEWAL_ANSWER_MS) {
        return;
      }
      renewalStartedAt = Date.now();
      try {
        latestToken = (await credentials()).token;
        send('auth', latestToken);
      } catch (error) {
        renewalStartedAt = 0;
        console.error(`[token] ${error.message}`);
      }
    };

    // Wings answers before upgrading: 400 when the server already has 30 open websockets (Wings
    // 1.12.1 and later), 403 for an Origin it does not accept, 404 for a server it does not know.
    // A 5xx usually comes from a reverse proxy in front of Wings while Wings is down or restarting.
    // 400 and 5xx are worth another try, as 5xx from the panel is, and the proxy's Retry-After is
    // honoured as the panel's is; the others are final.
    socket.on('unexpected-response', (request, response) => {
      const status = response.statusCode;
      if (status === 400) {
        outcome = {retry: true, reason: 'Wings has too many open websockets for this server'};
      } else if (status >= 500) {
        outcome = {
          retry: true,
          reason: `Wings (or a proxy in front of it) answered HTTP ${status}`,
          delayMs: retryAfterMs(response.headers['retry-after']),
        };
      } else {
        outcome = {
          stop: true,
          exitCode: 1,
          reason: `Wings refused the connection with HTTP ${status}`,
        };
      }
      socket.terminate();
    });

    socket.on('open', () => send('auth', latestToken));

    socket.on('message', (raw) => {
      let message;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return;
      }
      const {event, args = []} = message;
      switch (event) {
        case 'auth success':
          // Wings answers every auth, the first one and each renewal alike.
          renewalStartedAt = 0;
          if (!authenticated) {
            authenticated = true;
            send('send logs');
            if (command && !commandSent) {
              commandSent = true;
              send('send command', command);
            }
          }
          break;
        case 'console output':
          console.log(args[0]);
          break;
        case 'status':
          console.error(`[status] ${args[0]}`);
          break;
        case 'stats': {
          const stats = JSON.parse(args[0]);
          console.error(
            `[stats] ${stats.state}, ${(stats.memory_bytes / 1048576).toFixed(0)} MiB, CPU ${stats.cpu_absolute}%`,
          );
          break;
        }
        case 'token expiring':
        case 'token expired':
          renewToken();
          break;
        case 'throttled':
          // Wings dropped a message of this kind (or, with "global", any message). An `auth` must
          // still get through, so send it again once Wings accepts one more.
          console.error(`[throttled] ${args[0]}`);
          if (args[0] === 'auth') {
            setTimeout(
              () => socket.readyState === WebSocket.OPEN && send('auth', latestToken),
              AUTH_RETRY_MS,
            );
          }
          break;
        case 'jwt error': {
          const text = args[0] ?? '';
          // An expired or revoked token can be replaced on the same connection.
          if (/exp claim is invalid|denylist/.test(text)) {
            renewToken();
            break;
          }
          const hint = /missing connect permission/.test(text)
            ? ' (the key lacks websocket.connect, or Wings is 1.12.2 or later and the panel older than 1.12.3)'
            : '';
          outcome = {stop: true, exitCode: 1, reason: `jwt error: ${text}${hint}`};
          socket.close(1000);
          break;
        }
        case 'daemon error':
          console.error(`[daemon error] ${args[0]}`);
          break;
        case 'deleted':
          outcome = {stop: true, exitCode: 0, reason: 'the server was deleted'};
          break;
        default:
          break;
      }
    });

    socket.on('error', (error) => {
      console.error(`[socket] ${error.message}`);
    });

    socket.on('close', (code, reason) => {
      openSocket = null;
      if (outcome?.stop) {
        resolve(outcome);
      } else if (stopping) {
        resolve({stop: true, exitCode: 0, reason: 'stopped'});
      } else if (code === CLOSE_SUSPENDED) {
        resolve({
          stop: true,
          exitCode: 3,
          reason: `the server is suspended (${reason.toString() || code})`,
        });
      } else {
        // Wings 1.12.0 and later drop every websocket of a server without a close frame (code
        // 1006 here) when the panel revokes a user's access to it or the server is suspended.
        resolve({
          retry: true,
          authenticated,
          reason: outcome?.reason ?? `closed with code ${code}`,
          delayMs: outcome?.delayMs,
        });
      }
    });
  });
}

process.on('SIGINT', () => {
  stopping = true;
  if (openSocket) {
    openSocket.close(1000);
  } else {
    process.exit(0);
  }
});

let failures = 0;
for (;;) {
  let result;
  try {
    result = await connectOnce();
  } catch (error) {
    if (error instanceof PanelError && error.suspended) {
      result = {
        stop: true,
        exitCode: 3,
        reason: 'the server is suspended (the panel refused credentials with 409)',
      };
    } else if (error instanceof PanelError && !error.retryable) {
      result = {stop: true, exitCode: 1, reason: error.message};
    } else {
      result = {retry: true, reason: error.message, delayMs: error.retryAfterMs};
    }
  }
  if (result.stop) {
    console.error(`[closed] ${result.reason}`);
    process.exit(result.exitCode);
  }
  failures = result.authenticated ? 1 : failures + 1;
  if (failures > MAX_FAILURES) {
    console.error(`[closed] giving up after ${MAX_FAILURES} failed attempts: ${result.reason}`);
    process.exit(1);
  }
  const delayMs = Math.max(
    result.delayMs ?? 0,
    Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS),
  );
  console.error(`[reconnecting] in ${delayMs / 1000} s: ${result.reason}`);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}
