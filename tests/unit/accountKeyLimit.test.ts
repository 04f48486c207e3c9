import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import remarkFacts from '../../src/plugins/facts/remark';
import {
  accountKeyLimit,
  accountKeyLimitChanges,
  currentRelease,
  legacyReleaseVersion,
} from '../../src/plugins/facts/tables';
import {
  accountKeyLimitMentionProblems,
  accountKeyLimitProblemsIn,
  stringsIn,
} from '../../src/plugins/facts/typedFigures';
import {filesUnder} from '../../src/plugins/files';

const root = path.resolve(__dirname, '../..');

/** Every page with its front matter (parsed) and body. */
function pages(): Array<{file: string; frontMatter: unknown; body: string; release?: string}> {
  return ['docs', 'versioned_docs'].flatMap((dir) =>
    filesUnder(path.join(root, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => {
        const text = readFileSync(path.join(root, dir, name), 'utf8');
        const [, head = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
        return {
          file: `${dir}/${name}`,
          frontMatter: parseYaml(head) as unknown,
          body,
          ...(dir === 'versioned_docs' ? {release: legacyReleaseVersion()} : {}),
        };
      }),
  );
}

describe('the account key limit', () => {
  it('is in every panel table, and changed only where the source changed it', () => {
    // 0.7.19's web ClientApiController::store and 1.0.0–1.10.3's ApiKeyController::store compare with 5, 1.10.4 on with 25.
    expect(accountKeyLimitChanges()).toEqual([
      {version: '0.7.19', count: 5},
      {version: '1.10.4', count: 25},
    ]);
  });

  it('<FactLimit accountKeys /> writes the current or a named release’s figure, and history the earlier figures with the releases that changed them', async () => {
    const render = async (value: string, file = 'docs/page.mdx') =>
      String(await compile({value, path: file}, {remarkPlugins: [remarkFacts], jsx: true}));
    const changes = accountKeyLimitChanges();
    const [before, last] = changes.slice(-2);
    expect(
      await render('At most <FactLimit accountKeys /> (<FactLimit accountKeys history />).'),
    ).toContain(`At most ${accountKeyLimit()} (${before?.count} before ${last?.version}).`);
    // The tables above: 5 until 1.10.3, 25 from 1.10.4.
    expect(await render('(<FactLimit accountKeys history release="1.10.4" />)')).toContain(
      '(5 before 1.10.4)',
    );
    expect(await render('<FactLimit accountKeys release="1.10.3" />')).toContain('5');
    await expect(
      render('<FactLimit accountKeys history release="1.10.3" />', 'docs/h.mdx'),
    ).rejects.toThrow(
      'docs/h.mdx: <FactLimit accountKeys history>: the account key limit did not change up to panel 1.10.3',
    );
    await expect(render('<FactLimit accountKeys api="client" />', 'docs/x.mdx')).rejects.toThrow(
      'docs/x.mdx: <FactLimit> takes',
    );
    await expect(render('<FactLimit api="client" history />', 'docs/y.mdx')).rejects.toThrow(
      'docs/y.mdx: <FactLimit> takes',
    );
  });

  it('is never typed in a page’s text, nor is a release it changed at', () => {
    const typed: string[] = [];
    const typedRelease: string[] = [];
    let checked = 0;
    for (const page of pages()) {
      for (const match of page.body.matchAll(
        /(?<![\w.-])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty-five)\**\s+(?:(?:account|client|api)\s+(?:api\s+)?keys?\b|of\s+them\s+\(\d)/gi,
      ))
        typed.push(`${page.file}: "${match[0]}"`);
      // Each paragraph or list item that writes the limit: once its elements (anchors with their
      // since= included) are set aside, no release number is left; <FactLimit accountKeys history />
      // writes the releases the limit changed at.
      const blocks = page.body.split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/);
      for (const block of blocks.filter((text) => text.includes('<FactLimit accountKeys'))) {
        checked += 1;
        const release = /\b\d+\.\d+\.\d+\b/.exec(block.replace(/<[A-Z][^>]*\/>/g, ''));
        if (release) typedRelease.push(`${page.file}: ${release[0]} in "${block.trim()}"`);
      }
    }
    expect(typed).toEqual([]);
    expect(typedRelease).toEqual([]);
    // The Authentication, Rate limiting, Account and 0.7 Account pages (a check of nothing would pass).
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('agrees with the tables wherever a front-matter search phrase types it', () => {
    const problems = pages().flatMap((page) =>
      stringsIn(page.frontMatter).flatMap((phrase) =>
        accountKeyLimitMentionProblems(phrase, page.release).map((p) => `${page.file}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
    // The phrases the check keeps in step are there (a check of nothing would pass).
    const typedPhrases = pages().flatMap((page) =>
      stringsIn(page.frontMatter).filter((phrase) => /^\d+ (?:api )?keys?\b/i.test(phrase)),
    );
    expect(typedPhrases.length).toBeGreaterThan(0);
  });

  it('fails the check of a mention that disagrees with the tables', () => {
    expect(accountKeyLimitMentionProblems('at most 25 account keys (5 before 1.10.4)')).toEqual([]);
    expect(accountKeyLimitMentionProblems('at most 24 account keys')).toHaveLength(1);
    expect(accountKeyLimitMentionProblems('has 25 API keys (5 before 1.11.0)')).toHaveLength(1);
    expect(accountKeyLimitMentionProblems('has 25 API keys (4 before 1.10.4)')).toHaveLength(1);
    expect(accountKeyLimitMentionProblems('5 client keys', '0.7.19')).toEqual([]);
    expect(accountKeyLimitMentionProblems('25 client keys', '0.7.19')).toHaveLength(1);
    // Digits inside a word are not a figure.
    expect(accountKeyLimitMentionProblems('an id_ed25519 key')).toEqual([]);
  });

  it('in the OpenAPI documents, agrees with the tables at the releases a note holds for (checked as they load), and a wrong figure there is a problem', async () => {
    const {loadAllApis} = await import('../../src/plugins/endpoints/openapi/load');
    await expect(loadAllApis(root)).resolves.toBeDefined();
    const account = readFileSync(path.join(root, 'openapi/client/paths/account.yaml'), 'utf8');
    // createApiKey's notes, one per range of releases, each with its own figure.
    const mentions = [...account.matchAll(/at most (\d+) account keys/g)].map((m) => m[1]);
    expect(mentions).toEqual(['25', '5']);
    const problemsOf = (text: string) => accountKeyLimitProblemsIn(parseYaml(text) as unknown);
    expect(problemsOf(account)).toEqual([]);
    // Checked at both ends of the note's range (1.10.4 and the current release).
    expect(
      problemsOf(account.replace('at most 25 account keys', 'at most 30 account keys')),
    ).toEqual([
      expect.stringContaining('"30 account keys": the fact table of panel 1.10.4 allows 25'),
      expect.stringContaining(
        `"30 account keys": the fact table of panel ${currentRelease().release.version} allows 25`,
      ),
    ]);
    // The note that holds until 1.10.3 is checked at both ends, the first 1.x release and 1.10.3:
    // 25 is wrong at each, and 5 is wrong once the note loses its range.
    expect(
      problemsOf(account.replace('at most 5 account keys', 'at most 25 account keys')),
    ).toEqual([
      expect.stringContaining('panel 1.0.0 allows 5'),
      expect.stringContaining('panel 1.10.3 allows 5'),
    ]);
    expect(
      problemsOf(account.replace(/( {10})until: 1\.10\.3\n/, '')).some((p) =>
        p.includes('"5 account keys'),
      ),
    ).toBe(true);
  }, 120_000);

  it('checks a ranged object at both ends of its range, and a link is no range', () => {
    const anchor = {repo: 'panel', file: 'f.php', symbol: 'A::b', verified: '1.15.0'};
    const note = (text: string, range: object) => ({text, 'x-source': {...anchor, ...range}});
    expect(accountKeyLimitProblemsIn(note('at most 5 account keys', {until: '1.10.3'}))).toEqual(
      [],
    );
    expect(accountKeyLimitProblemsIn(note('at most 25 account keys', {since: '1.10.4'}))).toEqual(
      [],
    );
    // 1.0.0 to 1.12.0 spans the change: one end disagrees whichever figure is written.
    expect(
      accountKeyLimitProblemsIn(note('at most 25 account keys', {since: '1.0.0', until: '1.12.0'})),
    ).toHaveLength(1);
    expect(
      accountKeyLimitProblemsIn({description: 'at most 5 account keys', 'x-source': 'https://x'}),
    ).toHaveLength(1);
  });
});
