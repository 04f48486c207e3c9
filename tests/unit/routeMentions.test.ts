import {describe, expect, it} from 'vitest';
import {isRouteOf, routeMentions} from './support/routeMentions';

const page = (article: string) =>
  `<html><body><nav>GET /api/client/servers/{server}/resources</nav><article>${article}</article></body></html>`;

describe('routeMentions', () => {
  it('finds method and path pairs in the article, across elements, and ignores the rest of the page', () => {
    const html = page(
      '<p>Send <code>POST</code> <code>/api/client/servers/{server}/power</code>.</p><div><span>GET</span><span>/api/client?page=2</span></div>',
    );
    expect(routeMentions(html)).toEqual([
      {method: 'POST', path: '/api/client/servers/{server}/power'},
      {method: 'GET', path: '/api/client'},
    ]);
  });

  it('leaves out the text of links the caller skips', () => {
    const html = page(
      '<p>In 1.0: <a href="/docs/api/client/servers#get-resource-usage">GET /api/client/servers/{server}/resources</a></p>',
    );
    expect(routeMentions(html, (href) => href.startsWith('/docs/api/'))).toEqual([]);
    expect(routeMentions(html)).toHaveLength(1);
  });
});

describe('isRouteOf', () => {
  const routes = [
    {method: 'GET', path: '/api/client/servers/{server}/utilization'},
    {method: 'DELETE', path: '/api/application/servers/{server}/{force?}'},
  ];

  it('matches parameters to any one segment, and the method exactly', () => {
    expect(
      isRouteOf({method: 'GET', path: '/api/client/servers/1a7ce997/utilization'}, routes),
    ).toBe(true);
    expect(
      isRouteOf({method: 'DELETE', path: '/api/application/servers/{server}/force'}, routes),
    ).toBe(true);
    expect(
      isRouteOf({method: 'POST', path: '/api/client/servers/1a7ce997/utilization'}, routes),
    ).toBe(false);
    expect(isRouteOf({method: 'GET', path: '/api/client/servers/1a7ce997/resources'}, routes)).toBe(
      false,
    );
    expect(isRouteOf({method: 'GET', path: '/api/client/servers/a/b/utilization'}, routes)).toBe(
      false,
    );
  });
});
