import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');

// What ships to browsers: a plugin's client/ folder, the theme wrappers, pages, shared components
// and helpers. It may import those, a plugin's options.ts (plain constants the config shares) and
// data (JSON, CSS), never a plugin's build-time modules.
const BROWSER = /^(plugins\/[^/]+\/client\/|theme\/|pages\/|components\/|client\/)/;
const BROWSER_IMPORTABLE =
  /^(plugins\/[^/]+\/client\/|plugins\/[^/]+\/options\.ts$|theme\/|pages\/|components\/|client\/)|\.(json|css)$/;

function resolveImport(fromFile: string, specifier: string): string {
  const target = path.relative(
    src,
    path.resolve(path.dirname(path.join(src, fromFile)), specifier),
  );
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ]) {
    try {
      readFileSync(path.join(src, candidate));
      return candidate;
    } catch {
      // Not this spelling.
    }
  }
  return target;
}

describe('the source layout', () => {
  it('keeps browser code apart from build-time code', () => {
    const crossings: string[] = [];
    for (const file of filesUnder(src).filter(
      (name) => BROWSER.test(name) && /\.tsx?$/.test(name),
    )) {
      const text = readFileSync(path.join(src, file), 'utf8');
      for (const match of text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gm)) {
        const target = resolveImport(file, match[1] ?? '');
        if (target.startsWith('..') ? !/\.json$/.test(target) : !BROWSER_IMPORTABLE.test(target)) {
          crossings.push(`${file} imports ${target}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  // What both share (the fact tables' schema and their diff) is in schema/, which imports neither.
  it('has no imports between src/ and scripts/, and none from schema/ into either', () => {
    const crossings: string[] = [];
    const rules = [
      ['src', ['scripts']],
      ['scripts', ['src']],
      ['schema', ['src', 'scripts']],
    ] as const;
    for (const [dir, others] of rules) {
      for (const file of filesUnder(path.join(root, dir)).filter((name) => /\.tsx?$/.test(name))) {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
          const target = path.relative(
            root,
            path.resolve(path.dirname(path.join(root, dir, file)), match[1] ?? ''),
          );
          if (others.some((other) => target.startsWith(`${other}/`))) {
            crossings.push(`${dir}/${file} imports ${target}`);
          }
        }
      }
    }
    expect(filesUnder(path.join(root, 'schema'))).toContain('releaseTables.ts');
    expect(crossings).toEqual([]);
  });

  it("has the fact tables' schema imported by both the extractor and the site", () => {
    const importers = (dir: string): string[] =>
      filesUnder(path.join(root, dir)).filter((file) =>
        /from '(?:\.\.\/)+schema\/releaseTables'/.test(
          readFileSync(path.join(root, dir, file), 'utf8'),
        ),
      );
    expect(importers('scripts')).toContain('facts/panel.ts');
    expect(importers('src')).toContain('plugins/facts/tables.ts');
  });
});
