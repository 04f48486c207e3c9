// Streams a Pterodactyl server's console over the Wings websocket, sends one command, and renews
// the token before it expires. Node.js 20 or later, with the `ws` package (npm install ws).
//
//   PANEL_URL=https://panel.example.com API_KEY=ptlc_... SERVER=1a7ce997 node console.mjs "say Hello"
//
// Stop it with Ctrl+C.
import WebSocket from 'ws';

const {PANEL_URL, API_KEY, SERVER} = process.env;
const command = process.argv[2];
if (!PANEL_URL || !API_KEY || !SERVER) {
  console.error('Set PANEL_URL, API_KEY and SERVER.');
  process.exit(2);
}

// Asks the panel for a token and the socket URL. A token is valid for 10 minutes.
async function credentials() {
  const response = await fetch(`${PANEL_URL}/api/client/servers/${SERVER}/websocket`, {
    headers: {Authorization: `Bearer ${API_KEY}`, Accept: 'application/json'},
  });
  if (!response.ok) {
    throw new Error(`The panel answered ${response.status}: ${await response.text()}`);
  }
  const {data} = await response.json();
  return data;
}

const {token, socket: socketUrl} = await credentials();

// Wings only accepts the panel's own origin, so send it explicitly.
const socket = new WebSocket(socketUrl, {origin: PANEL_URL});
const send = (event, ...args) => socket.send(JSON.stringify({event, args}));

let authenticated = false;
let renewing = false;

async function renewToken() {
  if (renewing) {
    return;
  }
  renewing = true;
  try {
    const fresh = await credentials();
    send('auth', fresh.token);
  } finally {
    renewing = false;
  }
}

socket.on('open', () => send('auth', token));

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
      if (!authenticated) {
        authenticated = true;
        send('send logs');
        if (command) {
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
      console.error(`[stats] ${stats.state}, ${(stats.memory_bytes / 1048576).toFixed(0)} MiB, CPU ${stats.cpu_absolute}%`);
      break;
    }
    case 'token expiring':
    case 'token expired':
      renewToken().catch((error) => console.error(`[token] ${error.message}`));
      break;
    case 'jwt error':
      // An expired or revoked token can be replaced on the same connection.
      if (/exp claim is invalid|denylist/.test(args[0] ?? '')) {
        renewToken().catch((error) => console.error(`[token] ${error.message}`));
      } else {
        console.error(`[jwt error] ${args[0]}`);
        socket.close();
      }
      break;
    case 'daemon error':
      console.error(`[daemon error] ${args[0]}`);
      break;
    default:
      break;
  }
});

socket.on('close', (code) => {
  console.error(`[closed] ${code}`);
  process.exit(code === 1000 || code === 1005 ? 0 : 1);
});

socket.on('error', (error) => {
  console.error(`[socket] ${error.message}`);
});

process.on('SIGINT', () => socket.close(1000));
