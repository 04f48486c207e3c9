import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
// Inside the project, so the bad config resolves the site's own packages (presets, themes).
const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, {recursive: true});
const scratch = mkdtempSync(path.join(cacheDir, 'config-test-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

// The settings are checked by what they do, not read back from the config: in the browser suite
// (redirects of trailingSlash: false in routes, version labels and the legacy banner, dark-only
// colours and table-of-contents levels in layout, unprefixed storage keys in hardening and storage)
// and, for search, by the ranking tests over the built indexes. This file keeps the one thing a
// build must refuse.
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
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        '--config',
        badConfig,
        '--out-dir',
        path.join(scratch, 'out'),
      ],
      {cwd: root, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}},
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('Bad navbar item type docsVersionDropdwn');
  });
});
