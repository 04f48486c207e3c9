/**
 * Serves a build with nginx and the generated site configuration, on loopback, as an ordinary
 * foreground process. Used by the browser tests; stop it with Ctrl+C or SIGTERM, which stops
 * nginx by its PID.
 *
 *   tsx src/plugins/hosting/serveNginx.ts [--dir build] [--port 4174]
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {renderNginxSiteConfig} from './nginx';
import {buildCsp} from './site';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '4174'}},
});
const root = path.resolve(values.dir);
const port = Number(values.port);
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const nginx =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate)) ??
  'nginx';
if (spawnSync(nginx, ['-v']).error) {
  console.error(
    'serve-nginx: nginx is not installed. On Debian: apt-get install nginx libnginx-mod-http-brotli-static',
  );
  process.exit(2);
}
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve-nginx: ${root} has no index.html. Run "npm run build" first.`);
  process.exit(2);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
const pidFile = path.join(prefix, 'nginx.pid');
writeFileSync(path.join(prefix, 'site.conf'), renderNginxSiteConfig({root, csp: buildCsp(root)}));
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '# brotli_static module not installed'}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${pidFile};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        include ${path.join(prefix, 'site.conf')};
    }
}
`,
);
if (!existsSync(BROTLI_MODULE)) {
  // Without the module nginx rejects the directive; the include stays as shipped otherwise.
  writeFileSync(
    path.join(prefix, 'site.conf'),
    readFileSync(path.join(prefix, 'site.conf'), 'utf8').replace('brotli_static on;', ''),
  );
}

const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
  stdio: 'inherit',
});
console.log(`Serving ${root} with nginx (pid ${child.pid}) at http://127.0.0.1:${port}/`);

const stop = (): void => {
  if (child.pid !== undefined && child.exitCode === null) {
    process.kill(child.pid, 'SIGQUIT');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});
