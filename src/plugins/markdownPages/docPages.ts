/**
 * The docs pages that get a Markdown twin, by their source file: their URL, title, description
 * and llms.txt section. The plugin fills this from the docs plugin's content (./index.ts,
 * allContentLoaded), which Docusaurus loads before it compiles any page, so the remark plugin
 * (./remark.ts) knows each page's URL while it compiles it.
 */
import path from 'node:path';
import type {TwinPage} from './llmsTxt';

export interface DocPage extends TwinPage {
  /** Absolute path of the Markdown or MDX file. */
  readonly file: string;
}

const pages = new Map<string, DocPage>();

export function setDocPages(list: readonly DocPage[]): void {
  pages.clear();
  for (const page of list) {
    pages.set(path.resolve(page.file), page);
  }
}

export function docPageOf(file: string): DocPage | undefined {
  return pages.get(path.resolve(file));
}

export function docPages(): DocPage[] {
  return [...pages.values()];
}

/** The llms.txt section of a page: its version and the part of the docs it belongs to. */
export function sectionOf(versionLabel: string, relativeSource: string): string {
  const inVersion = relativeSource.replace(/^(docs|versioned_docs\/version-[^/]+)\//, '');
  const part = /^api\/(client|application)\b/.exec(inVersion)?.[1];
  const name =
    part === 'client'
      ? 'Client API'
      : part === 'application'
        ? 'Application API'
        : /^api\/websocket/.test(inVersion)
          ? 'WebSocket'
          : /^guides\//.test(inVersion)
            ? 'Guides'
            : 'General';
  return `${versionLabel}: ${name}`;
}
