import {statSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {resolvePath} from '../../src/plugins/hosting/routing';
import {readPageLinks, type PageLinks} from './support/htmlIndex';
import {BUILD_DIR, builtHtmlFiles, provider, routeOf} from './support/site';

// Runs on the build output, without a browser: every internal link and anchor must resolve.
test('no internal link or anchor in the built site is broken', () => {
  const pages = new Map<string, PageLinks>();
  for (const file of builtHtmlFiles()) {
    pages.set(file, readPageLinks(BUILD_DIR, file));
  }
  const isFile = (relative: string): boolean => {
    try {
      return statSync(path.join(BUILD_DIR, relative)).isFile();
    } catch {
      return false;
    }
  };
  const problems: string[] = [];
  let checked = 0;
  for (const [file, {references}] of pages) {
    const base = new URL(routeOf(file), provider.siteUrl);
    for (const {tag, url} of references) {
      const target = new URL(url, base);
      if (target.origin !== new URL(provider.siteUrl).origin || url.startsWith('mailto:')) {
        continue;
      }
      // The not-found page names itself in its head metadata; that is not a link.
      if (file === '404.html' && tag === 'link' && target.pathname === '/404.html') {
        continue;
      }
      checked += 1;
      const resolution = resolvePath(decodeURIComponent(target.pathname), isFile);
      if (resolution.kind !== 'file') {
        problems.push(
          `${file}: <${tag}> ${url} is ${resolution.kind === 'redirect' ? `a redirect to ${resolution.location}` : 'not found'}`,
        );
        continue;
      }
      if (target.hash.length > 1 && resolution.file.endsWith('.html')) {
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (!pages.get(resolution.file)?.ids.has(anchor)) {
          problems.push(
            `${file}: ${url} points at #${anchor}, which ${resolution.file} does not have`,
          );
        }
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(100);
});
