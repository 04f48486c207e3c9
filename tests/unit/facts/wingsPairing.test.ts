/**
 * Which Wings release goes with a panel release (scripts/facts/releases.config.ts): the newest of
 * the panel's minor line tagged no later than an hour after the panel.
 */
import {describe, expect, it} from 'vitest';
import {pairWings} from '../../../scripts/facts/extract';
import type {ReleaseInfo} from '../../../schema/releaseTables';

const at = (version: string, date: string): ReleaseInfo => ({
  version,
  date,
  commit: '0'.repeat(40),
  source: `tag v${version}`,
});

describe('pairWings', () => {
  const wings = [
    at('1.1.0', '2020-11-08T15:00:00Z'),
    at('1.1.1', '2020-11-20T12:00:00Z'),
    at('1.1.2', '2020-12-06T15:05:00Z'),
    at('1.3.0', '2021-03-01T12:00:00Z'),
  ];

  it('pairs a Wings release tagged minutes after the panel with it, not the one before', () => {
    expect(pairWings([at('1.1.3', '2020-12-06T15:00:00Z')], wings, {})).toEqual({
      '1.1.3': '1.1.2',
    });
  });

  it('leaves a Wings release tagged more than an hour later to the next panel release', () => {
    expect(pairWings([at('1.1.3', '2020-12-06T13:30:00Z')], wings, {})).toEqual({
      '1.1.3': '1.1.1',
    });
  });

  it("takes the nearest lower minor line when Wings has none of the panel's, and its oldest when every one came later", () => {
    const pairing = pairWings(
      [at('1.2.0', '2021-01-01T00:00:00Z'), at('1.0.0', '2020-10-01T00:00:00Z')],
      [...wings, at('1.0.0', '2020-10-01T02:00:00Z'), at('1.0.1', '2020-10-05T00:00:00Z')],
      {},
    );
    expect(pairing).toEqual({'1.2.0': '1.1.2', '1.0.0': '1.0.0'});
  });

  it('lets an override replace the rule', () => {
    expect(pairWings([at('1.1.3', '2020-12-06T15:00:00Z')], wings, {'1.1.3': '1.1.0'})).toEqual({
      '1.1.3': '1.1.0',
    });
  });
});
