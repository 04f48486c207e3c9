import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../src/plugins/files';
import {commentsOf, listedFiles, pathMentions, repositoryAt} from './support/pathMentions';

const root = path.resolve(__dirname, '../..');
const repository = repositoryAt(root);

/** The maps of the repository: the README and each plugin folder's own README. */
function readmes(): string[] {
  return [
    'README.md',
    ...filesUnder(path.join(root, 'src/plugins'))
      .filter((file) => /^[^/]+\/README\.md$/.test(file))
      .map((file) => `src/plugins/${file}`),
  ];
}

/**
 * Every file of the repository whose comments can be read (code, stylesheets, shell and Python
 * scripts, YAML, the comments of Markdown and MDX pages), wherever it is; build output, dependencies and git's own files are not the
 * repository's sources.
 */
function sources(): string[] {
  const skipped = new Set([
    '.git',
    'node_modules',
    ...repository.ignoredFolders.map((folder) => folder.replace(/\/$/, '')),
  ]);
  const out: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), {withFileTypes: true})) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (skipped.has(file) || skipped.has(entry.name)) {
        continue;
      }
      if (entry.isDirectory()) {
        walk(file);
      } else if (
        /\.(?:[cm]?[jt]sx?|css|sh|py|ya?ml|mdx?)$/.test(entry.name) ||
        (!entry.name.includes('.') && readFileSync(path.join(root, file), 'utf8').startsWith('#!'))
      ) {
        out.push(file);
      }
    }
  };
  walk('');
  return out;
}

function missingIn(file: string, texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    pathMentions(text, file, repository)
      .filter((mention) => !mention.exists)
      .map((mention) => `${file}: ${mention.text}`),
  );
}

describe('path mentions (the rule is in tests/unit/support/pathMentions.ts)', () => {
  it('finds mentions by the rule and tells the missing ones', () => {
    const sample = [
      'See `src/plugins/files.ts`, `src/plugins/noSuchFile.ts` and [the tables](reference/releases/README.md#top).',
      'Relative: client/worker.ts, ./index.ts and ../search/options.ts; made up: client/madeUp.ts.',
      'Not paths: text/markdown, read/write, config/file.php, /docs/intro, ~/.cache/x, @scope/name,',
      'https://example.com/a.ts, src/plugins/... and `../shared/reference/` (outside the repository).',
      'Build output: `build/docs/intro.html`, `hosting/generated/site.conf`. Placeholders:',
      '`openapi/<api>/paths/<group>.yaml` and `openapi/<api>/paths/<nothing>.yml`.',
    ].join('\n');
    expect(pathMentions(sample, 'src/plugins/search/index.ts', repository)).toEqual([
      {text: 'src/plugins/files.ts', exists: true},
      {text: 'src/plugins/noSuchFile.ts', exists: false},
      {text: 'reference/releases/README.md', exists: true},
      {text: 'client/worker.ts', exists: true},
      {text: './index.ts', exists: true},
      {text: '../search/options.ts', exists: true},
      {text: 'client/madeUp.ts', exists: false},
      {text: 'build/docs/intro.html', exists: true},
      {text: 'hosting/generated/site.conf', exists: true},
      {text: 'openapi/<api>/paths/<group>.yaml', exists: true},
      {text: 'openapi/<api>/paths/<nothing>.yml', exists: false},
    ]);
  });

  it("resolves a relative mention against the mentioning file's folder and the folders above it", () => {
    expect(pathMentions('client/worker.ts', 'src/plugins/search/README.md', repository)).toEqual([
      {text: 'client/worker.ts', exists: true},
    ]);
    expect(pathMentions('client/worker.ts', 'README.md', repository)).toEqual([
      {text: 'client/worker.ts', exists: false},
    ]);
    expect(pathMentions('client/', 'README.md', repository)).toEqual([]);
    expect(pathMentions('client/worker.ts', 'src/plugins/hosting/README.md', repository)).toEqual([
      {text: 'client/worker.ts', exists: false},
    ]);
    expect(
      pathMentions('facts/tables.ts', 'src/plugins/endpoints/openapi/model.ts', repository),
    ).toEqual([{text: 'facts/tables.ts', exists: true}]);
  });

  it('reads comments, not code, of scripts, stylesheets and shell scripts', () => {
    const script = [
      "const a = '// src/notInAComment.ts';",
      'const b = /\\/\\//g; // src/plugins/one.ts',
      '/** src/plugins/two.ts */',
      'const c = <div>{/* src/plugins/three.tsx */}</div>;',
    ].join('\n');
    expect(commentsOf(script, 'x.tsx').join('\n')).toMatch(
      /one\.ts[\s\S]*two\.ts[\s\S]*three\.tsx/,
    );
    expect(commentsOf(script, 'x.tsx').join('\n')).not.toContain('notInAComment');
    expect(commentsOf('a { color: red; } /* src/css/custom.css */', 'x.css')).toEqual([
      '/* src/css/custom.css */',
    ]);
    expect(
      commentsOf('Text docs/x.md.\n{/* docs/intro.md */}\n<!-- docs/faq.md -->\n', 'docs/y.mdx'),
    ).toEqual(['{/* docs/intro.md */}', '<!-- docs/faq.md -->']);
    expect(
      commentsOf('# comment openapi/a.yaml\nkey: value # not/a/comment\n', 'openapi/b.yaml'),
    ).toEqual(['# comment openapi/a.yaml']);
    expect(
      commentsOf('#!/usr/bin/env bash\n# a .ci/run note\necho "# not/a/comment"\n', '.ci/run'),
    ).toEqual(['# a .ci/run note']);
  });

  it('finds every path named in README.md and the plugin READMEs', () => {
    expect(readmes().length).toBeGreaterThan(1);
    expect(
      readmes().flatMap((file) => missingIn(file, [readFileSync(path.join(root, file), 'utf8')])),
    ).toEqual([]);
  });

  it('finds every path named in a source comment', () => {
    const files = sources();
    expect(files).toContain('.ci/run');
    expect(files).toContain('docusaurus.config.ts');
    expect(files).toContain('schema/releaseTables.ts');
    expect(files).toContain('redocly.yaml');
    expect(
      files.flatMap((file) =>
        missingIn(file, commentsOf(readFileSync(path.join(root, file), 'utf8'), file)),
      ),
    ).toEqual([]);
  });

  it('reads the file list of a plugin README', () => {
    const readme =
      '# x\n\nText `not/listed.ts`.\n\n## Files\n\n- `index.ts`: one\n- `client/a.ts`: two\n  still two\n\n## Tests\n\n- `tests/unit/x.test.ts`\n';
    expect(listedFiles(readme)).toEqual(['index.ts', 'client/a.ts']);
  });

  it('has a README in every plugin folder that lists exactly the files of the folder', () => {
    const folders = filesUnder(path.join(root, 'src/plugins'))
      .filter((file) => file.includes('/'))
      .map((file) => file.split('/')[0] ?? '');
    const problems: string[] = [];
    for (const folder of [...new Set(folders)]) {
      const readmePath = path.join(root, 'src/plugins', folder, 'README.md');
      if (!existsSync(readmePath)) {
        problems.push(`src/plugins/${folder}/README.md is missing`);
        continue;
      }
      const listed = listedFiles(readFileSync(readmePath, 'utf8'));
      const actual = filesUnder(path.join(root, 'src/plugins', folder)).filter(
        (file) => file !== 'README.md',
      );
      problems.push(
        ...actual
          .filter((file) => !listed.includes(file))
          .map((file) => `src/plugins/${folder}/README.md does not list ${file}`),
        ...listed
          .filter((file) => !actual.includes(file))
          .map((file) => `src/plugins/${folder}/README.md lists ${file}, which is not there`),
      );
    }
    expect(folders.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
