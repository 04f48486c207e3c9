/**
 * Markdown for readers and AI tools: every docs page is also published as Markdown at its URL
 * with `.md` (its "twin", written while the page compiles by ./remark.ts), `/llms.txt` lists the
 * twins (./llmsTxt.ts), and each page has a "Copy page as Markdown" button
 * (client/copyPageMarkdown.ts, in the page from ./remark.ts).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docPages, sectionOf, setDocPages, type DocPage} from './docPages';
import {llmsTxt, twinFile} from './llmsTxt';
import {pendingTwinFile} from './remark';

export default function markdownPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-markdown-pages',
    getClientModules: () => [path.join(__dirname, 'client/copyPageMarkdown.ts')],
    allContentLoaded: ({allContent}) => {
      const docs = allContent['docusaurus-plugin-content-docs']?.['default'] as
        LoadedContent | undefined;
      if (!docs) {
        throw new Error('src/plugins/markdownPages: the docs plugin loaded no content.');
      }
      const pages: DocPage[] = docs.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => {
          const relative = doc.source.replace(/^@site\//, '');
          return {
            file: path.join(context.siteDir, relative),
            route: doc.permalink,
            title: doc.title,
            description: doc.description,
            section: sectionOf(version.label, relative),
          };
        }),
      );
      setDocPages(pages);
    },
    postBuild: ({outDir, siteConfig}) => {
      const pages = docPages();
      const missing: string[] = [];
      for (const page of pages) {
        const pending = pendingTwinFile(context.generatedFilesDir, context.siteDir, page.file);
        if (!existsSync(pending)) {
          missing.push(path.relative(context.siteDir, page.file));
          continue;
        }
        const target = path.join(outDir, twinFile(page.route));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, readFileSync(pending));
      }
      if (missing.length > 0) {
        throw new Error(
          `No Markdown twin was written for ${missing.join(', ')}: the page did not pass through src/plugins/markdownPages/remark.ts (is it listed in the docs plugin's remarkPlugins?).`,
        );
      }
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsTxt(siteConfig.title, siteConfig.tagline, siteConfig.url, pages),
      );
    },
  };
}
