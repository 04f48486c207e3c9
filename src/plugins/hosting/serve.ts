/**
 * Serves a production build the way the shipped hosting rules do (redirects, 404 status, cache
 * and security headers, pre-compressed files), so `npm run serve` and the browser tests see what
 * a real deployment serves.
 *
 *   tsx src/plugins/hosting/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {createReadStream, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cacheControlFor} from './caching';
import {ENCODINGS, negotiateEncoding} from './compression';
import {contentTypeFor} from './mime';
import {resolvePath} from './routing';
import {securityHeaders} from './security';
import {buildCsp} from './site';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(values.dir);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve: --port must be a TCP port number, got "${values.port}".`);
  process.exit(2);
}

function isFile(relative: string): boolean {
  try {
    return statSync(path.join(root, relative)).isFile();
  } catch {
    return false;
  }
}

if (!isFile('index.html')) {
  console.error(`serve: ${root} has no index.html. Run "npm run build" first.`);
  process.exit(2);
}

const headersForEveryResponse = securityHeaders(buildCsp(root));

function send(req: IncomingMessage, res: ServerResponse, status: number, relative: string): void {
  const available = ENCODINGS.filter((encoding) => isFile(`${relative}${encoding.suffix}`)).map(
    (encoding) => encoding.name,
  );
  const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
  res.writeHead(status, {
    ...Object.fromEntries(headersForEveryResponse),
    'Content-Type': contentTypeFor(relative),
    'Cache-Control': cacheControlFor(relative),
    ...(available.length > 0 ? {Vary: 'Accept-Encoding'} : {}),
    ...(encoding ? {'Content-Encoding': encoding.name} : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path.join(root, `${relative}${encoding?.suffix ?? ''}`)).pipe(res);
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    send(req, res, 400, '404.html');
    return;
  }
  const resolution = resolvePath(pathname, isFile);
  switch (resolution.kind) {
    case 'redirect':
      res
        .writeHead(301, {
          ...Object.fromEntries(headersForEveryResponse),
          Location: `${encodeURI(resolution.location)}${url.search}`,
          'Cache-Control': 'no-cache',
        })
        .end();
      return;
    case 'file':
      send(req, res, 200, resolution.file);
      return;
    case 'not-found':
      send(req, res, 404, resolution.file);
  }
}

createServer(handle).listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port}/`);
});
