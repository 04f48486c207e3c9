import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {search} from '../../src/plugins/search/options';

const root = path.resolve(__dirname, '../..');
// Inside the project, so the bad config resolves the site's own packages (presets, themes).
const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, {recursive: true});
const scratch = mkdtempSync(path.join(cacheDir, 'config-test-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('site configuration', () => {
  it('keeps the specified site settings', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.i18n?.localeConfigs?.['en']?.direction).toBe('ltr');
    expect(config.future).toMatchObject({v4: true});
    expect(config.storage).toEqual({type: 'localStorage', namespace: false});
  });

  it('configures both docs versions as specified', () => {
    const docs = (config.presets?.[0] as [string, {docs: Record<string, unknown>}])[1].docs;
    expect(docs['lastVersion']).toBe('current');
    expect(docs['versions']).toEqual({
      current: {label: 'v1.0+', path: ''},
      '0.7': {label: 'v0.7 (Legacy)', path: 'v0.7', banner: 'unmaintained'},
    });
  });

  it('uses the specified search options and leaves lunr ranking at its defaults', () => {
    const [name, options] = config.themes?.[0] as [string, Record<string, unknown>];
    expect(name).toBe('@easyops-cn/docusaurus-search-local');
    expect(options).toBe(search);
    expect(options).toMatchObject({
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      searchBarShortcutKeymap: 'mod+k',
      highlightSearchTermsOnTargetPage: true,
      hashed: 'filename',
    });
    // The plugin exposes no ranking options; nothing here may try to change k1 or b.
    expect(Object.keys(options).filter((key) => /k1|ranking|boost/i.test(key))).toEqual([]);
  });

  it('keeps the table of contents at levels 2 to 4 and the colour mode dark-only', () => {
    const themeConfig = config.themeConfig as Record<string, unknown>;
    expect(themeConfig['tableOfContents']).toEqual({minHeadingLevel: 2, maxHeadingLevel: 4});
    expect(themeConfig['colorMode']).toEqual({defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false});
  });
});

describe('a navbar item of an unknown type', () => {
  it('fails the build with an error that names the offending entry', () => {
    const badConfig = path.join(scratch, 'bad-navbar.config.ts');
    writeFileSync(
      badConfig,
      `import config from ${JSON.stringify(path.join(root, 'docusaurus.config.ts'))};
const navbar = (config.themeConfig as any).navbar;
const items = [...navbar.items, {type: 'docsVersionDropdwn', position: 'right', label: 'Misspelt dropdown'}];
export default {...config, themeConfig: {...config.themeConfig, navbar: {...navbar, items}}};
`,
    );
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--config', badConfig, '--out-dir', path.join(scratch, 'out')],
      {cwd: root, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}},
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('Bad navbar item type docsVersionDropdwn');
  });
});
