import path from 'node:path';
import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import storedPreferencesPlugin from './src/plugins/storedPreferences';
import hostingPlugin from './src/plugins/hosting';
import endpointsPlugin from './src/plugins/endpoints';
import factsPlugin from './src/plugins/facts';
import highlightingPlugin from './src/plugins/highlighting';
import searchPlugin from './src/plugins/search';
import progressBarPlugin from './src/plugins/progressBar';
import announcementBarPlugin from './src/plugins/announcementBar';
import idlePrefetchPlugin from './src/plugins/idlePrefetch';
import tslibHelperPlugin from './src/plugins/tslibHelper';
import paintFirstPlugin from './src/plugins/paintFirst';
import panelReleasePlugin from './src/plugins/panelRelease';
import {announcementBar, legacyAnnouncement} from './src/plugins/announcementBar/options';
import {panelReleaseNavbarItem} from './src/plugins/panelRelease/navbarItem';
import remarkEndpoints from './src/plugins/endpoints/remark';
import rehypeDeferredParts from './src/plugins/deferredParts/rehype';
import remarkFacts from './src/plugins/facts/remark';
import rehypeSourceMarks from './src/plugins/facts/rehypeSourceMarks';
import {compileInputsKey, remarkCompileInputs} from './src/plugins/compileInputs';
import {codeBlockTheme} from './src/plugins/highlighting/prismTheme';
import remarkIncludeCode from './src/plugins/includeCode/remark';
import remarkMarkdownTwin from './src/plugins/markdownPages/remark';
import markdownPagesPlugin from './src/plugins/markdownPages';
import slimDocsMetadataPlugin from './src/plugins/slimDocsMetadata';
import slimSiteConfigPlugin from './src/plugins/slimSiteConfig';
import {parseFrontMatterWithoutIndexOnlyKey} from './src/plugins/search/frontMatter';
import {search} from './src/plugins/search/options';
import {resolveProvider} from './src/provider';

const provider = resolveProvider();
// Absolute paths, so a config that wraps this one (the tests do) resolves the same files.
const site = (relative: string): string => path.join(__dirname, relative);

const config: Config = {
  title: 'Pterodactyl API Docs',
  tagline:
    'A source-checked reference for the Pterodactyl panel: client API, application API and the Wings websocket.',
  favicon: 'img/favicon.svg',
  url: provider.siteUrl,
  customFields: {legacyAnnouncement},
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',
  // Its inline script would need its own CSP hash; the base URL is fixed at / anyway.
  baseUrlIssueBanner: false,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    parseFrontMatter: parseFrontMatterWithoutIndexOnlyKey,
    // Footnotes are the pages' source anchors (<Source />, src/plugins/facts/remark.ts): their list
    // is a visible section headed "Sources".
    remarkRehypeOptions: {footnoteLabel: 'Sources', footnoteLabelProperties: {}},
  },
  // No page shows a last-update date and the sitemap has no lastmod, so reading the git history
  // (about 1 s of a cold build) buys nothing; showing last-update dates needs this removed.
  future: {v4: true, experimental_vcs: 'disabled'},
  // Keys such as `docs-preferred-version-default` and `theme` stay unprefixed.
  storage: {type: 'localStorage', namespace: false},
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },
  scripts: provider.analytics
    ? [{src: provider.analytics.scriptSrc, defer: true, 'data-domain': provider.analytics.domain}]
    : [],
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: site('sidebars.ts'),
          beforeDefaultRemarkPlugins: [
            // Recompiles the pages in a warm build when what they read from other files changed.
            [remarkCompileInputs, {inputs: compileInputsKey(__dirname)}],
            [remarkEndpoints, {siteDir: __dirname}],
            remarkFacts,
            [remarkIncludeCode, {siteDir: __dirname}],
          ],
          // After Docusaurus' own (admonitions, heading ids, resolved links): the Markdown twin is
          // written from the final tree.
          remarkPlugins: [[remarkMarkdownTwin, {siteDir: __dirname}]],
          // Long tables and the footnote list leave the page's module, loaded on demand
          // (src/plugins/deferredParts/); then the source anchors' footnote marks become one small
          // component each.
          rehypePlugins: [[rehypeDeferredParts, {siteDir: __dirname}], rehypeSourceMarks],
          lastVersion: 'current',
          versions: {
            current: {label: 'v1.0+', path: ''},
            '0.7': {label: 'v0.7 (Legacy)', path: 'v0.7', banner: 'unmaintained'},
          },
        },
        blog: false,
        theme: {customCss: site('src/css/custom.css')},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.8,
          ignorePatterns: ['/search', '/search/**', '/404'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],
  themes: [['@easyops-cn/docusaurus-search-local', search]],
  // One folder per mechanism under src/plugins/ (README, "Layout"); the storage repair and the
  // address rewrite run first, before anything reads a preference or the route.
  // Passed as functions, not paths: the site's configuration ships to every browser, and a
  // function is left out of it.
  plugins: [
    storedPreferencesPlugin,
    hostingPlugin,
    endpointsPlugin,
    factsPlugin,
    highlightingPlugin,
    searchPlugin,
    progressBarPlugin,
    announcementBarPlugin,
    idlePrefetchPlugin,
    tslibHelperPlugin,
    paintFirstPlugin,
    panelReleasePlugin,
    markdownPagesPlugin,
    slimDocsMetadataPlugin,
    slimSiteConfigPlugin,
  ] as PluginModule[],
  themeConfig: {
    colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    navbar: {
      title: 'Pterodactyl API Docs',
      hideOnScroll: false,
      logo: {alt: `${provider.name} logo`, src: provider.logoSrc, width: 32, height: 32},
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'docs',
          position: 'left',
          label: 'Pterodactyl API Reference',
        },
        panelReleaseNavbarItem(),
        {type: 'docsVersionDropdown', position: 'right'},
        {
          href: 'https://github.com/pterodactyl/panel',
          label: 'Panel source',
          position: 'right',
          'aria-label': 'Pterodactyl panel source code on GitHub',
        },
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'API Reference', to: '/docs'},
            {label: 'Authentication', to: '/docs/authentication'},
            {label: 'Rate Limits', to: '/docs/rate-limiting'},
            {label: 'Error Handling', to: '/docs/error-handling'},
          ],
        },
        {
          title: 'API Endpoints',
          items: [
            {label: 'Client API', to: '/docs/api/client'},
            {label: 'Application API', to: '/docs/api/application'},
            {label: 'WebSocket API', to: '/docs/api/websocket'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Pterodactyl Discord', href: 'https://discord.gg/pterodactyl'},
            {label: 'Pterodactyl on GitHub', href: 'https://github.com/pterodactyl'},
            {label: 'Report a documentation issue', href: provider.docsIssuesUrl},
          ],
        },
        {
          title: provider.name,
          items: [
            {label: 'Website', href: provider.websiteUrl},
            {label: 'Support', href: provider.supportUrl},
            {label: 'Privacy Policy', href: provider.privacyPolicyUrl},
            {label: 'Terms of Service', href: provider.termsUrl},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${provider.name}. An independent reference; not affiliated with the Pterodactyl project.`,
    },
    prism: {
      theme: codeBlockTheme,
      darkTheme: codeBlockTheme,
      additionalLanguages: ['bash', 'php'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
