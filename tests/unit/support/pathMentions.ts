import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finding the repository paths that a README or a source comment names, so that a test can say
 * which of them no longer exist.
 *
 * The rule, applied to every word of the text (a word is a run of characters that can appear in a
 * path; backticks, quotes, brackets, commas and whitespace end it, and trailing full stops and
 * colons are dropped):
 * - only a word with a slash can be a path; a word that starts with `/` (a URL path or an absolute
 *   path), `~`, `$` or `@` (a package), or that holds `://` or an ellipsis, is not one;
 * - `./x` and `../x` are read from the folder the dots lead to from the mentioning file's folder
 *   (a word that leaves the repository, as `../shared/` does, is not checked); any other word is
 *   read from the mentioning file's folder and every folder above it, up to the repository root;
 * - the word (after its leading dots) is a mention when its first segment names a folder in one of those places, or its last
 *   segment ends in an extension that a file of the repository has (`.ts`, `.md`, ...), or it
 *   lies in a folder that `.gitignore` names (build output such as `build/` or
 *   `hosting/generated/`: mentioned, but made by a build, so never checked);
 * - a mention exists when it names a file or folder in one of those places; `<name>`, `{name}` and
 *   `*` stand for any part of one segment and must match something.
 * So `text/markdown`, `read/write` and the panel's `config/file.php` are not mentions, while
 * `support/facts.ts` in a file of `tests/unit/` is, and must be `tests/unit/support/facts.ts`.
 */
export interface PathMention {
  /** The word as written, without trailing punctuation. */
  readonly text: string;
  /** Whether it names something that exists (always true for build output). */
  readonly exists: boolean;
}

/** What a repository looks like to the rule: its root and the facts the rule reads from it. */
export interface Repository {
  readonly root: string;
  /** Extensions (without the dot) of the repository's files. */
  readonly extensions: ReadonlySet<string>;
  /** Folders `.gitignore` names, relative to the root, with a trailing slash. */
  readonly ignoredFolders: readonly string[];
}

const WORD = /[\w.\-/@<>*{}~$:+#%]+/g;

/** Reads the rule's facts from the repository at `root`. */
export function repositoryAt(root: string): Repository {
  const gitignore = existsSync(path.join(root, '.gitignore'))
    ? readFileSync(path.join(root, '.gitignore'), 'utf8')
    : '';
  const ignoredFolders = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[\w.\-/]+\/$/.test(line))
    .map((line) => line.replace(/^\//, ''));
  const extensions = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const relative = path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/');
      if (
        entry.name === '.git' ||
        ignoredFolders.some((folder) => `${relative}/`.startsWith(folder))
      ) {
        continue;
      }
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name));
      } else {
        const extension = /\.([A-Za-z0-9]+)$/.exec(entry.name)?.[1];
        if (extension !== undefined) {
          extensions.add(extension);
        }
      }
    }
  };
  walk(root);
  return {root, extensions, ignoredFolders};
}

/** Whether one written segment (which may hold `<name>`, `{name}` or `*`) matches a real name. */
function segmentMatches(written: string, name: string): boolean {
  if (!/[<{*]/.test(written)) {
    return written === name;
  }
  const pattern = written
    .split(/(<[^>]*>|\{[^}]*\}|\*)/)
    .map((part, index) => (index % 2 === 1 ? '.+' : part.replace(/[.+?^$()[\]\\|]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(name);
}

/** Whether `segments` (relative to `base`) match an existing file or folder. */
function matchesSomething(base: string, segments: readonly string[]): boolean {
  const [first, ...rest] = segments;
  if (first === undefined) {
    return true;
  }
  if (!/[<{*]/.test(first)) {
    const next = path.join(base, first);
    return (
      existsSync(next) &&
      (rest.length === 0 || (statSync(next).isDirectory() && matchesSomething(next, rest)))
    );
  }
  if (!existsSync(base) || !statSync(base).isDirectory()) {
    return false;
  }
  return readdirSync(base, {withFileTypes: true}).some(
    (entry) =>
      segmentMatches(first, entry.name) &&
      (rest.length === 0 ||
        (entry.isDirectory() && matchesSomething(path.join(base, entry.name), rest))),
  );
}

function isFolder(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

/**
 * The path mentions in `text`, written in the file `file` (relative to the repository root, with
 * forward slashes), under the rule at the top of this module.
 */
export function pathMentions(text: string, file: string, repository: Repository): PathMention[] {
  const fileFolder = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
  const foldersUpFrom = (folder: string): string[] => {
    const folders = [folder];
    for (let current = folder; current !== '';) {
      current = path.posix.dirname(current) === '.' ? '' : path.posix.dirname(current);
      folders.push(current);
    }
    return folders;
  };
  const mentions: PathMention[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (/\.\.\.|…/.test(word)) {
      continue; // An elided path.
    }
    const written = word.replace(/[.:]+$/, '').replace(/#.*$/, '');
    if (!written.includes('/') || /^[/~$@]/.test(written) || written.includes('://')) {
      continue;
    }
    let bases: string[];
    let relative: string;
    const explicit = /^((?:\.\.?\/)+)(.*)$/.exec(written);
    if (explicit) {
      const base = path.posix.normalize(path.posix.join(fileFolder || '.', explicit[1] ?? ''));
      if (base === '..' || base.startsWith('../')) {
        continue; // Outside the repository, as `../shared/` is.
      }
      bases = [base === '.' || base === './' ? '' : base.replace(/\/$/, '')];
      relative = explicit[2] ?? '';
    } else {
      bases = foldersUpFrom(fileFolder);
      relative = written;
    }
    const segments = relative.split('/').filter((segment) => segment !== '' && segment !== '.');
    const first = segments[0] ?? '';
    const last = segments.at(-1) ?? '';
    const fromRoot = (base: string): string => (base === '' ? relative : `${base}/${relative}`);
    if (
      bases.some((base) =>
        repository.ignoredFolders.some((folder) => `${fromRoot(base)}/`.startsWith(folder)),
      )
    ) {
      mentions.push({text: written, exists: true});
      continue;
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec(last)?.[1];
    const namesFolder =
      !/[<{*]/.test(first) &&
      bases.some((base) => isFolder(path.join(repository.root, base, first)));
    const hasExtension =
      extension !== undefined && repository.extensions.has(extension) && !written.endsWith('/');
    if (!namesFolder && !hasExtension) {
      continue;
    }
    mentions.push({
      text: written,
      exists: bases.some((base) => matchesSomething(path.join(repository.root, base), segments)),
    });
  }
  return mentions;
}

/** The text of every comment in a TypeScript or JavaScript source, in order. */
export function scriptComments(source: string, fileName: string): string[] {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      seen.set(range.pos, source.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(sourceFile)) {
      visit(child);
    }
  };
  visit(sourceFile);
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
}

/** The comments of a file the test reads: scripts by their syntax, CSS blocks, shell `#` lines. */
export function commentsOf(source: string, fileName: string): string[] {
  if (/\.(?:[cm]?[jt]sx?)$/.test(fileName)) {
    return scriptComments(source, fileName);
  }
  // Pages: MDX's `{/* … */}` and HTML comments, which a reader of the page never sees.
  if (/\.mdx?$/.test(fileName)) {
    return [...source.matchAll(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g)].map(
      ([comment]) => comment,
    );
  }
  if (fileName.endsWith('.css')) {
    return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map(([comment]) => comment);
  }
  // Shell scripts, Python and YAML: whole-line `#` comments (a `#` later in a line may be data).
  if (
    (source.startsWith('#!') && /\b(?:ba)?sh\b|python/.test(source.split('\n')[0] ?? '')) ||
    /\.(?:sh|py|ya?ml)$/.test(fileName)
  ) {
    return source
      .split('\n')
      .slice(source.startsWith('#!') ? 1 : 0)
      .filter((line) => /^\s*#/.test(line));
  }
  return [];
}

/** The files a plugin README's "## Files" list names: the backticked name at the start of each item. */
export function listedFiles(readme: string): string[] {
  const section = /^## Files\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] ?? '');
}
