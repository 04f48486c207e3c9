import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {routeLimitProblemsIn} from '../../src/plugins/facts/typedFigures';
import {currentRelease, legacyReleaseVersion} from '../../src/plugins/facts/tables';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');

function pathsFiles(api: string): Array<{file: string; text: string}> {
  const dir = path.join(root, 'openapi', api, 'paths');
  return filesUnder(dir).map((name) => ({
    file: `openapi/${api}/paths/${name}`,
    text: readFileSync(path.join(dir, name), 'utf8'),
  }));
}

describe('a route limit typed in an operation', () => {
  it('agrees with the fact tables in every document, and there are such figures to check', () => {
    let mentions = 0;
    const problems: string[] = [];
    for (const [api, release] of [
      ['client', undefined],
      ['application', undefined],
      ['legacy-client', legacyReleaseVersion()],
      ['legacy-application', legacyReleaseVersion()],
    ] as const) {
      for (const {file, text} of pathsFiles(api)) {
        mentions += [...text.matchAll(/\d+ (?:requests? )?per (?:\d+ )?minutes?/g)].length;
        problems.push(
          ...routeLimitProblemsIn(parseYaml(text), release).map((p) => `${file}: ${p}`),
        );
      }
    }
    expect(problems).toEqual([]);
    // The per-server notes of the client API and the legacy resource-usage route (a check of nothing would pass).
    expect(mentions).toBeGreaterThanOrEqual(8);
  });

  it('is a problem at each end of a note’s range when the figure is wrong', () => {
    const file = pathsFiles('client').find(({file}) => file.endsWith('/schedules.yaml'));
    expect(file).toBeDefined();
    const wrong = file!.text.replace(
      'general one: 2 per minute for each server',
      'general one: 3 per minute for each server',
    );
    expect(wrong).not.toBe(file!.text);
    expect(routeLimitProblemsIn(parseYaml(wrong))).toEqual([
      expect.stringContaining(
        '"3 per minute" on POST /api/client/servers/{server}/schedules: the route\'s own limit in the fact table of panel 1.12.0 is 2 per minute per server',
      ),
      expect.stringContaining(
        `panel ${currentRelease().release.version} is 2 per minute per server`,
      ),
    ]);
  });

  it('is a problem when an operation types its API’s general limit, or a limit its route lacks', () => {
    const operation = (text: string) => ({
      '/api/client/servers/{server}/utilization': {get: {description: text}},
      '/api/client/servers/{server}': {get: {description: text}},
    });
    const legacy = legacyReleaseVersion();
    expect(routeLimitProblemsIn(operation('Limited to 15 requests per minute.'), legacy)).toEqual([
      expect.stringContaining(
        "on GET /api/client/servers/{server}: the route's own limit in the fact table of panel 0.7.19 is none",
      ),
    ]);
    expect(
      routeLimitProblemsIn(operation('The client API allows 60 per minute.'), legacy),
    ).toHaveLength(2);
    expect(
      routeLimitProblemsIn({'/api/client/nowhere': {get: {description: '5 per minute'}}}),
    ).toEqual([expect.stringContaining('has no such route')]);
  });
});
