/**
 * Pre-compressed copies of the build's text files, written next to them as `.gz` and `.br`, so
 * servers send compressed bytes without compressing on every request.
 */
import {statSync} from 'node:fs';
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

/** The bundler's output (scripts, styles, their media): final once the client bundle is written. */
export function isBundleFile(relativePath: string): boolean {
  return relativePath.split(/[\\/]/)[0] === 'assets';
}

/**
 * How many compressions (one file, one encoding) run at once on Node's thread pool. One keeps the
 * work on a single core beside a busy main thread; `raise` lets more start when that changes.
 */
export class CompressionLanes {
  #wake: (() => void) | undefined;
  constructor(private lanes: number) {}
  get count(): number {
    return this.lanes;
  }
  raise(lanes: number): void {
    this.lanes = Math.max(this.lanes, lanes);
    this.#wake?.();
  }
  /** Runs the tasks, never more at once than the lanes allow at the time. */
  run(tasks: readonly (() => Promise<void>)[]): Promise<void> {
    return new Promise((resolve, reject) => {
      let next = 0;
      let running = 0;
      let failed = false;
      const pump = (): void => {
        if (failed) {
          return;
        }
        if (next >= tasks.length && running === 0) {
          resolve();
          return;
        }
        while (running < this.lanes && next < tasks.length) {
          const task = tasks[next];
          next += 1;
          running += 1;
          (task ?? (async () => undefined))().then(
            () => {
              running -= 1;
              pump();
            },
            (error: unknown) => {
              failed = true;
              reject(error);
            },
          );
        }
      };
      this.#wake = pump;
      pump();
    });
  }
}

export interface PrecompressOptions {
  /** How many compressions at once; all of them when unset. */
  readonly lanes?: CompressionLanes;
}

/**
 * Writes `.br` and `.gz` beside every compressible file; resolves with how many files were
 * compressed. Compression runs on Node's thread pool, several files at once.
 */
export async function precompress(
  buildDir: string,
  files: readonly string[],
  {lanes = new CompressionLanes(Infinity)}: PrecompressOptions = {},
): Promise<number> {
  const compressible = (
    await Promise.all(
      files.map(async (relative) => {
        const {size} = await stat(path.join(buildDir, relative));
        return isCompressible(relative, size) ? [{relative, size}] : [];
      }),
    )
  ).flat();
  const tasks = compressible.flatMap(({relative, size}) => {
    const full = path.join(buildDir, relative);
    return [
      async () => writeFile(`${full}.gz`, await gzipAsync(await readFile(full), {level: 9})),
      async () =>
        writeFile(
          `${full}.br`,
          await brotliAsync(await readFile(full), {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative),
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
        ),
    ];
  });
  await lanes.run(tasks);
  return compressible.length;
}

/** The compressible files of `files` that lack a `.br` or a `.gz` copy. */
export function uncompressed(buildDir: string, files: readonly string[]): string[] {
  const present = new Set(files);
  return files.filter(
    (relative) =>
      isCompressible(relative, statSync(path.join(buildDir, relative)).size) &&
      ENCODINGS.some(({suffix}) => !present.has(`${relative}${suffix}`)),
  );
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
