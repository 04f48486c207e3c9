/**
 * The HTTP recipes of the Guides section, run against the mock kit started as the Testing your
 * integration page says: the provisioning and listing recipes against Prism on the published
 * application document (every request they send must pass its validation), the file transfer
 * recipe against mock-wings, which plays the panel's signed file links and Wings' file endpoints.
 * The 429 handling of the listing recipe is checked with a stand-in that answers 429 once in front
 * of Prism.
 */
import {randomBytes} from 'node:crypto';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {expect} from '@playwright/test';
import {
  pageCommand,
  root,
  run,
  startMockWings,
  stopProcess,
  test,
  testingPage,
} from './support/mockKit';

const APPLICATION_DOCUMENT = 'pterodactyl-application-api-v1.yaml';
const KEY = 'ptla_TestKeyForTheRecipes0000000000000000000000';

test.describe.configure({timeout: 120_000});

async function recipe(
  file: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const started = run(process.execPath, [path.join(root, 'examples/recipes', file), ...args], {
    env: {API_KEY: KEY, ...env},
  });
  const code = await started.exit;
  return {code, ...started.output};
}

test('the provisioning recipe runs its four hooks against the application API mock', async ({
  prism: prismFor,
}) => {
  const prism = await prismFor(APPLICATION_DOCUMENT);
  // Requests the mock finds invalid against the document: any is a bug in the recipe.
  const violations = prism.violationsFromNow();
  const env = {PANEL_URL: prism.url, POLL_SECONDS: '0'};
  const provision = await recipe('provision-server.mjs', ['provision'], env);
  expect(provision.stderr).toBe('');
  expect(provision.code).toBe(0);
  expect(provision.stdout).toMatch(/Customer billing-4471 is panel user \d+/);
  expect(provision.stdout).toMatch(/Placing the server on node \d+ .*, [\d.]+:\d+\./);
  expect(provision.stdout).toMatch(/Created server \d+ \([0-9a-f]{8}\) for order order-4471/);
  expect(provision.stdout).toMatch(/Server \d+ is installed\./);
  for (const [hook, said] of [
    ['suspend', 'suspended'],
    ['unsuspend', 'unsuspended'],
    ['terminate', 'deleted'],
  ]) {
    const result = await recipe('provision-server.mjs', [hook ?? '', 'order-4471'], env);
    expect(result.code, `${hook}: ${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Server \\d+ ${said}\\.`));
  }
  expect(violations()).toEqual([]);
});

test('the provisioning recipe stops before sending a request the panel would refuse', async ({
  prism: prismFor,
}) => {
  const prism = await prismFor(APPLICATION_DOCUMENT);
  const result = await recipe('provision-server.mjs', ['unknown-hook'], {PANEL_URL: prism.url});
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('Usage: provision-server.mjs provision');
  const withoutKey = await recipe('provision-server.mjs', ['provision'], {
    PANEL_URL: prism.url,
    API_KEY: '',
  });
  expect(withoutKey.code).toBe(1);
  expect(withoutKey.stderr).toContain('Set PANEL_URL and API_KEY');
});

test('the listing recipe reads every page the pagination announces', async ({prism: prismFor}) => {
  const prism = await prismFor(APPLICATION_DOCUMENT);
  const violations = prism.violationsFromNow();
  const result = await recipe('list-all.mjs', ['/api/application/nodes/1/allocations'], {
    PANEL_URL: prism.url,
  });
  expect(result.code, result.stderr).toBe(0);
  // The documented example: two allocations a page, three pages.
  expect(result.stdout.trim().split('\n')).toHaveLength(6);
  expect(result.stderr).toContain('6 items from /api/application/nodes/1/allocations.');
  expect(violations()).toEqual([]);
});

test('the listing recipe waits out a 429 for as long as Retry-After says, then goes on', async ({
  prism: prismFor,
}) => {
  const prism = await prismFor(APPLICATION_DOCUMENT);
  const pages: string[] = [];
  let refused = 0;
  // Answers the second page's first request with 429, as the panel's limiter would; passes the rest on.
  const limiter: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    if (url.searchParams.get('page') === '2' && refused === 0) {
      refused += 1;
      outgoing.writeHead(429, {
        'Content-Type': 'application/json',
        'Retry-After': '1',
        'X-RateLimit-Limit': '240',
        'X-RateLimit-Remaining': '0',
      });
      outgoing.end(
        JSON.stringify({
          errors: [
            {code: 'ThrottleRequestsException', status: '429', detail: 'Too Many Attempts.'},
          ],
        }),
      );
      return;
    }
    pages.push(url.searchParams.get('page') ?? '');
    void fetch(`${prism.url}${incoming.url ?? ''}`, {
      headers: {Authorization: incoming.headers.authorization ?? '', Accept: 'application/json'},
    }).then(async (answer) => {
      outgoing.writeHead(answer.status, {
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '240',
        'X-RateLimit-Remaining': '200',
      });
      outgoing.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => limiter.listen(0, '127.0.0.1', resolve));
  try {
    const started = Date.now();
    const result = await recipe('list-all.mjs', ['/api/application/nodes/1/allocations'], {
      PANEL_URL: `http://127.0.0.1:${(limiter.address() as AddressInfo).port}`,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(refused).toBe(1);
    expect(pages).toEqual(['1', '2', '3']);
    expect(result.stderr).toMatch(
      /429 on \/api\/application\/nodes\/1\/allocations\?page=2.*waiting 1 s/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result.stdout.trim().split('\n')).toHaveLength(6);
  } finally {
    limiter.close();
  }
});

test.describe('the file transfer recipe against mock-wings', () => {
  const mockCommand = pageCommand(testingPage, 'node mock-wings.mjs');

  test('uploads through a signed link, downloads the file back and finds the same bytes', async ({
    request,
  }) => {
    const mock = await startMockWings(request, mockCommand);
    try {
      const dir = mkdtempSync(path.join(tmpdir(), 'recipe-files-'));
      const local = path.join(dir, 'server-icon.png');
      writeFileSync(local, randomBytes(70_000));
      const result = await recipe('transfer-files.mjs', [local, '/config'], {
        PANEL_URL: mock.url,
        API_KEY: mock.key,
        SERVER: mock.server,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        `Uploaded ${local} (70000 bytes) to /config/server-icon.png.`,
      );
      expect(result.stdout).toMatch(
        /Downloaded \/config\/server-icon\.png again: 70000 bytes, SHA-256 [0-9a-f]{64}, the same as the local file\./,
      );
      expect(mock.output.stdout + mock.output.stderr).toContain(
        'received config/server-icon.png (70000 bytes)',
      );
    } finally {
      stopProcess(mock.child);
    }
  });

  test('a signed link works once, a missing file is 500 and a folder 404, and a request without the key is refused', async ({
    request,
  }) => {
    const mock = await startMockWings(request, mockCommand);
    try {
      const headers = {Authorization: `Bearer ${mock.key}`, Accept: 'application/json'};
      const linkFor = async (kind: string, query = ''): Promise<string> => {
        const answer = await fetch(
          `${mock.url}/api/client/servers/${mock.server}/files/${kind}${query}`,
          {headers},
        );
        expect(answer.status).toBe(200);
        return ((await answer.json()) as {attributes: {url: string}}).attributes.url;
      };
      const form = (): FormData => {
        const body = new FormData();
        body.append('files', new Blob(['level-name=world\n']), 'server.properties');
        return body;
      };
      const upload = await linkFor('upload');
      expect((await fetch(upload, {method: 'POST', body: form()})).status).toBe(200);
      const again = await fetch(upload, {method: 'POST', body: form()});
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({
        error: 'The requested resource was not found on this server.',
      });
      const noFiles = await fetch(await linkFor('upload'), {method: 'POST', body: new FormData()});
      expect(noFiles.status).toBe(400);

      const download = await linkFor('download', '?file=%2Fserver.properties');
      const file = await fetch(download);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(
        'attachment; filename="server.properties"',
      );
      expect(await file.text()).toBe('level-name=world\n');
      expect((await fetch(download)).status).toBe(404);
      // Wings 1.12.2 answers a missing file as an unexpected error, not a 404.
      const missing = await fetch(await linkFor('download', '?file=%2Fnot-there.txt'));
      expect(missing.status).toBe(500);
      expect(((await missing.json()) as {error: string; request_id: string}).request_id).toMatch(
        /^[0-9a-f-]{36}$/,
      );
      const folder = await fetch(await linkFor('download', '?file=%2F'));
      expect(folder.status).toBe(404);

      const tampered = `${download.slice(0, -3)}abc`;
      expect((await fetch(tampered)).status).toBe(500);
      const noKey = await fetch(`${mock.url}/api/client/servers/${mock.server}/files/upload`, {
        headers: {Accept: 'application/json'},
      });
      expect(noKey.status).toBe(401);
    } finally {
      stopProcess(mock.child);
    }
  });
});
