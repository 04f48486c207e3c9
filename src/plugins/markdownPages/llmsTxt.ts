/**
 * Where a page's Markdown twin lives and the `/llms.txt` index of all twins (https://llmstxt.org:
 * an H1 title, a `>` summary, then `##` sections of `- [Title](URL): description` lines).
 */
import path from 'node:path';

export interface TwinPage {
  readonly route: string;
  readonly title: string;
  readonly description?: string;
  /** The llms.txt section: a version and category, such as "v1.0+ — Client API". */
  readonly section: string;
}

/**
 * The twin's file, relative to the build: `/docs/api/client/files` → `build/docs/api/client/files.md`
 * (without the `build/`), `/docs/` → `docs.md`; only docs pages have twins.
 */
export function twinFile(route: string): string {
  if (!/^\/docs(\/|$)/.test(route)) {
    throw new Error(`${route}: only docs pages (under /docs/) have a Markdown twin.`);
  }
  return `${path.posix.join(route.slice(1)).replace(/\/$/, '')}.md`;
}

export function twinUrl(siteUrl: string, route: string): string {
  return new URL(`/${twinFile(route)}`, siteUrl).href;
}

/** Descriptions are one line in llms.txt; a line break would start a new entry. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function llmsTxt(
  siteTitle: string,
  summary: string,
  siteUrl: string,
  pages: readonly TwinPage[],
): string {
  const sections = new Map<string, TwinPage[]>();
  for (const page of pages) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  const lines = [`# ${oneLine(siteTitle)}`, '', `> ${oneLine(summary)}`];
  for (const [section, sectionPages] of sections) {
    lines.push('', `## ${section}`, '');
    for (const page of sectionPages) {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(
        `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${twinUrl(siteUrl, page.route)})${description}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
