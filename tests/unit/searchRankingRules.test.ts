import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {namesRelease, queryGroups, scoreSections, type GroupMatch, type SectionCandidate} from '../../src/plugins/search/client/ranking';

const isStopWord = (word: string): boolean => lunr.stopWordFilter(word as unknown as lunr.Token) === undefined;

function candidate(key: string, matches: Record<number, Partial<GroupMatch>>, order = 0): SectionCandidate {
  const page = key.split('#')[0]!;
  return {key, page, order, matches: new Map(Object.entries(matches).map(([index, match]) => [Number(index), {heading: 0, title: 0, text: 0, ...match}]))};
}

describe('query groups', () => {
  it('gives each word its thesaurus set', () => {
    const [update, email] = queryGroups('update email', isStopWord);
    expect(update?.variants).toEqual(expect.arrayContaining(['change', 'update', 'edit', 'modify']));
    expect(email?.variants).toEqual(['email']);
    expect(queryGroups('revoke token', isStopWord)[1]?.variants).toEqual(['key', 'token']);
    expect(queryGroups('port', isStopWord)[0]?.variants).toEqual(['allocation', 'port']);
  });

  it('splits hyphenated words as the index does and searches dotted words whole and split', () => {
    expect(queryGroups('per-server limits', isStopWord).map(({word}) => word)).toEqual(['per', 'server', 'limits']);
    const [dotted] = queryGroups('meta.source_field', isStopWord);
    expect(dotted?.variants).toEqual(['meta.source_field']);
    expect(dotted?.parts).toEqual(['meta', 'source', 'field']);
    expect(queryGroups('server', isStopWord)[0]?.parts).toEqual([]);
  });

  it('drops stop words, keeps a stop word with synonyms as optional, and marks the last word as typed', () => {
    const groups = queryGroups('how do I get all the servers', isStopWord);
    expect(groups.map(({word}) => word)).toEqual(['get', 'all', 'servers']);
    expect(groups[0]?.optional).toBe(true);
    expect(groups[0]?.variants).not.toContain('get');
    expect(groups.map(({typing}) => typing)).toEqual([false, false, true]);
    expect(queryGroups('the of', isStopWord)).toEqual([]);
  });

  it('trims pasted punctuation', () => {
    expect(queryGroups('"Too Many Attempts."', isStopWord).map(({word}) => word)).toEqual(['many', 'attempts']);
  });
});

describe('releases in a query', () => {
  it('knows a release number and words about history', () => {
    expect(namesRelease('what changed in 1.12.0')).toBe(true);
    expect(namesRelease('upgrade from v0.7')).toBe(true);
    expect(namesRelease('per-server limits')).toBe(false);
    expect(namesRelease('create a server')).toBe(false);
  });
});

describe('section scores', () => {
  const groups = queryGroups('suspend server', isStopWord);

  it('puts a heading match above the same words in text', () => {
    const ranked = scoreSections(groups, [candidate('/a#text', {0: {text: 1}, 1: {text: 1}}), candidate('/b#heading', {0: {heading: 1}, 1: {heading: 1}})], [2, 2], 100, false);
    expect(ranked.map(({key}) => key)).toEqual(['/b#heading', '/a#text']);
  });

  it('puts a section holding every word above one holding some, even in its heading', () => {
    const ranked = scoreSections(groups, [candidate('/a#some', {0: {heading: 1}}), candidate('/b#all', {0: {text: 1}, 1: {text: 1}})], [2, 2], 100, false);
    expect(ranked[0]?.key).toBe('/b#all');
  });

  it('weighs a rare word above a common one', () => {
    const ranked = scoreSections(groups, [candidate('/a#common', {1: {heading: 1}}), candidate('/b#rare', {0: {heading: 1}})], [2, 90], 100, false);
    expect(ranked[0]?.key).toBe('/b#rare');
  });

  it('ranks history pages below the section documenting a thing, unless a release is asked for', () => {
    const sections = [candidate('/docs/api-changes#panel-1120', {0: {heading: 1}, 1: {heading: 1}}, 0), candidate('/docs/api/application/servers#suspend-a-server', {0: {heading: 1}, 1: {text: 1}}, 1)];
    expect(scoreSections(groups, sections, [2, 2], 100, false)[0]?.key).toBe('/docs/api/application/servers#suspend-a-server');
    expect(scoreSections(groups, sections, [2, 2], 100, true)[0]?.key).toBe('/docs/api-changes#panel-1120');
  });

  it('breaks ties by the order of the index and leaves out sections with no match', () => {
    const ranked = scoreSections(groups, [candidate('/z', {0: {heading: 1}, 1: {heading: 1}}, 1), candidate('/a', {0: {heading: 1}, 1: {heading: 1}}, 2), candidate('/none', {}, 0)], [2, 2], 100, false);
    expect(ranked.map(({key}) => key)).toEqual(['/z', '/a']);
  });
});
