/**
 * The hosting rules as a server applies them: every route's status, the canonical redirects, the
 * cache policy per kind of file, pre-compressed responses and the security headers. Runs against
 * the local server ("site") and against nginx with the generated configuration ("nginx"); that
 * every page runs under those headers without a CSP violation is pages.spec.ts's check.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {test, expect, waitForHydration} from './support/fixtures';
import {BUILD_DIR, builtHtmlFiles, provider, sitePages} from './support/site';
import {IMMUTABLE, REVALIDATE, isHashedAsset} from '../../src/plugins/hosting/caching';
import {buildFiles} from '../../src/plugins/hosting/site';

const files = buildFiles(BUILD_DIR);
const mainScript = `/${files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))}`;
const stylesheet = `/${files.find((file) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(file))}`;
const searchIndex = `/${files.find((file) => /^search-index.*\.json$/.test(file))}`;

test('every file the bundler names by content hash is under /assets/', () => {
  const hashedLooking = files.filter((file) => /[.-][0-9a-f]{8,}\.(js|css)$/.test(file));
  expect(hashedLooking.filter((file) => !isHashedAsset(file))).toEqual([]);
  expect(
    files.filter(
      (file) => file.startsWith('assets/') && !/\.(gz|br)$/.test(file) && !isHashedAsset(file),
    ),
  ).toEqual([]);
});

test('every page answers 200 with HTML, revalidation and the security headers', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const route of sitePages()) {
    const response = await request.get(route, {maxRedirects: 0});
    const headers = response.headers();
    if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
    if (!headers['content-type']?.startsWith('text/html'))
      problems.push(`${route}: type ${headers['content-type']}`);
    if (headers['cache-control'] !== REVALIDATE)
      problems.push(`${route}: cache ${headers['cache-control']}`);
    const csp = headers['content-security-policy'] ?? '';
    if (
      !csp.includes("frame-ancestors 'none'") ||
      !csp.includes("default-src 'self'") ||
      !/script-src 'self' 'sha256-/.test(csp)
    ) {
      problems.push(`${route}: csp ${csp}`);
    }
    if (/script-src[^;]*'unsafe-inline'/.test(csp))
      problems.push(`${route}: inline scripts allowed wholesale`);
    if (provider.analytics && !csp.includes(new URL(provider.analytics.scriptSrc).origin))
      problems.push(`${route}: analytics origin missing from CSP`);
    if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${route}: nosniff`);
    if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin')
      problems.push(`${route}: referrer policy`);
    if (!headers['permissions-policy']?.includes('camera=()'))
      problems.push(`${route}: permissions policy`);
  }
  expect(problems).toEqual([]);
  expect(sitePages().length).toBe(builtHtmlFiles().length - 1);
});

for (const [requested, location] of [
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro/', '/docs/intro'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/docs/api/client/files.html?x=1', '/docs/api/client/files?x=1'],
  ['/index.html', '/'],
] as const) {
  test(`${requested} answers 301 to ${location}`, async ({request}) => {
    const response = await request.get(requested, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(
      new URL(response.headers()['location'] ?? '', 'http://x').pathname +
        new URL(response.headers()['location'] ?? '', 'http://x').search,
    ).toBe(location);
  });
}

for (const route of ['/no-such-page', '/docs/api/client/nothing', '/_headers', '/_redirects']) {
  test(`${route} is the not-found page with status 404`, async ({request}) => {
    const response = await request.get(route, {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
}

test('cache headers follow the kind of file', async ({request}) => {
  const expectations: [string, string][] = [
    [mainScript, IMMUTABLE],
    [stylesheet, IMMUTABLE],
    ['/sitemap.xml', REVALIDATE],
    [searchIndex, REVALIDATE],
    ['/openapi/pterodactyl-client-api-v1.yaml', REVALIDATE],
    ['/openapi/pterodactyl-application-api-v1.json', REVALIDATE],
    ['/openapi/pterodactyl-client-api-v1.postman.json', REVALIDATE],
    ['/img/favicon.svg', REVALIDATE],
  ];
  for (const [file, cacheControl] of expectations) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe(cacheControl);
  }
  const yaml = await request.get('/openapi/pterodactyl-client-api-v1.yaml');
  expect(yaml.headers()['content-type']).toContain('application/yaml');
  const collection = await request.get('/openapi/pterodactyl-client-api-v1.postman.json');
  expect(collection.headers()['content-type']).toContain('application/json');
  expect(((await collection.json()) as {info: {schema: string}}).info.schema).toContain(
    'collection/v2.1',
  );
});

test('Markdown twins and llms.txt are served as text with their content type, revalidated and compressed', async ({
  request,
}) => {
  for (const [file, type] of [
    ['/docs/api/client/files.md', 'text/markdown; charset=utf-8'],
    ['/docs.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const response = await request.get(file, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']?.replace(/\s+/g, ' ').toLowerCase(), file).toBe(type);
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE);
    expect(response.headers()['content-encoding'], file).toBe('br');
    expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
    expect(
      (await response.body()).equals(readFileSync(path.join(BUILD_DIR, file.slice(1)))),
      file,
    ).toBe(true);
  }
});

test('text files are served pre-compressed as the client accepts, and identical once decompressed', async ({
  request,
}) => {
  for (const file of [mainScript, '/docs/intro', searchIndex]) {
    const original = readFileSync(
      path.join(BUILD_DIR, file === '/docs/intro' ? 'docs/intro.html' : file.slice(1)),
    );
    const brotli = await request.get(file, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(brotli.headers()['content-encoding'], file).toBe('br');
    expect(brotli.headers()['vary']).toContain('Accept-Encoding');
    const gzip = await request.get(file, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding'], file).toBe('gzip');
    const plain = await request.get(file, {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.headers()['content-encoding'], file).toBeUndefined();
    // Playwright decodes the bodies itself; compare them with the file and with each other.
    expect((await brotli.body()).equals(original), `${file} (br)`).toBe(true);
    expect((await gzip.body()).equals(original), `${file} (gzip)`).toBe(true);
    expect((await plain.body()).equals(original), `${file} (identity)`).toBe(true);
  }
  // The files on disk are real compressed copies.
  expect(
    brotliDecompressSync(readFileSync(path.join(BUILD_DIR, `${mainScript.slice(1)}.br`))).equals(
      readFileSync(path.join(BUILD_DIR, mainScript.slice(1))),
    ),
  ).toBe(true);
  expect(
    gunzipSync(readFileSync(path.join(BUILD_DIR, `${mainScript.slice(1)}.gz`))).equals(
      readFileSync(path.join(BUILD_DIR, mainScript.slice(1))),
    ),
  ).toBe(true);
});
