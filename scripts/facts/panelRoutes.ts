import {
  type EvalContext,
  type Value,
  arrayGet,
  arrayValues,
  asString,
  contextFor,
  evaluate,
  isArray,
} from './evaluate';
import {middlewareList} from './laravel';
import {
  type NameScope,
  type PhpNode,
  identifierName,
  isKind,
  readFileScope,
  resolveName,
  shortName,
} from './php';

/**
 * Interprets Laravel's route DSL (`Route::prefix()->middleware()->group(...)`, `Route::group([...])`,
 * `Route::get(...)->name()`) starting from the RouteServiceProvider, so that the prefix and group
 * middleware every API route file receives come from the provider of the same release.
 */
export interface RawRoute {
  file: string;
  methods: string[];
  pathRaw: string;
  controllerFqcn: string | null;
  controllerMethod: string | null;
  name: string | null;
  /** Middleware in application order, outermost group first, as written (aliases or short class names). */
  middleware: string[];
  withoutMiddleware: string[];
}

interface Attributes {
  prefix: string;
  middleware: string[];
  withoutMiddleware: string[];
  namespace: string | null;
  namePrefix: string;
}

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'any', 'match']);

interface ChainCall {
  method: string;
  args: PhpNode[];
}

/** `A::b(x)->c(y)->d(z)` → root class node + calls in source order. */
function flattenChain(node: PhpNode): {root: PhpNode | null; calls: ChainCall[]} {
  const calls: ChainCall[] = [];
  let current: PhpNode = node;
  while (isKind(current, 'call')) {
    const what: PhpNode = current.what;
    if (isKind(what, 'propertylookup')) {
      calls.unshift({method: identifierName(what.offset), args: current.arguments ?? []});
      current = what.what;
    } else if (isKind(what, 'staticlookup')) {
      calls.unshift({method: identifierName(what.offset), args: current.arguments ?? []});
      return {root: what.what, calls};
    } else {
      return {root: null, calls};
    }
  }
  return {root: isKind(current, 'variable') ? current : null, calls};
}

function joinUri(prefix: string, uri: string): string {
  const joined = [prefix, uri]
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

export class RouteInterpreter {
  readonly routes: RawRoute[] = [];

  constructor(
    private readonly base: EvalContext,
    /** Only route files matching this are descended into from the provider. */
    private readonly wantFile: (path: string) => boolean,
  ) {}

  /** Runs every method of the RouteServiceProvider that declares route groups. */
  fromProvider(providerFqcn: string): void {
    const provider = this.base.index.get(providerFqcn);
    if (!provider) throw new Error(`RouteServiceProvider not readable: ${providerFqcn}`);
    const ctx = contextFor(this.base, provider);
    for (const name of ['map', 'boot']) {
      const method = provider.methods.get(name);
      if (isKind(method, 'method') && method.body)
        this.statements(
          method.body.children,
          ctx,
          emptyAttributes(),
          'app/Providers/RouteServiceProvider.php',
        );
    }
  }

  private statements(
    statements: PhpNode[],
    ctx: EvalContext,
    attrs: Attributes,
    file: string,
  ): void {
    for (const statement of statements) {
      if (!isKind(statement, 'expressionstatement')) continue;
      const expr: PhpNode = statement.expression;
      if (!isKind(expr, 'call')) continue;
      const {root, calls} = flattenChain(expr);
      if (!root) continue;
      const onThis = isKind(root, 'variable') && root.name === 'this';
      if (onThis && calls[0]?.method === 'routes') {
        // `$this->routes(function () { ... })` in 1.8+ providers.
        this.closureBody(calls[0].args[0], ctx, attrs, file);
        continue;
      }
      if (onThis && calls[0]) {
        const helper = ctx.cls?.methods.get(calls[0].method.toLowerCase());
        if (isKind(helper, 'method') && helper.body)
          this.statements(helper.body.children, ctx, attrs, file);
        continue;
      }
      if (!isKind(root, 'name') || shortName(resolveName(root, ctx.scope)) !== 'Route') continue;
      this.chain(calls, ctx, attrs, file);
    }
  }

  private closureBody(
    closure: PhpNode | undefined,
    ctx: EvalContext,
    attrs: Attributes,
    file: string,
  ): void {
    if (isKind(closure, 'closure') && closure.body)
      this.statements(closure.body.children, ctx, attrs, file);
  }

  private chain(calls: ChainCall[], ctx: EvalContext, outer: Attributes, file: string): void {
    const attrs: Attributes = {
      ...outer,
      middleware: [...outer.middleware],
      withoutMiddleware: [...outer.withoutMiddleware],
    };
    let route: RawRoute | null = null;
    const value = (n: PhpNode | undefined) => (n ? evaluate(n, ctx) : null);
    for (const call of calls) {
      const m = call.method;
      if (route) {
        if (m === 'name') route.name = (route.name ?? '') + (asString(value(call.args[0])) ?? '');
        else if (m === 'middleware')
          route.middleware.push(...call.args.flatMap((a) => middlewareList(value(a))));
        else if (m === 'withoutMiddleware')
          route.withoutMiddleware.push(...call.args.flatMap((a) => middlewareList(value(a))));
        continue;
      }
      if (m === 'prefix') attrs.prefix = joinUri(attrs.prefix, asString(value(call.args[0])) ?? '');
      else if (m === 'middleware')
        attrs.middleware.push(...call.args.flatMap((a) => middlewareList(value(a))));
      else if (m === 'withoutMiddleware')
        attrs.withoutMiddleware.push(...call.args.flatMap((a) => middlewareList(value(a))));
      else if (m === 'namespace')
        attrs.namespace = joinNamespace(attrs.namespace, asString(value(call.args[0])));
      else if (m === 'name' || m === 'as') attrs.namePrefix += asString(value(call.args[0])) ?? '';
      else if (m === 'group') {
        let target = call.args[0];
        if (call.args.length > 1) {
          applyGroupArray(attrs, value(call.args[0]));
          target = call.args[1];
        }
        if (isKind(target, 'closure')) this.closureBody(target, ctx, attrs, file);
        else {
          const path = asString(value(target));
          if (path && this.wantFile(path)) this.routeFile(path, attrs);
        }
        return;
      } else if (VERBS.has(m)) {
        let args = call.args;
        let methods = [m.toUpperCase()];
        if (m === 'match') {
          methods = arrayValues(value(args[0])).map((v) => String(asString(v)).toUpperCase());
          args = args.slice(1);
        } else if (m === 'any') {
          methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
        }
        const uri = asString(value(args[0])) ?? '?';
        const action = this.action(value(args[1]), attrs);
        route = {
          file,
          methods,
          pathRaw: joinUri(attrs.prefix, uri),
          controllerFqcn: action.fqcn,
          controllerMethod: action.method,
          name: action.name !== null ? attrs.namePrefix + action.name : null,
          middleware: [...attrs.middleware, ...action.middleware],
          withoutMiddleware: [...attrs.withoutMiddleware],
        };
        this.routes.push(route);
      }
    }
  }

  private action(
    value: Value,
    attrs: Attributes,
  ): {fqcn: string | null; method: string | null; name: string | null; middleware: string[]} {
    const fromString = (text: string) => {
      const [cls, method] = text.split('@');
      return {fqcn: joinNamespace(attrs.namespace, cls ?? ''), method: method ?? '__invoke'};
    };
    if (typeof value === 'string') return {...fromString(value), name: null, middleware: []};
    if (value && typeof value === 'object' && value.t === 'class')
      return {fqcn: value.fqcn, method: '__invoke', name: null, middleware: []};
    if (isArray(value)) {
      const first = arrayGet(value, 0);
      if (first && typeof first === 'object' && first.t === 'class') {
        return {
          fqcn: first.fqcn,
          method: asString(arrayGet(value, 1) ?? null),
          name: null,
          middleware: [],
        };
      }
      // Laravel 5 style: ['uses' => 'Controller@method', 'as' => 'name', 'middleware' => [...]].
      const uses = asString(arrayGet(value, 'uses') ?? null);
      if (uses) {
        const as = arrayGet(value, 'as');
        const middleware = arrayGet(value, 'middleware');
        return {
          ...fromString(uses),
          name: as === undefined ? null : asString(as),
          middleware: middleware === undefined ? [] : middlewareList(middleware),
        };
      }
    }
    return {fqcn: null, method: null, name: null, middleware: []};
  }

  private routeFile(path: string, attrs: Attributes): void {
    const ast = this.base.index.parseFile(path);
    if (!ast) throw new Error(`route file not readable: ${path}`);
    const {scope, statements} = readFileScope(ast);
    const ctx: EvalContext = {
      ...this.base,
      cls: null,
      scope: scope as NameScope,
      vars: new Map(),
      depth: 0,
    };
    this.statements(statements, ctx, attrs, path);
  }
}

function emptyAttributes(): Attributes {
  return {prefix: '', middleware: [], withoutMiddleware: [], namespace: null, namePrefix: ''};
}

function joinNamespace(outer: string | null, inner: string | null): string | null {
  if (!inner) return outer;
  if (inner.startsWith('\\')) return inner.slice(1);
  return outer ? `${outer}\\${inner}` : inner;
}

function applyGroupArray(attrs: Attributes, value: Value): void {
  if (!isArray(value)) return;
  const prefix = arrayGet(value, 'prefix');
  if (prefix !== undefined) attrs.prefix = joinUri(attrs.prefix, asString(prefix) ?? '');
  const middleware = arrayGet(value, 'middleware');
  if (middleware !== undefined) attrs.middleware.push(...middlewareList(middleware));
  const namespace = arrayGet(value, 'namespace');
  if (namespace !== undefined)
    attrs.namespace = joinNamespace(attrs.namespace, asString(namespace));
  const as = arrayGet(value, 'as');
  if (as !== undefined) attrs.namePrefix += asString(as) ?? '';
}

export {kernelMiddlewareGroups, shortMiddleware} from './laravel';
