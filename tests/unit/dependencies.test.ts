import {readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);
// Docusaurus' module aliases, resolved by its bundler, not packages.
const ALIASES =
  /^(@theme|@theme-original|@theme-init|@generated|@site|@docusaurus\/(Link|Head|Translate|router|useBaseUrl|useIsBrowser|useGlobalData|useDocusaurusContext|ExecutionEnvironment|BrowserOnly|Interpolate|ErrorBoundary|isInternalUrl|renderRoutes|Noop|constants|useRouteContext|ComponentCreator))(\/|$)/;

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('package.json', () => {
  it('declares every package the site, its tools and its tests import', () => {
    const undeclared = new Set<string>();
    for (const dir of ['src', 'tests', 'bench', 'scripts']) {
      let files: string[];
      try {
        files = filesUnder(path.join(root, dir));
      } catch {
        continue;
      }
      for (const file of files.filter((name) => /\.(ts|tsx|mts|mjs)$/.test(name))) {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        for (const match of text.matchAll(
          /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)(['"])([^'".\n][^'"\n]*)\1/gm,
        )) {
          const specifier = match[2] ?? '';
          // Only what can name a package (a test's own regular expressions can look like imports).
          if (
            !/^[@a-z0-9][\w@./-]*$/i.test(specifier) ||
            specifier.startsWith('node:') ||
            builtinModules.includes(packageOf(specifier)) ||
            ALIASES.test(specifier)
          ) {
            continue;
          }
          // Type-only packages come with their types from DefinitelyTyped.
          if (
            !declared.has(packageOf(specifier)) &&
            !declared.has(`@types/${packageOf(specifier)}`)
          ) {
            undeclared.add(`${packageOf(specifier)} (${dir}/${file})`);
          }
        }
      }
    }
    expect([...undeclared].sort()).toEqual([]);
  });
});
