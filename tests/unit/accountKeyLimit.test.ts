import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import remarkFacts from '../../src/plugins/facts/remark';
import {
  accountKeyLimit,
  accountKeyLimitChanges,
  legacyReleaseVersion,
} from '../../src/plugins/facts/tables';
import {accountKeyLimitMentionProblems, stringsIn} from '../../src/plugins/facts/typedFigures';
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

  it('in the OpenAPI documents, agrees with the tables (checked as they load), and a wrong figure there is a problem', async () => {
    const {loadAllApis} = await import('../../src/plugins/endpoints/openapi/load');
    await expect(loadAllApis(root)).resolves.toBeDefined();
    const account = readFileSync(path.join(root, 'openapi/client/paths/account.yaml'), 'utf8');
    const mentions = [...account.matchAll(/\d+ (?:account|API) keys \(\d+ before [\d.]+\)/g)];
    expect(mentions.length).toBeGreaterThanOrEqual(2);
    const wrong = parseYaml(account.replace('25 account keys', '30 account keys')) as unknown;
    expect(stringsIn(wrong).flatMap((text) => accountKeyLimitMentionProblems(text))).toEqual([
      expect.stringContaining('"30 account keys'),
    ]);
  }, 120_000);
});
