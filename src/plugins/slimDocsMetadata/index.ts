/**
 * Every docs page downloads its version's metadata: the sidebar, and for each doc its id, title,
 * sidebar and description. Only DocCard (category index cards and <DocCardList>) reads the
 * descriptions, and this site renders neither, so they are taken out of the file the docs plugin
 * generated. Docusaurus writes the plugins' data files after every content hook has run and before
 * it configures the bundler, so the files are rewritten when the bundler is configured. A page that
 * starts using cards must remove this plugin, or its cards lose their descriptions.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface VersionMetadataFile {
  version?: {docsSidebars?: unknown; docs?: Record<string, {description?: string}>};
}

/** The version metadata without doc descriptions; `null` for a file of another kind. */
export function withoutDocDescriptions(data: VersionMetadataFile): VersionMetadataFile | null {
  const docs = data.version?.docs;
  if (!docs || !data.version?.docsSidebars) {
    return null;
  }
  return {
    ...data,
    version: {
      ...data.version,
      docs: Object.fromEntries(
        Object.entries(docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
      ),
    },
  };
}

export default function slimDocsMetadataPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-slim-docs-metadata',
    configureWebpack: () => {
      const dir = path.join(
        context.generatedFilesDir,
        'docusaurus-plugin-content-docs',
        'default',
        'p',
      );
      let slimmed = 0;
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const slim = withoutDocDescriptions(
          JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as VersionMetadataFile,
        );
        if (slim) {
          writeFileSync(path.join(dir, file), JSON.stringify(slim));
          slimmed += 1;
        }
      }
      if (slimmed === 0) {
        throw new Error(
          `src/plugins/slimDocsMetadata: no docs version metadata in ${path.relative(context.siteDir, dir)}; Docusaurus writes it differently now: update or remove this plugin.`,
        );
      }
      return {};
    },
  };
}
