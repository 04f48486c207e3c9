/**
 * Pre-compressed copies of the build's text files, written next to them as `.gz` and `.br`, so
 * servers send compressed bytes without compressing on every request.
 */
import {readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.yaml',
  '.map',
];
/** Smaller files gain nothing worth a second file. */
const MIN_COMPRESS_BYTES = 1024;
/** Preferred first when the client accepts both. */
export const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;

/**
 * Brotli's best quality costs about three times the time of the next (12 s against 4 s of CPU for
 * this build) for 2–3% fewer bytes. It pays on what every visit downloads, the pages and their
 * scripts and styles; what a reader fetches on demand (the search index, Markdown twins, OpenAPI
 * documents, the sitemap) takes the next quality, which keeps a cold build about 3 s of CPU shorter.
 */
export function brotliQuality(relativePath: string): number {
  const everyVisit =
    relativePath.split(/[\\/]/)[0] === 'assets' || path.extname(relativePath) === '.html';
  return everyVisit ? 11 : 10;
}

function isCompressible(relativePath: string, size: number): boolean {
  return (
    size >= MIN_COMPRESS_BYTES &&
    COMPRESSIBLE_EXTENSIONS.includes(path.extname(relativePath).toLowerCase())
  );
}

/**
 * Writes `.br` and `.gz` beside every compressible file; resolves with how many files were
 * compressed. Compression runs on Node's thread pool, several files at once.
 */
export async function precompress(buildDir: string, files: readonly string[]): Promise<number> {
  const compressed = await Promise.all(
    files.map(async (relative) => {
      const full = path.join(buildDir, relative);
      const {size} = await stat(full);
      if (!isCompressible(relative, size)) {
        return false;
      }
      const content = await readFile(full);
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(content, {level: 9}),
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative),
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
      ]);
      await Promise.all([writeFile(`${full}.gz`, gzipped), writeFile(`${full}.br`, brotli)]);
      return true;
    }),
  );
  return compressed.filter(Boolean).length;
}

/** The encoding to serve for an Accept-Encoding header, among those a file has; `null` for none. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly string[],
): (typeof ENCODINGS)[number] | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  for (const encoding of ENCODINGS) {
    const quality = accepted.get(encoding.name) ?? accepted.get('*') ?? 0;
    if (quality > 0 && available.includes(encoding.name)) {
      return encoding;
    }
  }
  return null;
}
