/** What the hosting rules need to know about a finished build. */
import {analyticsOrigin, resolveProvider} from '../../provider';
import {contentSecurityPolicy, inlineScriptHashes} from './security';
import {filesUnder} from '../files';

/** Every file of the build, relative to it, with forward slashes. */
export const buildFiles = (buildDir: string): string[] => filesUnder(buildDir);

/** The route each page file is served at (`build/docs/intro.html` → `/docs/intro`). */
export function pageRoutes(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`));
}

/** The Content-Security-Policy for this build: its inline scripts by hash, plus analytics. */
export function buildCsp(buildDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const html = buildFiles(buildDir).filter((file) => file.endsWith('.html'));
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(buildDir, html),
    analyticsOrigin: analyticsOrigin(resolveProvider(env)),
  });
}
