// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {chunkNamesOfRoutes, prefetchOnce} from '../../src/plugins/idlePrefetch/client/routeChunks';

describe('chunkNamesOfRoutes', () => {
  const routesChunkNames = {
    '/docs-4f1': {__comp: 'docsRoot', __props: 'docsProps'},
    '/docs-aa2': {__comp: 'docsVersion', __context: {plugin: 'pluginData'}},
    '/docs/intro-9c3': {__comp: 'docPage', content: 'introContent'},
    '/docs/introduction-b1e': {__comp: 'docPage', content: 'otherContent'},
  };

  it('finds every chunk of every matched route, nested names included, by the path less its hash', () => {
    expect(chunkNamesOfRoutes(['/docs', '/docs/intro'], routesChunkNames)).toEqual([
      'docsRoot',
      'docsProps',
      'docsVersion',
      'pluginData',
      'docPage',
      'introContent',
    ]);
  });

  it('finds nothing for a path no route has', () => {
    expect(chunkNamesOfRoutes(['/elsewhere'], routesChunkNames)).toEqual([]);
  });
});

describe('prefetchOnce', () => {
  it('adds one prefetch link per file, however often it is asked for', () => {
    document.head.innerHTML = '';
    const prefetch = prefetchOnce(() => document.head);
    prefetch('/assets/js/a.js');
    prefetch('/assets/js/b.js');
    prefetch('/assets/js/a.js');
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['prefetch', '/assets/js/a.js'],
      ['prefetch', '/assets/js/b.js'],
    ]);
  });
});
