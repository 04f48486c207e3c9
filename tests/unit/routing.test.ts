import {describe, expect, it} from 'vitest';
import {canonicalPathname} from '../../src/plugins/hosting/client/canonicalPath';
import {resolvePath} from '../../src/plugins/hosting/routing';
import {cacheControlFor, IMMUTABLE, REVALIDATE} from '../../src/plugins/hosting/caching';

const files = new Set([
  'index.html',
  '404.html',
  'docs.html',
  'docs/intro.html',
  'docs/guide/index.html',
  'assets/js/main.1a2b3c4d.js',
  'sitemap.xml',
]);
const isFile = (relative: string): boolean => files.has(relative);

describe('canonicalPathname', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/docs/intro', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs//', '/docs'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });
});

describe('resolvePath', () => {
  it('serves pages from their .html file', () => {
    expect(resolvePath('/', isFile)).toEqual({kind: 'file', file: 'index.html'});
    expect(resolvePath('/docs', isFile)).toEqual({kind: 'file', file: 'docs.html'});
    expect(resolvePath('/docs/intro', isFile)).toEqual({kind: 'file', file: 'docs/intro.html'});
    expect(resolvePath('/docs/guide', isFile)).toEqual({
      kind: 'file',
      file: 'docs/guide/index.html',
    });
  });

  it('serves other files as they are', () => {
    expect(resolvePath('/assets/js/main.1a2b3c4d.js', isFile)).toEqual({
      kind: 'file',
      file: 'assets/js/main.1a2b3c4d.js',
    });
    expect(resolvePath('/sitemap.xml', isFile)).toEqual({kind: 'file', file: 'sitemap.xml'});
  });

  it('redirects every other spelling of a page to the canonical path', () => {
    expect(resolvePath('/docs/intro.html', isFile)).toEqual({
      kind: 'redirect',
      location: '/docs/intro',
    });
    expect(resolvePath('/docs/intro/', isFile)).toEqual({
      kind: 'redirect',
      location: '/docs/intro',
    });
    expect(resolvePath('/docs/intro/index.html', isFile)).toEqual({
      kind: 'redirect',
      location: '/docs/intro',
    });
    expect(resolvePath('/index.html', isFile)).toEqual({kind: 'redirect', location: '/'});
  });

  it('answers unknown and hostile paths with the not-found page', () => {
    for (const path of ['/nope', '/docs/intro/extra', '/../etc/passwd', '/docs/%00', 'relative']) {
      expect(resolvePath(path.replace('%00', '\0'), isFile)).toEqual({
        kind: 'not-found',
        file: '404.html',
      });
    }
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed bundler output forever and revalidates everything else', () => {
    expect(cacheControlFor('assets/js/main.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/js/4d54d076.e3ae3567.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/css/styles.0f1e2d3c.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/images/logo-0f1e2d3c4b.png')).toBe(IMMUTABLE);
    for (const file of [
      'index.html',
      'docs/intro.html',
      'sitemap.xml',
      'search-index-97ce448a.json',
      'img/favicon.svg',
      'assets/js/unhashed.js',
    ]) {
      expect(cacheControlFor(file)).toBe(REVALIDATE);
    }
  });
});
