import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../src/plugins/files';
import {BUILD_TIME_KEYS, browserSiteConfig} from '../../src/plugins/slimSiteConfig';

const root = path.resolve(__dirname, '../..');

/** Browser code that can read the site configuration: Docusaurus' client, its themes, the search plugin, the site. */
const BROWSER_DIRS = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@easyops-cn/docusaurus-search-local/dist/client',
  'src',
];

describe('the site configuration in the browser', () => {
  it('keeps what the browser reads and drops what only the build reads', () => {
    const slim = browserSiteConfig({
      title: 'T',
      url: 'https://docs.example.com',
      themeConfig: {navbar: {}},
      customFields: {a: 1},
      presets: [['classic', {}]],
      plugins: [null],
      markdown: {format: 'mdx'},
      future: {experimental_router: 'browser', faster: {rspackBundler: true}, v4: {}},
    });
    expect(slim).toEqual({
      title: 'T',
      url: 'https://docs.example.com',
      themeConfig: {navbar: {}},
      customFields: {a: 1},
      future: {experimental_router: 'browser'},
    });
  });

  it('drops no key a browser module reads', () => {
    const readers: string[] = [];
    for (const dir of BROWSER_DIRS) {
      for (const file of filesUnder(path.join(root, dir)).filter((name) =>
        /\.(js|tsx?)$/.test(name),
      )) {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        if (!text.includes('siteConfig')) {
          continue;
        }
        for (const key of BUILD_TIME_KEYS) {
          // `siteConfig.key`, `siteConfig?.key`, or `{key} = siteConfig` / `siteConfig: {key}`.
          const read = new RegExp(
            `siteConfig\\??\\.${key}\\b|siteConfig:\\s*\\{[^}]*\\b${key}\\b|\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*(useDocusaurusContext\\(\\)\\.)?siteConfig`,
          );
          if (read.test(text)) {
            readers.push(`${dir}/${file} reads ${key}`);
          }
        }
      }
    }
    expect(readers).toEqual([]);
  });
});
