/**
 * The drift check on the committed OpenAPI files and reference/releases/fingerprints.json: every
 * anchored claim's symbol exists at its verified release and is unchanged in every later release
 * point of its repository (within since/until). A failure names the claim; re-verify it and bump
 * `verified`, or rerun `npm run facts` when an anchor is new (see docs/contributing.md).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  anchorCoverage,
  claimsOfSite,
  committedDriftInputs,
  describeClaim,
  driftProblems,
  unreadClaims,
  unlistedGaps,
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

  // A response, a note or a query parameter's description says what the panel does, so each
  // names the code it was read in like any other claim.
  it('anchors every response, note, query parameter and described body property of every API document (npm run drift lists those without)', () => {
    const {total, unanchored} = anchorCoverage(siteDir);
    expect(total).toBeGreaterThan(1000);
    // Only the body properties listed as not yet read back may lack one, and a listed one that has
    // gained an anchor must leave the list.
    expect(unlistedGaps(unanchored)).toEqual({unanchored: [], listedButAnchored: []});
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
