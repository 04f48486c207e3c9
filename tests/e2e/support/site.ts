import {readdirSync} from 'node:fs';
import path from 'node:path';
import {resolveProvider} from '../../../src/provider';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** Every HTML file of the build, relative to the build directory. */
export function builtHtmlFiles(dir = BUILD_DIR): string[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        files.push(path.relative(dir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(dir);
  return files.sort();
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
