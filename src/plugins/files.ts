/** File-system and network helpers shared by the build-time plugins, the build scripts, the benchmark and the tests. */
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

/** Every file below `dir`, relative to it, with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else {
        files.push(path.relative(dir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(dir);
  return files.sort();
}

/** A value and everything in it made read-only: a shared value that someone changes fails loudly. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) {
      deepFreeze(child);
    }
  }
  return value;
}

const parsedJsonFiles = new Map<string, {mtimeMs: number; size: number; value: unknown}>();

/**
 * A JSON file's value, parsed once per version of the file (its modification time and size) and
 * frozen: every page's compile asks for the same fact tables again, and parsing them each time was
 * about 0.9 s of a cold build's main thread. A changed file (a dev server, a test's fixture) is
 * read again.
 */
export function readJsonFile<T>(file: string): T {
  const {mtimeMs, size} = statSync(file);
  const cached = parsedJsonFiles.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) {
    return cached.value as T;
  }
  const value = deepFreeze(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  parsedJsonFiles.set(file, {mtimeMs, size, value});
  return value as T;
}

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/**
 * Writes a value as JSON under Docusaurus' generated files and returns the `@generated/…` request
 * that imports it. Both of the site's bundles compile every page at once, so the file is replaced
 * in one step, and only when its content changed (a rewrite would rebuild the page again in
 * development).
 */
export function writeGeneratedJson(
  generatedFilesDir: string,
  name: string,
  value: unknown,
): string {
  const file = path.join(generatedFilesDir, name);
  const content = `${JSON.stringify(value)}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
    mkdirSync(path.dirname(file), {recursive: true});
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  }
  return `@generated/${name}`;
}

const CONTENT_HASH_LENGTH = 12;

/**
 * Writes JSON that a page's compile produces and the page imports (`name` without `.json`) under a
 * name that changes with its content (`<name>.<hash>.json`), and returns the module request. A warm
 * build's bundler checks its cached modules before the pages are compiled, so a file rewritten in
 * place during the compile would be served from the previous build. The page's earlier versions
 * of the file are removed: only its previous compile imported them, and each build left one more.
 */
export function writeCompiledJson(generatedFilesDir: string, name: string, value: unknown): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(value))
    .digest('hex')
    .slice(0, CONTENT_HASH_LENGTH);
  const request = writeGeneratedJson(generatedFilesDir, `${name}.${hash}.json`, value);
  const dir = path.dirname(path.join(generatedFilesDir, name));
  const prefix = `${path.basename(name)}.`;
  const version = new RegExp(`^[0-9a-f]{${CONTENT_HASH_LENGTH}}\\.json$`);
  for (const file of readdirSync(dir)) {
    const rest = file.startsWith(prefix) ? file.slice(prefix.length) : '';
    if (version.test(rest) && rest !== `${hash}.json`) {
      rmSync(path.join(dir, file), {force: true});
    }
  }
  return request;
}
