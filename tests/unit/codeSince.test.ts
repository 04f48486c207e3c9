/**
 * How far back the code under an anchor is the code read at its `verified` release
 * (schema/codeSince.ts), on a made-up fingerprint table and on the committed one, and the drift
 * script's list of such claims (scripts/facts/drift.ts `unreadClaims`).
 */
import {describe, expect, it} from 'vitest';
import {codeUnchangedSince, releaseLine} from '../../schema/codeSince';
import path from 'node:path';
import {committedDriftInputs, unreadClaims, type Claim} from '../../scripts/facts/drift';

const LINE = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'];
const FINGERPRINTS = {
  panel: {
    'app/A.php': {
      'A::same': {'0.7.19': 'x', '1.0.0': 'a'},
      'A::changed': {'0.7.19': null, '1.0.0': 'a', '1.2.0': 'b', '1.4.0': 'c'},
      'A::younger': {'0.7.19': null, '1.3.0': 'a'},
      'A::fromLegacy': {'0.7.19': 'a'},
    },
  },
};
const anchor = (symbol: string, verified: string, since?: string) => ({
  repo: 'panel',
  file: 'app/A.php',
  symbol,
  verified,
  ...(since ? {since} : {}),
});

describe('codeUnchangedSince', () => {
  it('names the last change at or before the verified release, when it is after the first release', () => {
    expect(codeUnchangedSince(anchor('A::changed', '1.4.0'), LINE, FINGERPRINTS)).toBe('1.4.0');
    expect(codeUnchangedSince(anchor('A::changed', '1.3.0'), LINE, FINGERPRINTS)).toBe('1.2.0');
    expect(codeUnchangedSince(anchor('A::younger', '1.4.0'), LINE, FINGERPRINTS)).toBe('1.3.0');
  });

  it('names nothing for code unchanged since the first release, a bounded claim or an unknown symbol', () => {
    expect(codeUnchangedSince(anchor('A::same', '1.4.0'), LINE, FINGERPRINTS)).toBeUndefined();
    expect(
      codeUnchangedSince(anchor('A::fromLegacy', '1.4.0'), LINE, FINGERPRINTS),
    ).toBeUndefined();
    expect(codeUnchangedSince(anchor('A::changed', '1.1.0'), LINE, FINGERPRINTS)).toBeUndefined();
    expect(
      codeUnchangedSince(anchor('A::changed', '1.4.0', '1.2.0'), LINE, FINGERPRINTS),
    ).toBeUndefined();
    expect(codeUnchangedSince(anchor('A::none', '1.4.0'), LINE, FINGERPRINTS)).toBeUndefined();
    expect(codeUnchangedSince(anchor('A::changed', '0.7.19'), LINE, FINGERPRINTS)).toBeUndefined();
  });

  it('reads the committed fingerprints as the drift check loads them', () => {
    const line = ['1.0.0', '1.11.0', '1.12.0', '1.15.0'];
    const limit = {
      repo: 'panel',
      file: 'app/Enum/ResourceLimit.php',
      symbol: 'ResourceLimit::limit',
      verified: '1.15.0',
    };
    const {table} = committedDriftInputs(path.resolve(__dirname, '../..'));
    expect(codeUnchangedSince(limit, line, table)).toBe('1.12.0');
  });

  it('takes the 1.x line of the panel without 0.7, and every Wings release', () => {
    expect(releaseLine('panel', ['0.7.19', '1.0.0', '1.1.0'])).toEqual(['1.0.0', '1.1.0']);
    expect(releaseLine('wings', ['1.0.0', '1.1.0'])).toEqual(['1.0.0', '1.1.0']);
  });
});

describe('unreadClaims', () => {
  it('lists the claims stated for every release whose code changed after the first one', () => {
    const claim = (symbol: string, since?: string): Claim => ({
      document: 'docs/page.md',
      operation: 'page',
      claim: `line ${symbol.length}`,
      anchor: {
        repo: 'panel',
        file: 'app/A.php',
        symbol,
        verified: '1.4.0',
        ...(since ? {since} : {}),
      },
    });
    const listed = unreadClaims(
      [claim('A::same'), claim('A::changed'), claim('A::changed', '1.2.0'), claim('A::younger')],
      {panel: FINGERPRINTS.panel, wings: {}},
      {panel: ['0.7.19', ...LINE], wings: []},
    );
    expect(listed.map(({claim: {anchor}, readFrom}) => `${anchor.symbol} ${readFrom}`)).toEqual([
      'A::changed 1.4.0',
      'A::younger 1.3.0',
    ]);
  });
});
