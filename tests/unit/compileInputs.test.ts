import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {compileInputsKey} from '../../src/plugins/compileInputs';
import {resolveProvider} from '../../src/provider';

const sites: string[] = [];
afterEach(() => {
  for (const dir of sites.splice(0)) {
    rmSync(dir, {recursive: true, force: true});
  }
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-inputs-'));
  sites.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const anchor = '<Source repo="panel" file="app/A.php" symbol="A" verified="1.15.0" />';

describe('the key of what pages read from other files', () => {
  it('changes with a source anchor, an OpenAPI document, a fact table or an example', () => {
    const base = {
      'docs/a.md': `A claim. ${anchor}\n`,
      'openapi/client.yaml': 'openapi: 3.1.0\n',
      'reference/releases/index.json': '{}\n',
      'examples/x.ts': 'export {};\n',
    };
    const key = compileInputsKey(site(base));
    expect(compileInputsKey(site(base))).toBe(key);
    for (const [name, text] of [
      ['docs/a.md', `A claim. ${anchor.replace('1.15.0', '1.14.1')}\n`],
      ['versioned_docs/version-0.7/b.mdx', `Old. ${anchor}\n`],
      ['openapi/client.yaml', 'openapi: 3.1.1\n'],
      ['reference/releases/index.json', '{"panel": []}\n'],
      ['examples/x.ts', 'export const x = 1;\n'],
    ] as const) {
      expect(compileInputsKey(site({...base, [name]: text})), name).not.toBe(key);
    }
  });

  it("ignores a page's own prose, which its own compile already tracks", () => {
    const key = compileInputsKey(site({'docs/a.md': `A claim. ${anchor}\n`}));
    expect(compileInputsKey(site({'docs/a.md': `Another claim. ${anchor}\n\nMore.\n`}))).toBe(key);
  });

  it("changes with the provider's settings, such as the site's URL the Markdown twins name", () => {
    const files = {'docs/a.md': `A claim. ${anchor}\n`};
    const key = compileInputsKey(site(files), resolveProvider({}));
    expect(compileInputsKey(site(files), resolveProvider({}))).toBe(key);
    expect(
      compileInputsKey(site(files), resolveProvider({SITE_URL: 'http://127.0.0.1:41473'})),
    ).not.toBe(key);
  });
});
