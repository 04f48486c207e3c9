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

  it('<FactLimit accountKeys /> writes the current or a named release’s figure', async () => {
    const output = String(
      await compile(
        {
          value:
            'At most <FactLimit accountKeys /> (<FactLimit accountKeys release="1.10.3" /> before 1.10.4).',
          path: 'docs/page.mdx',
        },
        {remarkPlugins: [remarkFacts], jsx: true},
      ),
    );
    expect(output).toContain(
      `At most ${accountKeyLimit()} (${accountKeyLimit('1.10.3')} before 1.10.4).`,
    );
    await expect(
      compile(
        {value: '<FactLimit accountKeys api="client" />', path: 'docs/x.mdx'},
        {remarkPlugins: [remarkFacts], jsx: true},
      ),
    ).rejects.toThrow('docs/x.mdx: <FactLimit> takes');
  });

  it('is never typed in a page’s text, and each "before" release a page names is where the tables change it', () => {
    const typed: string[] = [];
    const wrongBefore: string[] = [];
    const changes = accountKeyLimitChanges();
    for (const page of pages()) {
      for (const match of page.body.matchAll(
        /(?<![\w.-])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty-five)\**\s+(?:(?:account|client|api)\s+(?:api\s+)?keys?\b|of\s+them\s+\(\d)/gi,
      ))
        typed.push(`${page.file}: "${match[0]}"`);
      for (const match of page.body.matchAll(
        /<FactLimit accountKeys release="([\d.]+)" \/>\)?\s*before\s+(\d+\.\d+\.\d+)/g,
      )) {
        const [, release = '', changedAt] = match;
        const at = changes.findIndex((change) => change.version === changedAt);
        if (at <= 0 || changes[at - 1]?.count !== accountKeyLimit(release))
          wrongBefore.push(`${page.file}: "${match[0]}"`);
      }
    }
    expect(typed).toEqual([]);
    expect(wrongBefore).toEqual([]);
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
