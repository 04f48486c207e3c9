/** What the hosting rules need to know about a finished build. */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {analyticsOrigin, resolveProvider} from '../../src/provider';
import {contentSecurityPolicy, inlineScriptHashes} from './security';

/** Every file of the build, relative to it, with forward slashes. */
export function buildFiles(buildDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else {
        files.push(path.relative(buildDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(buildDir);
  return files.sort();
}

/** The route each page file is served at (`docs/intro.html` → `/docs/intro`). */
export function pageRoutes(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`));
}

/** The Content-Security-Policy for this build: its inline scripts by hash, plus analytics. */
export function buildCsp(buildDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const html = buildFiles(buildDir).filter((file) => file.endsWith('.html'));
  return contentSecurityPolicy({scriptHashes: inlineScriptHashes(buildDir, html), analyticsOrigin: analyticsOrigin(resolveProvider(env))});
}
