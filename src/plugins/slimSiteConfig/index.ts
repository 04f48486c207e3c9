/**
 * Every page's main script carries the site configuration Docusaurus generates
 * (`.docusaurus/docusaurus.config.mjs`), build-time options included: presets, themes and plugins
 * with their options, Markdown hooks, the bundler flags of `future`. The browser reads none of
 * those (it reads the title, URLs, theme configuration, custom fields and `future.experimental_router`),
 * so they are taken out of the generated file before bundling, as slimDocsMetadata does for the
 * docs metadata. Docusaurus writes the file before it configures the bundler; the server keeps the
 * full configuration from `docusaurus.config.ts`.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Top-level keys only the build reads. */
export const BUILD_TIME_KEYS = [
  'presets',
  'themes',
  'plugins',
  'markdown',
  'staticDirectories',
  'headTags',
  'stylesheets',
  'scripts',
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

/** Keys of `future` the browser reads. */
const BROWSER_FUTURE_KEYS = ['experimental_router'];

const EXPORT = 'export default ';

/** The generated module's configuration without what only the build reads. */
export function browserSiteConfig(config: Record<string, unknown>): Record<string, unknown> {
  const slim = Object.fromEntries(
    Object.entries(config).filter(([key]) => !(BUILD_TIME_KEYS as readonly string[]).includes(key)),
  );
  const future = config['future'];
  if (future && typeof future === 'object') {
    slim['future'] = Object.fromEntries(
      Object.entries(future).filter(([key]) => BROWSER_FUTURE_KEYS.includes(key)),
    );
  }
  return slim;
}

export default function slimSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-slim-site-config',
    configureWebpack: () => {
      const file = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
      const source = readFileSync(file, 'utf8');
      const start = source.indexOf(EXPORT);
      if (start < 0 || !source.trimEnd().endsWith('};')) {
        throw new Error(
          `src/plugins/slimSiteConfig: ${path.relative(context.siteDir, file)} is no longer \`export default {…};\`; Docusaurus writes it differently now: update or remove this plugin.`,
        );
      }
      // Docusaurus writes the object as JSON (functions become null).
      const config = JSON.parse(
        source.slice(start + EXPORT.length, source.trimEnd().length - 1),
      ) as Record<string, unknown>;
      writeFileSync(
        file,
        `${source.slice(0, start)}${EXPORT}${JSON.stringify(browserSiteConfig(config))};\n`,
      );
      return {};
    },
  };
}
