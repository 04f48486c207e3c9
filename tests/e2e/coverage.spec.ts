/**
 * One-to-one coverage, read from the built pages: every fact-table route is exactly one rendered
 * endpoint block, on the page of its group, and no block documents anything else.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {parse} from 'parse5';
import {API_DOCUMENTS, pageUrlForTag} from '../../src/plugins/endpoints/openapi/apis';
import {documentedPath, factRoutes} from '../unit/support/facts';
import {isRouteOf, routeMentions} from '../unit/support/routeMentions';
import {BUILD_DIR, builtHtmlFiles, routeOf} from './support/site';

interface Block {
  readonly page: string;
  readonly method: string;
  readonly path: string;
}

function blocksOf(htmlFile: string): Block[] {
  const blocks: Block[] = [];
  const walk = (node: unknown): void => {
    const element = node as {attrs?: {name: string; value: string}[]; childNodes?: unknown[]};
    const attrs = new Map(
      (element.attrs ?? []).map((attribute) => [attribute.name, attribute.value]),
    );
    if (attrs.has('data-endpoint-block')) {
      blocks.push({
        page: routeOf(htmlFile),
        method: attrs.get('data-method') ?? '',
        path: attrs.get('data-path') ?? '',
      });
    }
    (element.childNodes ?? []).forEach(walk);
  };
  walk(parse(readFileSync(path.join(BUILD_DIR, htmlFile), 'utf8')));
  return blocks;
}

const allBlocks = builtHtmlFiles().flatMap(blocksOf);

for (const api of API_DOCUMENTS) {
  test(`${api.id}: every route of the ${api.facts.version} fact table (${api.facts.api}) is one endpoint block on its group's page`, () => {
    const routes = factRoutes(api.facts.version, api.facts.api);
    const pagePrefix = `${api.routeBase}/`;
    const blocks = allBlocks.filter(
      (block) =>
        block.page.startsWith(pagePrefix) && block.path.startsWith(`/api/${api.facts.api}`),
    );
    const problems: string[] = [];
    for (const route of routes) {
      const expectedPage = pageUrlForTag(api, route.group);
      const found = blocks.filter(
        (block) => block.method === route.method && block.path === documentedPath(route),
      );
      if (found.length !== 1) {
        problems.push(
          `${route.method} ${route.path}: ${found.length} blocks (${found.map((block) => block.page).join(', ')})`,
        );
      } else if (found[0]?.page !== expectedPage) {
        problems.push(
          `${route.method} ${route.path}: on ${found[0]?.page}, expected ${expectedPage}`,
        );
      }
    }
    const known = new Set(routes.map((route) => `${route.method} ${documentedPath(route)}`));
    for (const block of blocks) {
      if (!known.has(`${block.method} ${block.path}`)) {
        problems.push(
          `${block.page} documents ${block.method} ${block.path}, which is not a route of the fact table`,
        );
      }
    }
    const covered =
      routes.length - problems.filter((problem) => !problem.includes('not a route')).length;
    console.log(
      `${api.id}: ${covered} of ${routes.length} routes documented, one block each, on the right page`,
    );
    expect(problems).toEqual([]);
    expect(blocks).toHaveLength(routes.length);
  });
}

test('endpoint blocks appear only on the API reference pages', () => {
  const outside = allBlocks.filter(
    (block) => !API_DOCUMENTS.some((api) => block.page.startsWith(`${api.routeBase}/`)),
  );
  expect(outside).toEqual([]);
});

test('legacy pages mention no route that panel 0.7 did not have (links to the v1.0+ pages aside)', () => {
  const legacyRoutes = factRoutes('legacy');
  const linksToCurrentDocs = (href: string) =>
    href.startsWith('/docs/') && !href.startsWith('/docs/v0.7');
  const legacyPages = builtHtmlFiles().filter(
    (file) => file === 'docs/v0.7.html' || file.startsWith('docs/v0.7/'),
  );
  expect(legacyPages).toHaveLength(15);
  const mentioned = new Set<string>();
  const invented: string[] = [];
  for (const file of legacyPages) {
    for (const mention of routeMentions(
      readFileSync(path.join(BUILD_DIR, file), 'utf8'),
      linksToCurrentDocs,
    )) {
      if (isRouteOf(mention, legacyRoutes)) {
        mentioned.add(`${mention.method} ${mention.path}`);
      } else {
        invented.push(`${routeOf(file)}: ${mention.method} ${mention.path}`);
      }
    }
  }
  expect(invented).toEqual([]);
  // The check reads real mentions: every 0.7 route is named somewhere in the legacy pages.
  const unnamed = legacyRoutes.filter(
    (route) => !mentioned.has(`${route.method} ${documentedPath(route)}`),
  );
  expect(unnamed.map((route) => `${route.method} ${route.path}`)).toEqual([]);
});
