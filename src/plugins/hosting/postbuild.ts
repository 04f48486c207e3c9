/**
 * Runs after `docusaurus build`: reduces the search indexes to their documents (adding each
 * operation's own terms and the terms written in front matter to their page titles and headings,
 * see ../search/sectionTerms.ts), writes the hosting
 * files generated from the hosting rules (CDN `_headers` and `_redirects`, `robots.txt` naming the
 * sitemap, the nginx include), then writes pre-compressed copies of every text file.
 *
 *   tsx src/plugins/hosting/postbuild.ts [build-dir]
 *
 * HOSTING_ROOT sets the directory the nginx include serves (default /var/www/pterodactyl-docs);
 * HOSTING_HSTS=1 adds Strict-Transport-Security to the nginx include and `_headers` (HTTPS only).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {renderHeadersFile, renderRedirectsFile} from './cdn';
import {precompress} from './compression';
import {renderNginxSiteConfig} from './nginx';
import {shipSearchDocuments} from '../search/indexFiles';
import {sectionTermsFile, type SectionTerms} from '../search/sectionTerms';
import {buildCsp, buildFiles, pageRoutes} from './site';
import {hstsFromEnvironment} from './security';
import {resolveProvider} from '../../provider';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const generatedDir = path.resolve('hosting/generated');

async function main(): Promise<void> {
  const termsFile = sectionTermsFile(path.resolve('.docusaurus'));
  let terms: Record<string, SectionTerms>;
  try {
    terms = JSON.parse(readFileSync(termsFile, 'utf8')) as Record<string, SectionTerms>;
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), termsFile)}: the search terms the build writes could not be read (${(error as Error).message}); run \`docusaurus build\` first.`,
    );
  }
  const indexes = shipSearchDocuments(buildDir, new Map(Object.entries(terms)));
  const csp = buildCsp(buildDir);
  const routes = pageRoutes(buildFiles(buildDir));
  const hsts = hstsFromEnvironment();
  writeFileSync(path.join(buildDir, '_headers'), renderHeadersFile(csp, {hsts}));
  writeFileSync(
    path.join(buildDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${resolveProvider().siteUrl}/sitemap.xml\n`,
  );
  writeFileSync(path.join(buildDir, '_redirects'), renderRedirectsFile(routes));
  mkdirSync(generatedDir, {recursive: true});
  writeFileSync(
    path.join(generatedDir, 'site.conf'),
    renderNginxSiteConfig({
      root: process.env['HOSTING_ROOT'] ?? '/var/www/pterodactyl-docs',
      csp,
      hsts,
    }),
  );
  const compressed = await precompress(buildDir, buildFiles(buildDir));
  console.log(
    `postbuild: ${indexes.length} search indexes reduced to their documents with the operations' and front matter's terms on their titles and headings, ${routes.length} pages in _redirects, ${compressed} files pre-compressed, nginx include at ${path.relative(process.cwd(), generatedDir)}/site.conf`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
