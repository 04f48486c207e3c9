import path from 'node:path';
import {filesUnder} from '../../../src/plugins/files';
import {resolveProvider} from '../../../src/provider';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Every HTML file of the build, relative to the build directory. */
export function builtHtmlFiles(dir = BUILD_DIR): string[] {
  return filesUnder(dir).filter((file) => file.endsWith('.html'));
}

/** The route a built HTML file is served at. */
export function routeOf(htmlFile: string): string {
  if (htmlFile === 'index.html') {
    return '/';
  }
  return `/${htmlFile.replace(/(\/index)?\.html$/, '')}`;
}

/** Every page route of the site (the 404 page is not a route). */
export function sitePages(): string[] {
  return builtHtmlFiles()
    .filter((file) => file !== '404.html')
    .map(routeOf);
}

export const provider = resolveProvider();
