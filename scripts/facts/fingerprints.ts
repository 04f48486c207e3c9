/**
 * Fingerprints of anchored symbols: for every `x-source` anchor of the OpenAPI documents and every
 * `<Source>` anchor of the pages' text (schema/sourceElements.ts), and every
 * release point of its repository, a hash of the symbol's source text (comments dropped, tokens
 * joined by one space) or null when the file or the symbol is not there. The drift test
 * (tests/unit/anchorDrift.test.ts) compares them to find claims whose source changed after the
 * release they were verified at.
 *
 * A route of a route file (`routes/api-client.php`, symbol `GET /api/client/servers/{server}`)
 * has no source text of its own to hash: its fingerprint is the hash of its definition as the
 * release's fact table reads it (schema/routeAnchors.ts: method, path, controller action,
 * middleware, throttles with their numbers, the routes matched before it), so a claim about a
 * route drifts when the extractor sees that route change.
 *
 * The table stores change points only: a release appears when its fingerprint differs from the
 * previous release point's, so an unchanged symbol costs one entry.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {Engine} from 'php-parser';
import {parse as parseYaml} from 'yaml';
import type {PanelFacts} from '../../schema/releaseTables';
import {lockedVersion, PANEL_LOCK_FILE} from '../../schema/packageAnchors';
import {isRouteFile, routeDefinition} from '../../schema/routeAnchors';
import {proseAnchorsOfSite} from '../../schema/sourceElements';
import type {GitRepo} from './git';
import {asNode, isKind, type PhpNode, type PhpNodeKinds} from './php';

export type Repo = 'panel' | 'wings';

export interface AnchorKey {
  readonly repo: Repo;
  readonly file: string;
  readonly symbol: string;
}

/** repo → file → symbol → release → fingerprint (change points only, in release order). */
export type FingerprintTable = Record<
  Repo,
  Record<string, Record<string, Record<string, string | null>>>
>;

/** The folders whose YAML files hold anchors: every document's paths and the shared responses. */
function anchorFiles(siteDir: string): string[] {
  const openapi = path.join(siteDir, 'openapi');
  const files: string[] = [];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('.yaml')) files.push(full);
    }
  };
  visit(openapi);
  return files;
}

/** Every distinct anchor written in the OpenAPI files under `siteDir/openapi` and in the pages' text. */
export function collectAnchorKeys(siteDir: string): AnchorKey[] {
  const keys = new Map<string, AnchorKey>();
  const take = (value: unknown): void => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const anchor = item as Partial<AnchorKey> | null;
      if (
        anchor &&
        typeof anchor === 'object' &&
        (anchor.repo === 'panel' || anchor.repo === 'wings') &&
        typeof anchor.file === 'string' &&
        typeof anchor.symbol === 'string'
      ) {
        keys.set(`${anchor.repo}\n${anchor.file}\n${anchor.symbol}`, {
          repo: anchor.repo,
          file: anchor.file,
          symbol: anchor.symbol,
        });
      }
    }
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // The operation's own x-source is a URL string: only object anchors are collected.
        if (key === 'x-source' && typeof child !== 'string') take(child);
        else walk(child);
      }
    }
  };
  for (const file of anchorFiles(siteDir)) walk(parseYaml(readFileSync(file, 'utf8')));
  take(proseAnchorsOfSite(siteDir).map(({anchor}) => anchor));
  return [...keys.values()].sort((a, b) =>
    `${a.repo}\n${a.file}\n${a.symbol}`.localeCompare(`${b.repo}\n${b.file}\n${b.symbol}`),
  );
}

const hash = (tokens: readonly string[]): string =>
  createHash('sha256').update(tokens.join(' ')).digest('hex');

// ---------------------------------------------------------------------------------------------
// PHP: php-parser finds the class, method or config entry; its own tokenizer drops comments.

const phpEngine = new Engine({
  parser: {php8: true, extractDoc: false, suppressErrors: false},
  ast: {withPositions: true},
});

function phpTokens(source: string): string[] {
  const tokens = phpEngine.tokenGetAll(`<?php ${source}`).slice(1);
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return [token];
    const [type, text] = token as unknown as [string, string];
    return type === 'T_WHITESPACE' || type === 'T_COMMENT' || type === 'T_DOC_COMMENT'
      ? []
      : [text];
  });
}

function slice(source: string, node: PhpNode): string {
  const location = node.loc;
  if (!location)
    throw new Error('php-parser gave a node without its location (withPositions is off)');
  return source.slice(location.start.offset, location.end.offset);
}

/** A declaration's name, whether php-parser gives it as an identifier node or as a plain string. */
function declaredName(name: unknown): string {
  if (typeof name === 'string') return name;
  const node = asNode(name);
  return isKind(node, 'identifier') ? node.name : '';
}

type TypeDeclaration = PhpNodeKinds['class' | 'trait' | 'interface' | 'enum'];

function findPhpClass(nodes: readonly PhpNode[], name: string): TypeDeclaration | null {
  for (const node of nodes) {
    if (
      (isKind(node, 'class') ||
        isKind(node, 'trait') ||
        isKind(node, 'interface') ||
        isKind(node, 'enum')) &&
      declaredName(node.name) === name
    ) {
      return node;
    }
    if (isKind(node, 'namespace')) {
      const found = findPhpClass(node.children, name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The PHP symbol's source text, or null when the file has no such class, member or config key:
 * `Class`, `Class::member` (a method, else a property or constant of that name), `Class::$property`
 * (the property even where a method has its name, as `Permission::$permissions` beside
 * `permissions()`), `config:key.path`
 * or `lang:key.path` (the value at that path of the array a config or translation file returns).
 */
export function phpSymbolSource(source: string, file: string, symbol: string): string | null {
  let program: {children: PhpNode[]};
  try {
    program = phpEngine.parseCode(source, file);
  } catch (error) {
    throw new Error(`${file}: php-parser cannot read it: ${(error as Error).message}`);
  }
  const keyPath = /^(?:config|lang):/.exec(symbol);
  if (keyPath) {
    const returned = program.children.find((node) => isKind(node, 'return'));
    let value: PhpNode | null = isKind(returned, 'return') ? returned.expr : null;
    for (const key of symbol.slice(keyPath[0].length).split('.')) {
      if (!isKind(value, 'array')) return null;
      const entry = value.items
        .map(asNode)
        .find(
          (item) =>
            isKind(item, 'entry') &&
            isKind(asNode(item.key), 'string') &&
            (item.key as PhpNodeKinds['string']).value === key,
        );
      if (!isKind(entry, 'entry')) return null;
      value = asNode(entry.value);
    }
    return value ? slice(source, value) : null;
  }
  const [className, method] = symbol.split('::') as [string, string | undefined];
  const declaration = findPhpClass(program.children, className);
  if (!declaration) return null;
  if (!method) return slice(source, declaration);
  const body = declaration.body as PhpNode[];
  const propertyOnly = method.startsWith('$');
  const name = propertyOnly ? method.slice(1) : method;
  const member = propertyOnly
    ? undefined
    : body.find(
        (node) =>
          isKind(node, 'method') && declaredName(node.name).toLowerCase() === name.toLowerCase(),
      );
  if (member) return slice(source, member);
  // A class property or constant (`Kernel::middlewareGroups`, `ApiKey::KEY_LENGTH`): what a claim
  // about a middleware order or a fixed length rests on; its whole declaration statement.
  const declarationOf = body.find(
    (node) =>
      (isKind(node, 'propertystatement') &&
        node.properties.some((property) => declaredName(property.name) === name)) ||
      (!propertyOnly &&
        isKind(node, 'classconstant') &&
        node.constants.some((constant) => declaredName(constant.name) === name)),
  );
  return declarationOf ? slice(source, declarationOf) : null;
}

// ---------------------------------------------------------------------------------------------
// Go: a tokenizer that knows strings, runes, raw strings and comments, and a brace matcher on it.

export function goTokens(source: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (char === '`') {
      const end = source.indexOf('`', i + 1);
      const stop = end < 0 ? source.length : end + 1;
      tokens.push(source.slice(i, stop));
      i = stop;
    } else if (char === '"' || char === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== char && source[j] !== '\n')
        j += source[j] === '\\' ? 2 : 1;
      tokens.push(source.slice(i, j + 1));
      i = j + 1;
    } else if (
      /[A-Za-z0-9_.]/.test(char) &&
      !(char === '.' && !/[0-9]/.test(source[i + 1] ?? ''))
    ) {
      let j = i + 1;
      while (j < source.length && /[A-Za-z0-9_]/.test(source[j]!)) j++;
      tokens.push(source.slice(i, j));
      i = j;
    } else {
      tokens.push(char);
      i++;
    }
  }
  return tokens;
}

/** Index just past the brace that closes the one at `open`. */
function closingBrace(tokens: readonly string[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (tokens[i] === '{') depth++;
    else if (tokens[i] === '}' && --depth === 0) return i + 1;
  }
  return tokens.length;
}

/** Where a declaration starting at `start` ends: past its body's closing brace (or, for a type without braces, at the next top-level declaration). */
function declarationEnd(tokens: readonly string[], start: number, isFunc: boolean): number {
  let parens = 0;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === '(' || token === '[') parens++;
    else if (token === ')' || token === ']') parens--;
    else if (token === '{') {
      // `interface{}` and `struct{…}` in a signature are types, not the body.
      if (isFunc && (tokens[i - 1] === 'interface' || tokens[i - 1] === 'struct' || parens > 0)) {
        i = closingBrace(tokens, i) - 1;
        continue;
      }
      return closingBrace(tokens, i);
    } else if (
      !isFunc &&
      parens === 0 &&
      i > start + 1 &&
      ['func', 'type', 'var', 'const'].includes(token)
    ) {
      return i;
    }
  }
  return tokens.length;
}

/** The Go symbol's tokens (`Func`, `Type.Method` or `Type`), or null when the file does not declare it. */
export function goSymbolTokens(source: string, symbol: string): string[] | null {
  const tokens = goTokens(source);
  const [first, method] = symbol.split('.') as [string, string | undefined];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{') depth++;
    else if (token === '}') depth--;
    if (depth !== 0) continue;
    if (token === 'func') {
      let nameAt = i + 1;
      let receiver: string | null = null;
      if (tokens[nameAt] === '(') {
        // Receiver: `(s *Server)` or `(Server)`: the type is the second name, or the only one.
        let j = nameAt + 1;
        while (j < tokens.length && tokens[j] !== ')') j++;
        const names = tokens.slice(nameAt + 1, j).filter((t) => /^[A-Za-z_]/.test(t));
        receiver = (names.length >= 2 ? names[1] : names[0]) ?? null;
        nameAt = j + 1;
      }
      const matches = method
        ? receiver === first && tokens[nameAt] === method
        : receiver === null && tokens[nameAt] === first;
      if (matches) return tokens.slice(i, declarationEnd(tokens, nameAt, true));
    } else if (token === 'type' && !method && tokens[i + 1] === first) {
      return tokens.slice(i, declarationEnd(tokens, i + 2, false));
    }
  }
  return null;
}

/** The fingerprint of one symbol in one file's text; null when the symbol is not in it. */
export function fingerprintOf(source: string | null, file: string, symbol: string): string | null {
  if (source === null) return null;
  if (file === PANEL_LOCK_FILE) {
    const version = lockedVersion(source, symbol);
    return version === null ? null : hash([version]);
  }
  if (file.endsWith('.go')) {
    const tokens = goSymbolTokens(source, symbol);
    return tokens ? hash(tokens) : null;
  }
  const text = phpSymbolSource(source, file, symbol);
  return text === null ? null : hash(phpTokens(text));
}

export interface FingerprintRelease {
  readonly version: string;
  readonly commit: string;
}

/** The fingerprint of a route anchor in one release's facts; null when that file has no such route. */
export function routeFingerprintOf(
  facts: Pick<PanelFacts, 'routes' | 'limits'>,
  file: string,
  symbol: string,
): string | null {
  const definition = routeDefinition(facts, file, symbol);
  return definition === null ? null : hash([JSON.stringify(definition)]);
}

/** A panel release's route facts, for the route anchors (the extractor's tables of that release). */
export type PanelRouteFacts = (
  release: FingerprintRelease,
) => Pick<PanelFacts, 'routes' | 'limits'>;

/** Every anchor's fingerprint at every release point of its repository (change points only). */
export function fingerprintTable(
  anchors: readonly AnchorKey[],
  repos: Record<Repo, {repo: GitRepo; releases: readonly FingerprintRelease[]}>,
  panelRouteFacts?: PanelRouteFacts,
): FingerprintTable {
  const table: FingerprintTable = {panel: {}, wings: {}};
  for (const anchor of anchors) {
    const {repo, releases} = repos[anchor.repo];
    const isRoute = anchor.repo === 'panel' && isRouteFile(anchor.file);
    if (isRoute && !panelRouteFacts) {
      throw new Error(
        `${anchor.file} ${anchor.symbol}: a route anchor needs the releases' route facts to be fingerprinted`,
      );
    }
    const changes: Record<string, string | null> = {};
    let previous: string | null | undefined;
    for (const release of releases) {
      const fingerprint = isRoute
        ? routeFingerprintOf(panelRouteFacts!(release), anchor.file, anchor.symbol)
        : fingerprintOf(repo.show(release.commit, anchor.file), anchor.file, anchor.symbol);
      if (fingerprint !== previous) changes[release.version] = fingerprint;
      previous = fingerprint;
    }
    const byFile = (table[anchor.repo][anchor.file] ??= {});
    byFile[anchor.symbol] = changes;
  }
  return table;
}
