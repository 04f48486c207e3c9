import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  listInWords,
  releaseNames,
  unreadInWords,
  type ReleaseIndexData,
} from '../../src/plugins/facts/client/releaseNames';
import {announcementBar, legacyAnnouncement} from '../../src/plugins/announcementBar/options';

const root = path.resolve(__dirname, '../..');
const index = JSON.parse(
  readFileSync(path.join(root, 'reference/releases/index.json'), 'utf8'),
) as ReleaseIndexData;

describe('release names', () => {
  it('come from the release list: current release, the point before it, its Wings pairing, the legacy release', () => {
    const names = releaseNames(index);
    const versions = index.panel.map((entry) => entry.version);
    expect(names.current).toBe(index.current);
    expect(versions.indexOf(names.previous)).toBe(versions.indexOf(index.current) - 1);
    expect(names.wings).toBe(index.pairing[index.current]);
    expect(names.legacy.startsWith('0.')).toBe(true);
    expect(names.unread.map((entry) => entry.version)).toEqual(
      (index.unread ?? []).map((entry) => entry.version),
    );
  });

  it('follow a changed release list', () => {
    const names = releaseNames({
      current: '2.1.0',
      panel: [
        {version: '0.7.19', source: 'tag v0.7.19'},
        {version: '2.0.0', source: 'upstream-develop, matched by a fork'},
        {version: '2.1.0', source: 'tag v2.1.0'},
      ],
      pairing: {'2.1.0': '2.0.1'},
      unread: [{version: '2.0.5', read: 'routes'}],
    });
    expect(names).toMatchObject({
      current: '2.1.0',
      previous: '2.0.0',
      wings: '2.0.1',
      legacy: '0.7.19',
      matchedOnDevelopBranch: ['2.0.0'],
      currentReconstructed: false,
    });
    expect(unreadInWords(names)).toBe('panel 2.0.5 beyond its route files');
  });

  it('refuse a release list without a Wings pairing for the current release', () => {
    expect(() =>
      releaseNames({
        current: '1.0.0',
        panel: [
          {version: '0.7.19', source: ''},
          {version: '1.0.0', source: ''},
        ],
        pairing: {},
      }),
    ).toThrow(/paired Wings release/);
  });

  it('join lists in words', () => {
    expect([
      listInWords([]),
      listInWords(['a']),
      listInWords(['a', 'b']),
      listInWords(['a', 'b', 'c']),
    ]).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });

  it('fill the announcement bar, whose id changes with its texts', () => {
    const names = releaseNames(index);
    expect(announcementBar.content).toContain(`panel ${names.current}`);
    expect(announcementBar.content).toContain(`Wings ${names.wings}`);
    expect(legacyAnnouncement).toContain(`panel ${names.legacy}`);
    expect(announcementBar.id).toMatch(/^panel-\d+-\d+-\d+-[0-9a-z]+$/);
  });

  // A docs version label such as 0.7 is a name, not a release, so only full release numbers count.
  it('are never typed in the announcement texts or the home page lead', () => {
    for (const file of ['src/plugins/announcementBar/options.ts', 'src/pages/index.tsx']) {
      expect(
        readFileSync(path.join(root, file), 'utf8').match(/\b\d+\.\d+\.\d+\b/g),
        file,
      ).toBeNull();
    }
  });
});
