import {execFileSync} from 'node:child_process';

/** Read-only access to one bare repository; every read goes through `git --git-dir`. */
export class GitRepo {
  private readonly showCache = new Map<string, string | null>();
  private readonly treeCache = new Map<string, string[]>();
  /** `rev:folder/` prefixes whose files are all in showCache: a miss there means the file does not exist. */
  private readonly preloaded: string[] = [];

  constructor(readonly gitDir: string) {}

  private git(args: string[]): string {
    return execFileSync('git', [`--git-dir=${this.gitDir}`, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** Full commit id of a tag, branch or commit. */
  resolve(rev: string): string {
    return this.git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).trim();
  }

  commitDate(rev: string): string {
    return this.git(['log', '-1', '--format=%cI', rev]).trim();
  }

  /**
   * Loads every file under `folders` at `rev` with one `ls-tree` and one `cat-file --batch`, so
   * later show() calls need no process each (a release reads several hundred files).
   */
  preload(rev: string, folders: string[]): void {
    const listing = this.git(['ls-tree', '-r', rev, '--', ...folders]);
    const entries = listing
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split('\t');
        const [, type, blob] = (meta ?? '').split(' ');
        return {type, blob: blob ?? '', path: path ?? ''};
      })
      .filter((e) => e.type === 'blob');
    if (!entries.length) return;
    const output = execFileSync('git', [`--git-dir=${this.gitDir}`, 'cat-file', '--batch'], {
      input: entries.map((e) => e.blob).join('\n') + '\n',
      maxBuffer: 1024 * 1024 * 1024,
    });
    let offset = 0;
    for (const entry of entries) {
      const headerEnd = output.indexOf(10, offset);
      const header = output.subarray(offset, headerEnd).toString('utf8');
      const size = Number(header.split(' ')[2]);
      const body = output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
      offset = headerEnd + 1 + size + 1;
      this.showCache.set(`${rev}:${entry.path}`, body);
    }
    for (const folder of folders) {
      this.preloaded.push(`${rev}:${folder.replace(/\/?$/, '/')}`);
      this.treeCache.set(
        `${rev}:${folder}`,
        entries.filter((e) => e.path.startsWith(folder)).map((e) => e.path),
      );
    }
  }

  /** File contents at a commit, or null when the path does not exist there. */
  show(rev: string, path: string): string | null {
    const key = `${rev}:${path}`;
    if (this.showCache.has(key)) return this.showCache.get(key) ?? null;
    if (this.preloaded.some((prefix) => key.startsWith(prefix))) return null;
    let text: string | null;
    try {
      text = this.git(['show', key]);
    } catch {
      text = null;
    }
    this.showCache.set(key, text);
    return text;
  }

  /** Every file path under a folder at a commit. */
  listFiles(rev: string, folder: string): string[] {
    const key = `${rev}:${folder}`;
    const cached = this.treeCache.get(key);
    if (cached) return cached;
    let files: string[];
    try {
      files = this.git(['ls-tree', '-r', '--name-only', rev, '--', folder])
        .split('\n')
        .filter(Boolean);
    } catch {
      files = [];
    }
    this.treeCache.set(key, files);
    return files;
  }

  /** `git grep -l` at a commit, limited to path specs. */
  grepFiles(rev: string, pattern: string, paths: string[]): string[] {
    try {
      return this.git(['grep', '-l', '-E', pattern, rev, '--', ...paths])
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(rev.length + 1));
    } catch {
      return [];
    }
  }
}
