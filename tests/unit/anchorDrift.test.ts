/**
 * The drift check on the committed OpenAPI files and reference/releases/fingerprints.json: every
 * anchored claim's symbol exists at its verified release and is unchanged in every later release
 * point of its repository (within since/until). A failure names the claim; re-verify it and bump
 * `verified`, or rerun `npm run facts` when an anchor is new (see docs/contributing.md).
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  anchorCoverage,
  claimsOfSite,
  committedDriftInputs,
  describeClaim,
  driftProblems,
  unreadClaims,
} from '../../scripts/facts/drift';
import {collectAnchorKeys} from '../../scripts/facts/fingerprints';

const siteDir = path.resolve(__dirname, '../..');

describe('anchored claims against the committed fingerprints', () => {
  const claims = claimsOfSite(siteDir);
  const {table, releases} = committedDriftInputs(siteDir);

  it('finds the anchors the fingerprint collector finds', () => {
    const fromClaims = new Set(
      claims.map(({anchor}) => `${anchor.repo} ${anchor.file} ${anchor.symbol}`),
    );
    expect([...fromClaims].sort()).toEqual(
      collectAnchorKeys(siteDir)
        .map((key) => `${key.repo} ${key.file} ${key.symbol}`)
        .sort(),
    );
    expect(claims.length).toBeGreaterThan(0);
  });

  // A response, a note, a parameter's or a field's description says what the panel does, so each
  // names the code it was read in like any other claim.
  it('anchors every response, note, query parameter, described body property and described response field of every API document (npm run drift lists those without)', () => {
    const {total, unanchored} = anchorCoverage(siteDir);
    expect(total).toBeGreaterThan(1500);
    expect(unanchored).toEqual([]);
  });

  it('sees a response field written under a merge key, once, where it is written', () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'coverage-'));
    mkdirSync(path.join(fixture, 'openapi/x/schemas'), {recursive: true});
    mkdirSync(path.join(fixture, 'openapi/shared'), {recursive: true});
    writeFileSync(path.join(fixture, 'openapi/shared/common.yaml'), '{}\n');
    writeFileSync(
      path.join(fixture, 'openapi/x/schemas/Thing.yaml'),
      [
        'Thing:',
        '  properties:',
        '    <<: &thingFields',
        '      id: {type: integer, description: The id.}',
        '      name:',
        '        description: The name.',
        '        x-source: {repo: panel, file: a.php, symbol: A::b, verified: 1.15.0}',
        'IncludedThing:',
        '  properties:',
        '    <<: *thingFields',
        '    extra: {type: string, description: Only here.}',
        '',
      ].join('\n'),
    );
    expect(anchorCoverage(fixture)).toEqual({
      total: 3,
      unanchored: [
        'openapi/x/schemas/Thing.yaml Thing id',
        'openapi/x/schemas/Thing.yaml IncludedThing extra',
      ],
    });
  });

  it('flags no claim (npm run drift lists them)', () => {
    expect(driftProblems(claims, table, releases).map((problem) => problem.message)).toEqual([]);
  });

  // Every claim was read back by the eighteenth session: one stated for every release is now read
  // at each change of its code, or bounded with `since`, before it lands.
  it('states no claim for every release over code it did not read back (npm run drift -- --unread lists them)', () => {
    expect(
      unreadClaims(claims, table, releases).map(
        ({claim, readFrom}) => `${describeClaim(claim)}: code unchanged only since ${readFrom}`,
      ),
    ).toEqual([]);
  });
});
