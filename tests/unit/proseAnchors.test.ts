/**
 * Source anchors in the pages' text (`<Source … />`, read by schema/sourceElements.ts and checked
 * by src/plugins/facts/proseAnchors.ts): the element's checks, the footnotes the build makes of it (src/plugins/facts/remark.ts), its
 * Markdown twin, and the drift scripts' collection of it from a fixture site.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FootnoteDefinition, Root} from 'mdast';
import {afterAll, describe, expect, it} from 'vitest';
import {claimsOfSite, driftProblems} from '../../scripts/facts/drift';
import {collectAnchorKeys, type FingerprintTable} from '../../scripts/facts/fingerprints';
import {anchorReleases, sourceFileUrl} from '../../src/plugins/endpoints/openapi/anchors';
import {checkedSourceElements} from '../../src/plugins/facts/proseAnchors';
import {parsePage, proseAnchorsOfSite} from '../../schema/sourceElements';
import remarkFacts from '../../src/plugins/facts/remark';
import {pageMarkdown} from '../../src/plugins/markdownPages/toMarkdown';

const releases = anchorReleases();
const limitAnchor =
  'repo="panel" file="app/Enum/ResourceLimit.php" symbol="ResourceLimit::limit" verified="1.15.0" since="1.12.0"';
const bootAnchor =
  'repo="panel" file="app/Enum/ResourceLimit.php" symbol="ResourceLimit::boot" verified="1.15.0"';

const page = (body: string): string => `---\ntitle: Fixture\n---\n\n# Fixture\n\n${body}\n`;

/** The error `checkedSourceElements` throws for a page, or '' when it accepts it. */
function problemOf(body: string): string {
  try {
    checkedSourceElements(parsePage(page(body)), 'docs/fixture.md', releases);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('<Source> elements', () => {
  it('reads each anchor with the line of the file it is written on (front matter counted)', () => {
    const elements = checkedSourceElements(
      parsePage(
        page(
          `A claim.<Source ${limitAnchor} />\n\n- an item <Source ${bootAnchor} />\n\n| a | b |\n| - | - |\n| cell<Source ${bootAnchor} /> | x |`,
        ),
      ),
      'docs/fixture.md',
      releases,
    );
    expect(elements.map(({line, anchor}) => [line, anchor.symbol, anchor.since])).toEqual([
      [7, 'ResourceLimit::limit', '1.12.0'],
      [9, 'ResourceLimit::boot', undefined],
      [13, 'ResourceLimit::boot', undefined],
    ]);
  });

  it.each([
    ['an unknown attribute', `<Source ${bootAnchor} note="x" />`, 'has unknown attributes note'],
    [
      'a missing key',
      '<Source repo="panel" file="app/Enum/ResourceLimit.php" verified="1.15.0" />',
      'misses the attribute symbol',
    ],
    [
      'an expression attribute',
      `<Source ${bootAnchor} since={"1.12.0"} />`,
      'attribute since must be a string',
    ],
    [
      'a value-less attribute',
      `<Source ${bootAnchor} until />`,
      'attribute until must be a string',
    ],
    [
      'an unknown release',
      '<Source repo="panel" file="app/Enum/ResourceLimit.php" symbol="ResourceLimit" verified="1.13.0" />',
      'verified "1.13.0" is not a panel release',
    ],
    [
      'a bad symbol form',
      '<Source repo="panel" file="app/Enum/ResourceLimit.php" symbol="ResourceLimit->limit" verified="1.15.0" />',
      'symbol "ResourceLimit->limit" has a bad form',
    ],
    ['children', `<Source ${bootAnchor}>text</Source>`, 'has children'],
    [
      'since after until',
      `<Source ${bootAnchor} since="1.14.1" until="1.12.0" />`,
      'since 1.14.1 is after until 1.12.0',
    ],
  ])('fails on %s naming the file, the line and the problem', (_, element, problem) => {
    const message = problemOf(`A claim.${element}`);
    expect(message).toContain('docs/fixture.md:7: <Source> ');
    expect(message).toContain(problem);
  });

  it('fails on an element on a line of its own, which cites no claim', () => {
    expect(problemOf(`A claim.\n\n<Source ${bootAnchor} />`)).toContain(
      'docs/fixture.md:9: <Source> stands on a line of its own',
    );
  });

  it('accepts a good page', () => {
    expect(problemOf(`A claim.<Source ${bootAnchor} />`)).toBe('');
  });
});

/** The text of a node and its descendants. */
function textOf(node: unknown): string {
  const {value, children} = node as {value?: unknown; children?: unknown[]};
  return typeof value === 'string' ? value : (children ?? []).map(textOf).join('');
}

/** A page's tree after the facts remark step, as the build sees it. */
async function built(body: string): Promise<Root> {
  const tree = parsePage(page(body));
  await remarkFacts()(tree, {path: 'docs/fixture.md'});
  return tree;
}

describe('the footnotes of a page', () => {
  it('makes each anchor a footnote, the same anchor sharing one, numbered by first citation', async () => {
    const tree = await built(
      `First claim. <Source ${limitAnchor} />\n\nSecond claim.<Source ${bootAnchor} /> <Source ${limitAnchor} />`,
    );
    const definitions = tree.children.filter(
      (node): node is FootnoteDefinition => node.type === 'footnoteDefinition',
    );
    expect(definitions.map((definition) => [definition.identifier, textOf(definition)])).toEqual([
      [
        'source-1',
        'panel app/Enum/ResourceLimit.php, ResourceLimit::limit, verified at panel 1.15.0 (since 1.12.0)',
      ],
      [
        'source-2',
        // Stated for every release: no range.
        'panel app/Enum/ResourceLimit.php, ResourceLimit::boot, verified at panel 1.15.0',
      ],
    ]);
    const link = (definitions[0]?.children[0] as {children: {type: string; url?: string}[]})
      .children[1];
    expect(link?.url).toBe(sourceFileUrl('panel', '1.15.0', 'app/Enum/ResourceLimit.php'));
    // The mark sits against the stop; two marks of one claim are parted by a raised comma.
    const markdown = pageMarkdown(tree, 'docs/fixture.md');
    expect(markdown).toContain('First claim.[^source-1]');
    expect(markdown).toContain('Second claim.[^source-2],[^source-1]');
    expect(markdown).toContain(
      `[^source-1]: panel [\`app/Enum/ResourceLimit.php\`](${sourceFileUrl('panel', '1.15.0', 'app/Enum/ResourceLimit.php')}), \`ResourceLimit::limit\`, verified at panel 1.15.0 (since 1.12.0)`,
    );
    expect(markdown).not.toContain('<Source');
    const second = tree.children.find(
      (node) => node.type === 'paragraph' && textOf(node).startsWith('Second'),
    ) as {children: {type: string; value?: string; data?: {hName?: string}}[]};
    expect(second.children.map((node) => node.type)).toEqual([
      'text',
      'footnoteReference',
      'text',
      'footnoteReference',
    ]);
    expect(second.children[2]).toMatchObject({value: ',', data: {hName: 'sup'}});
  });

  it('says a Wings claim’s range in Wings releases, and a route anchor’s route as its symbol', async () => {
    const tree = await built(
      'Waits.<Source repo="wings" file="server/power.go" symbol="Server.HandlePowerAction" verified="1.12.3" since="1.12.2" /> Limited.<Source repo="panel" file="routes/api-client.php" symbol="GET /api/client/servers/{server}/websocket" verified="1.15.0" />',
    );
    const definitions = tree.children.filter(
      (node): node is FootnoteDefinition => node.type === 'footnoteDefinition',
    );
    expect(definitions.map(textOf)).toEqual([
      "wings server/power.go, Server.HandlePowerAction, verified at wings 1.12.3 (Wings 1.12.2 and later; 1.12.0 and 1.12.1 were not read, so a text naming them dates the change from Wings' history)",
      'panel routes/api-client.php, GET /api/client/servers/{server}/websocket, verified at panel 1.15.0',
    ]);
    expect(
      problemOf(
        'A claim.<Source repo="wings" file="server/power.go" symbol="Server" verified="1.12.3" until="1.13.0" />',
      ),
    ).toContain('docs/fixture.md:7: <Source> until "1.13.0" is not a wings release');
    expect(
      problemOf(
        'A claim.<Source repo="panel" file="routes/api-client.php" symbol="GET /api/client/servers/{server}/nothing" verified="1.15.0" />',
      ),
    ).toContain(
      'docs/fixture.md:7: <Source> symbol GET /api/client/servers/{server}/nothing is not a route of routes/api-client.php at panel 1.15.0',
    );
  });

  it('fails on a footnote written by hand: the list is the sources', async () => {
    await expect(built('A claim.[^a]\n\n[^a]: A note.')).rejects.toThrow(
      'docs/fixture.md:9: footnotes are kept for source anchors',
    );
  });

  it('fails the page on a bad element', async () => {
    await expect(built(`A claim.<Source ${bootAnchor} extra="1" />`)).rejects.toThrow(
      'docs/fixture.md:7: <Source> has unknown attributes extra',
    );
  });
});

describe('a fixture site with a prose anchor', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'prose-anchors-'));
  mkdirSync(path.join(siteDir, 'openapi'));
  mkdirSync(path.join(siteDir, 'docs/guide'), {recursive: true});
  writeFileSync(
    path.join(siteDir, 'docs/guide/limits.md'),
    page(`A claim.<Source ${limitAnchor} />`),
  );
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  const order = {panel: releases.panel, wings: releases.wings};
  const table = (later: string): FingerprintTable => ({
    panel: {
      'app/Enum/ResourceLimit.php': {
        'ResourceLimit::limit': {'0.7.19': null, '1.12.0': 'a', '1.15.0': later},
      },
    },
    wings: {},
  });

  it('is collected by the fingerprints and the drift check, with its page and line', () => {
    expect(proseAnchorsOfSite(siteDir)).toHaveLength(1);
    expect(collectAnchorKeys(siteDir)).toEqual([
      {repo: 'panel', file: 'app/Enum/ResourceLimit.php', symbol: 'ResourceLimit::limit'},
    ]);
    const claims = claimsOfSite(siteDir);
    expect(
      claims.map(({document, operation, claim}) => `${document} ${operation} ${claim}`),
    ).toEqual(['docs/guide/limits.md page line 7']);
  });

  it('fails the scripts on an element of a bad form, naming the page and line', () => {
    const broken = path.join(siteDir, 'docs/broken.mdx');
    writeFileSync(broken, page(`A claim.<Source repo="panel" file="x.php" />`));
    try {
      expect(() => proseAnchorsOfSite(siteDir)).toThrow(
        'docs/broken.mdx:7: <Source> misses the attributes symbol, verified',
      );
    } finally {
      rmSync(broken);
    }
  });

  it('is flagged when its symbol changed after the release it was verified at', () => {
    const claims = claimsOfSite(siteDir);
    expect(driftProblems(claims, table('a'), order)).toEqual([]);
    // Verified at 1.15.0, the last release: move it back to see a later change.
    const earlier = claims.map((claim) => ({
      ...claim,
      anchor: {...claim.anchor, verified: '1.14.1'},
    }));
    const flagged = driftProblems(earlier, table('b'), order);
    expect(flagged.map((problem) => [problem.kind, problem.changedAt])).toEqual([
      ['changed', '1.15.0'],
    ]);
    expect(flagged[0]?.message).toContain('docs/guide/limits.md page line 7');
  });
});
