/**
 * What compiling a page reads besides the page itself: the OpenAPI documents (endpoint blocks), the
 * fact tables (counts, limits, release history), the example files (`<CodeFile>`) and every page's
 * source anchors (the Source references page lists them all), and the provider's settings (a page's
 * Markdown twin names its address on the site's URL). Docusaurus' MDX loader keeps each
 * compiled page in its persistent cache, keyed on the page's own file and on the loader's options,
 * so a page whose inputs changed elsewhere would be served stale by a warm build. The key below
 * goes into those options (`remarkCompileInputs`), so any change to these inputs recompiles the
 * pages, and nothing else does.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_FOLDERS, SOURCE_ELEMENT} from '../../schema/sourceElements';
import {resolveProvider, type Provider} from '../provider';
import {filesUnder} from './files';

/** Folders whose every file some page's compile reads. */
const READ_WHOLE = ['openapi', 'reference/releases', 'examples'] as const;

/** A digest of every input a page's compile reads from files other than its own. */
export function compileInputsKey(siteDir: string, provider: Provider = resolveProvider()): string {
  const hash = createHash('sha256');
  // A build with another SITE_URL (the bench's, on its local server) must not leave its twins behind.
  hash.update(`${JSON.stringify(provider)}\n`);
  for (const folder of READ_WHOLE) {
    const dir = path.join(siteDir, folder);
    for (const file of existsSync(dir) ? filesUnder(dir) : []) {
      hash.update(`${folder}/${file}\n`);
      hash.update(readFileSync(path.join(dir, file)));
    }
  }
  for (const folder of PAGE_FOLDERS) {
    const dir = path.join(siteDir, folder);
    for (const file of existsSync(dir) ? filesUnder(dir) : []) {
      if (!/\.mdx?$/.test(file)) {
        continue;
      }
      // The elements as written suffice for a key; schema/sourceElements.ts reads them properly.
      const elements = new RegExp(`<${SOURCE_ELEMENT}\\b[^>]*/>`, 'g');
      for (const [element] of readFileSync(path.join(dir, file), 'utf8').matchAll(elements)) {
        hash.update(`${folder}/${file} ${element}\n`);
      }
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A remark plugin that leaves the page as it is: its option `inputs` (compileInputsKey) is there
 * for the MDX loader's cache key only.
 */
export function remarkCompileInputs(_options: {readonly inputs: string}) {
  return (): void => undefined;
}
