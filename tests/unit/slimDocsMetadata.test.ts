import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../src/plugins/files';
import {withoutDocDescriptions} from '../../src/plugins/slimDocsMetadata';

const root = path.resolve(__dirname, '../..');

describe('docs version metadata without descriptions', () => {
  it("drops each doc's description and keeps everything else", () => {
    const data = {
      version: {
        label: 'v1.0+',
        docsSidebars: {docs: []},
        docs: {
          intro: {id: 'intro', title: 'Introduction', description: 'Long text', sidebar: 'docs'},
        },
      },
    };
    expect(withoutDocDescriptions(data)).toEqual({
      version: {
        label: 'v1.0+',
        docsSidebars: {docs: []},
        docs: {intro: {id: 'intro', title: 'Introduction', sidebar: 'docs'}},
      },
    });
  });

  it('leaves files of other kinds alone', () => {
    expect(withoutDocDescriptions({version: {docs: {}}})).toBeNull();
    expect(withoutDocDescriptions({})).toBeNull();
  });

  it('is only safe while no page shows doc cards, which read those descriptions', () => {
    const pages = ['docs', 'versioned_docs'].flatMap((dir) =>
      filesUnder(path.join(root, dir))
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.join(root, dir, file)),
    );
    expect(pages.length).toBeGreaterThan(30);
    const withCards = pages.filter((file) =>
      /DocCardList|DocCard\b|useDocById/.test(readFileSync(file, 'utf8')),
    );
    expect(withCards).toEqual([]);
    const sidebars = [
      'sidebars.ts',
      ...filesUnder(path.join(root, 'versioned_sidebars')).map(
        (file) => `versioned_sidebars/${file}`,
      ),
    ].map((file) => readFileSync(path.join(root, file), 'utf8'));
    expect(sidebars.filter((text) => text.includes('generated-index'))).toEqual([]);
  });
});
