import {Engine} from 'php-parser';
import type * as php from 'php-parser';
import type {GitRepo} from './git';

/**
 * Every reader of the AST uses `PhpNode` and narrows with `isKind()` to php-parser's own
 * declarations; there is no loose node type.
 */

/** php-parser's generic node. */
export type PhpNode = php.Node;
/** A method declaration. */
export type MethodNode = PhpNodeKinds['method'] & {kind: 'method'};

/**
 * php-parser's declarations by `kind`. Its classes all declare `kind: string`, so this map is what
 * lets a `kind` test narrow; where a declaration lacks a field the parser sets (names'
 * `resolution`, `unset`'s `variables`, the nullsafe lookup) the entry adds it.
 */
export interface PhpNodeKinds {
  array: php.Array;
  arrowfunc: php.ArrowFunc;
  assign: php.Assign;
  bin: php.Bin;
  block: php.Block;
  boolean: php.Boolean;
  break: php.Break;
  call: php.Call;
  case: php.Case;
  class: php.Class;
  classconstant: php.ClassConstant;
  enum: php.Enum;
  enumcase: php.EnumCase;
  interface: php.Interface;
  namespace: php.Namespace;
  propertystatement: php.PropertyStatement;
  trait: php.Trait;
  usegroup: php.UseGroup;
  cast: php.Cast;
  closure: php.Closure;
  continue: php.Continue;
  encapsed: php.Encapsed & {value: php.EncapsedPart[]};
  entry: php.Entry;
  expressionstatement: php.ExpressionStatement;
  foreach: php.Foreach;
  identifier: php.Identifier;
  if: php.If;
  list: php.List;
  match: php.Match;
  method: php.Method;
  name: php.Name & {name: string; resolution: string};
  new: php.New;
  nowdoc: php.NowDoc;
  nullkeyword: php.NullKeyword;
  nullsafepropertylookup: php.PropertyLookup;
  number: php.Number;
  offsetlookup: php.OffsetLookup;
  parentreference: php.ParentReference;
  propertylookup: php.PropertyLookup;
  retif: php.RetIf;
  return: php.Return;
  selfreference: php.SelfReference;
  staticlookup: php.StaticLookup;
  staticreference: php.StaticReference;
  string: php.String;
  switch: php.Switch;
  throw: php.Throw;
  unary: php.Unary;
  unset: php.Unset & {variables: php.Expression[]};
  variable: php.Variable & {name: string};
}

/** Narrows a node to php-parser's declaration of its kind. */
export function isKind<K extends keyof PhpNodeKinds>(
  node: PhpNode | null | undefined,
  kind: K,
): node is PhpNodeKinds[K] & {kind: K} {
  return node !== null && node !== undefined && node.kind === kind;
}

/** The node of an expression, a statement or a declaration, whatever php-parser's field type says. */
export function asNode(value: unknown): PhpNode | null {
  return value !== null &&
    typeof value === 'object' &&
    typeof (value as {kind?: unknown}).kind === 'string'
    ? (value as PhpNode)
    : null;
}

const engine = new Engine({
  parser: {php8: true, extractDoc: false, suppressErrors: false},
  ast: {withPositions: false},
});

export function parsePhp(source: string, fileName: string): php.Program {
  return engine.parseCode(source, fileName);
}

export interface ClassInfo {
  fqcn: string;
  file: string;
  namespace: string;
  uses: Map<string, string>;
  kind: 'class' | 'enum' | 'trait' | 'interface';
  extendsName: string | null;
  constants: Map<string, PhpNode | null>;
  properties: Map<string, PhpNode | null>;
  methods: Map<string, MethodNode>;
  enumCases: string[];
}

/** Names in a file resolve against its namespace and `use` imports, as PHP does. */
export interface NameScope {
  namespace: string;
  uses: Map<string, string>;
}

export function resolveName(nameNode: PhpNode | string, scope: NameScope): string {
  const raw: string = typeof nameNode === 'string' ? nameNode : identifierName(nameNode);
  const resolution: string =
    typeof nameNode === 'string'
      ? 'uqn'
      : String((nameNode as {resolution?: unknown}).resolution ?? 'uqn');
  if (resolution === 'fqn' || raw.startsWith('\\')) return raw.replace(/^\\/, '');
  const [first, ...rest] = raw.split('\\');
  const imported = scope.uses.get(first!.toLowerCase());
  if (imported) return [imported, ...rest].join('\\');
  return scope.namespace ? `${scope.namespace}\\${raw}` : raw;
}

export function shortName(fqcn: string): string {
  return fqcn.slice(fqcn.lastIndexOf('\\') + 1);
}

export function identifierName(node: PhpNode | string | null | undefined): string {
  if (typeof node === 'string') return node;
  const name = (node as {name?: unknown} | null | undefined)?.name;
  if (typeof name === 'string') return name;
  return name && typeof name === 'object' ? identifierName(name as PhpNode) : '';
}

/** Collects namespace, imports and the first class-like declaration of a parsed file. */
export function readFileScope(ast: php.Program): {
  scope: NameScope;
  declarations: PhpNode[];
  statements: PhpNode[];
} {
  const uses = new Map<string, string>();
  let namespace = '';
  const declarations: PhpNode[] = [];
  const statements: PhpNode[] = [];
  const visit = (children: PhpNode[]) => {
    for (const child of children) {
      if (isKind(child, 'namespace')) {
        namespace = child.name;
        visit(child.children);
      } else if (isKind(child, 'usegroup')) {
        const prefix = child.name ? `${child.name}\\` : '';
        for (const item of child.items) {
          const full = `${prefix}${identifierName(item)}`.replace(/^\\/, '');
          const aliasNode = (item as {alias?: PhpNode | null}).alias;
          const alias = aliasNode ? identifierName(aliasNode) : shortName(full);
          uses.set(alias.toLowerCase(), full);
        }
      } else if (['class', 'enum', 'trait', 'interface'].includes(child.kind)) {
        declarations.push(child);
      } else {
        statements.push(child);
      }
    }
  };
  visit(ast.children);
  return {scope: {namespace, uses}, declarations, statements};
}

/** Maps PHP classes to files through the panel's PSR-4 root and parses them on demand. */
export class ClassIndex {
  private readonly cache = new Map<string, ClassInfo | null>();
  private readonly astCache = new Map<string, php.Program | null>();
  /** Files read (or looked up in the caches) since the caller last cleared it: what a fact was read from. */
  readonly touched = new Set<string>();

  constructor(
    /** Only `show()` is used: a test can hand in files it holds in memory. */
    readonly repo: Pick<GitRepo, 'show'>,
    readonly rev: string,
    private readonly psr4: Array<[string, string]>,
  ) {}

  parseFile(path: string): php.Program | null {
    this.touched.add(path);
    if (this.astCache.has(path)) return this.astCache.get(path) ?? null;
    const source = this.repo.show(this.rev, path);
    const ast = source === null ? null : parsePhp(source, path);
    this.astCache.set(path, ast);
    return ast;
  }

  fileFor(fqcn: string): string | null {
    for (const [prefix, folder] of this.psr4) {
      if (fqcn.startsWith(prefix))
        return `${folder}${fqcn.slice(prefix.length).replace(/\\/g, '/')}.php`;
    }
    return null;
  }

  get(fqcn: string): ClassInfo | null {
    const file = this.fileFor(fqcn);
    if (file) this.touched.add(file);
    if (this.cache.has(fqcn)) return this.cache.get(fqcn) ?? null;
    let info: ClassInfo | null = null;
    const ast = file ? this.parseFile(file) : null;
    if (ast && file) {
      const {scope, declarations} = readFileScope(ast);
      const declaration = declarations.find((d) => identifierName(d) === shortName(fqcn));
      if (declaration) info = buildClassInfo(fqcn, file, scope, declaration);
    }
    this.cache.set(fqcn, info);
    return info;
  }

  /** The class and its ancestors that the index can read, nearest first. */
  lineage(fqcn: string): ClassInfo[] {
    const chain: ClassInfo[] = [];
    let current = this.get(fqcn);
    while (current && chain.length < 20) {
      chain.push(current);
      current = current.extendsName ? this.get(current.extendsName) : null;
    }
    return chain;
  }

  findMethod(fqcn: string, method: string): {owner: ClassInfo; node: MethodNode} | null {
    for (const owner of this.lineage(fqcn)) {
      const node = owner.methods.get(method.toLowerCase());
      if (node) return {owner, node};
    }
    return null;
  }

  findProperty(fqcn: string, property: string): {owner: ClassInfo; node: PhpNode} | null {
    for (const owner of this.lineage(fqcn)) {
      const node = owner.properties.get(property);
      if (node) return {owner, node};
    }
    return null;
  }

  findConstant(fqcn: string, constant: string): {owner: ClassInfo; node: PhpNode} | null {
    for (const owner of this.lineage(fqcn)) {
      const node = owner.constants.get(constant);
      if (node) return {owner, node};
    }
    return null;
  }

  isSubclassOf(fqcn: string, ancestorShortName: string): boolean {
    return this.lineage(fqcn).some(
      (c) =>
        shortName(c.fqcn) === ancestorShortName ||
        shortName(c.extendsName ?? '') === ancestorShortName,
    );
  }
}

function buildClassInfo(
  fqcn: string,
  file: string,
  scope: NameScope,
  declaration: PhpNode,
): ClassInfo {
  const constants = new Map<string, PhpNode | null>();
  const properties = new Map<string, PhpNode | null>();
  const methods = new Map<string, MethodNode>();
  const enumCases: string[] = [];
  const body: PhpNode[] =
    isKind(declaration, 'class') ||
    isKind(declaration, 'enum') ||
    isKind(declaration, 'trait') ||
    isKind(declaration, 'interface')
      ? declaration.body
      : [];
  for (const member of body) {
    if (isKind(member, 'classconstant')) {
      for (const constant of member.constants)
        constants.set(identifierName(constant.name), asNode(constant.value));
    } else if (isKind(member, 'propertystatement')) {
      for (const property of member.properties)
        properties.set(identifierName(property.name), property.value);
    } else if (isKind(member, 'method')) {
      methods.set(identifierName(member.name).toLowerCase(), member);
    } else if (isKind(member, 'enumcase')) {
      enumCases.push(identifierName(member.name));
    }
  }
  const extendsValue: unknown =
    isKind(declaration, 'class') || isKind(declaration, 'interface') ? declaration.extends : null;
  const extendsNode = asNode(Array.isArray(extendsValue) ? extendsValue[0] : extendsValue);
  return {
    fqcn,
    file,
    namespace: scope.namespace,
    uses: scope.uses,
    kind: declaration.kind as ClassInfo['kind'],
    extendsName: extendsNode ? resolveName(extendsNode, scope) : null,
    constants,
    properties,
    methods,
    enumCases,
  };
}

/** Depth-first walk over every node below `root`. */
export function walk(root: unknown, visit: (node: PhpNode) => void): void {
  if (!root || typeof root !== 'object') return;
  if (Array.isArray(root)) {
    for (const child of root) walk(child, visit);
    return;
  }
  const node = asNode(root);
  if (node) visit(node);
  for (const [key, value] of Object.entries(root)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (value && typeof value === 'object') walk(value, visit);
  }
}

/** `$receiver->method(...)` (or `?->`): its parts, else null. */
export function methodCallParts(
  node: PhpNode | null | undefined,
): {receiver: PhpNode; method: string; args: PhpNode[]} | null {
  if (!isKind(node, 'call')) return null;
  const what: PhpNode = node.what;
  if (!isKind(what, 'propertylookup') && !isKind(what, 'nullsafepropertylookup')) return null;
  return {receiver: what.what, method: identifierName(what.offset), args: node.arguments ?? []};
}

/** `Class::method(...)`: its parts, else null. */
export function staticCallParts(
  node: PhpNode | null | undefined,
): {cls: PhpNode; method: string; args: PhpNode[]} | null {
  if (!isKind(node, 'call')) return null;
  const what: PhpNode = node.what;
  if (!isKind(what, 'staticlookup')) return null;
  return {cls: what.what, method: identifierName(what.offset), args: node.arguments ?? []};
}

/** `function(...)`: its name and arguments, else null. */
export function functionCallParts(
  node: PhpNode | null | undefined,
): {name: string; args: PhpNode[]} | null {
  if (!isKind(node, 'call')) return null;
  const what: PhpNode = node.what;
  return isKind(what, 'name') ? {name: what.name, args: node.arguments ?? []} : null;
}

/** Whether a node is `$this`. */
export function isThis(node: PhpNode | null | undefined): boolean {
  return isKind(node, 'variable') && node.name === 'this';
}

/** The value of a string literal node, else null. */
export function stringLiteral(node: PhpNode | null | undefined): string | null {
  return isKind(node, 'string') ? node.value : null;
}
