import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {TIMING_SENSITIVE_SPECS, failuresOf, parseArguments} from '../stress/run';

describe('the stress check', () => {
  it('runs the timing-sensitive specs 5 times under load unless told otherwise', () => {
    expect(parseArguments([])).toEqual({repeat: 5, load: true, specs: TIMING_SENSITIVE_SPECS});
    expect(parseArguments(['--repeat', '2', '--no-load', 'tests/e2e/search.spec.ts'])).toEqual({
      repeat: 2,
      load: false,
      specs: ['tests/e2e/search.spec.ts'],
    });
  });

  it('refuses a bad count or an unknown option with a message that names it', () => {
    expect(() => parseArguments(['--repeat', 'lots'])).toThrow(
      /--repeat needs a whole number.*"lots"/,
    );
    expect(() => parseArguments(['--repeat', '0'])).toThrow(/--repeat/);
    expect(() => parseArguments(['--repaet', '3'])).toThrow(/unknown option --repaet/);
  });

  it('names only spec files that exist', () => {
    const root = path.resolve(__dirname, '../..');
    expect(TIMING_SENSITIVE_SPECS.filter((spec) => !existsSync(path.join(root, spec)))).toEqual([]);
  });

  it('counts, for each test, the repetitions that did not pass (skips are not failures)', () => {
    const report = {
      suites: [
        {
          title: 'search.spec.ts',
          file: 'search.spec.ts',
          specs: [
            {
              title: 'steady',
              file: 'search.spec.ts',
              tests: [{results: [{status: 'passed'}]}, {results: [{status: 'passed'}]}],
            },
            {
              title: 'flaky',
              file: 'search.spec.ts',
              tests: [{results: [{status: 'passed'}]}, {results: [{status: 'timedOut'}]}],
            },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'skipped',
                  file: 'search.spec.ts',
                  tests: [{results: [{status: 'skipped'}]}],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(Object.fromEntries(failuresOf(report))).toEqual({
      'search.spec.ts › steady': {failed: 0, runs: 2},
      'search.spec.ts › flaky': {failed: 1, runs: 2},
      'search.spec.ts › on a phone › skipped': {failed: 0, runs: 1},
    });
  });
});
