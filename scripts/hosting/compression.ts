/**
 * Pre-compressed copies of the build's text files, written next to them as `.gz` and `.br`, so
 * servers send compressed bytes without compressing on every request.
 */
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.yaml', '.map'];
/** Smaller files gain nothing worth a second file. */
export const MIN_COMPRESS_BYTES = 1024;
/** Preferred first when the client accepts both. */
export const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;

export function isCompressible(relativePath: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE_EXTENSIONS.includes(path.extname(relativePath).toLowerCase());
}

/** Writes `.br` and `.gz` beside every compressible file; returns how many files were compressed. */
export function precompress(buildDir: string, files: readonly string[]): number {
  let count = 0;
  for (const relative of files) {
    const full = path.join(buildDir, relative);
    const size = statSync(full).size;
    if (!isCompressible(relative, size)) {
      continue;
    }
    const content = readFileSync(full);
    writeFileSync(`${full}.gz`, gzipSync(content, {level: 9}));
    writeFileSync(`${full}.br`, brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size}}));
    count += 1;
  }
  return count;
}

/** The encoding to serve for an Accept-Encoding header, among those a file has; `null` for none. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly string[]): (typeof ENCODINGS)[number] | null {
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
