import {
  type EvalContext,
  type LimitValue,
  type PArray,
  type Value,
  arrayGet,
  arrayValues,
  asString,
  classConstant,
  contextFor,
  evaluate,
  execute,
  invokeMethod,
  isArray,
  isUnknown,
  firstUnknown,
  propertyDefault,
  tokenText,
} from './evaluate';
import type {GitRepo} from './git';
import {
  ClassIndex,
  type ClassInfo,
  type MethodNode,
  type PhpNode,
  asNode,
  functionCallParts,
  identifierName,
  isKind,
  isThis,
  methodCallParts,
  parsePhp,
  resolveName,
  shortName,
  staticCallParts,
  stringLiteral,
  walk,
} from './php';
import {serverStateFacts} from './serverStates';
import {inRuleValues, isThrottle, numericThrottle, routeParameterPath} from './laravel';
import {
  RouteInterpreter,
  kernelMiddlewareGroups,
  shortMiddleware,
  type RawRoute,
} from './panelRoutes';
import type {
  AccountKeyLimitFacts,
  ComputedPermission,
  LimitFacts,
  PanelFacts,
  PanelRoute,
  ResourceLimitFacts,
  RuleValue,
  TransformerFacts,
} from '../../schema/releaseTables';

const CONTROLLER_ROOTS: Record<'client' | 'application', string> = {
  client: 'Pterodactyl\\Http\\Controllers\\Api\\Client\\',
  application: 'Pterodactyl\\Http\\Controllers\\Api\\Application\\',
};

/** A fact the source does not decide: where (route or table section), which field, and the construct that stopped the evaluator. */
export interface UnknownFact {
  route: string;
  field: string;
  construct: string;
}

/** Everything read from one panel commit. */
export class PanelReader {
  readonly index: ClassIndex;
  readonly base: EvalContext;
  private readonly configCache = new Map<string, Value>();
  private readonly configEnv = new Map<string, string>();
  /** Every fact of this release the source did not decide (the run fails on them unless accepted). */
  readonly unknowns: UnknownFact[] = [];
  /** `METHOD /path` → the files its facts were read from (for the release-to-release check). */
  readonly routeSources = new Map<string, string[]>();
  private currentRoute = '';

  private noteUnknown(field: string, construct: string, route = this.currentRoute): void {
    this.unknowns.push({route, field, construct});
  }

  constructor(
    readonly repo: GitRepo,
    readonly rev: string,
  ) {
    repo.preload(rev, ['app', 'config', 'routes']);
    this.index = new ClassIndex(repo, rev, [['Pterodactyl\\', 'app/']]);
    this.base = {
      index: this.index,
      cls: null,
      scope: {namespace: '', uses: new Map()},
      vars: new Map(),
      config: (key) => this.config(key),
      depth: 0,
    };
  }

  /** `config('file.a.b')` → the value config/file.php ships, remembering which env variable feeds it. */
  config(key: string): Value {
    const [file, ...path] = key.split('.');
    if (!file) return null;
    if (!this.configCache.has(file)) {
      const source = this.repo.show(this.rev, `config/${file}.php`);
      let value: Value = null;
      if (source !== null) {
        const ast = parsePhp(source, `config/${file}.php`);
        const ret = ast.children.find((n) => isKind(n, 'return'));
        if (isKind(ret, 'return') && ret.expr) value = this.evaluateConfig(ret.expr, file);
      }
      this.configCache.set(file, value);
    }
    let value: Value | undefined = this.configCache.get(file) ?? null;
    for (const segment of path) value = value === undefined ? undefined : arrayGet(value, segment);
    return value === undefined ? null : value;
  }

  configEnvFor(key: string): string | undefined {
    this.config(key);
    return this.configEnv.get(key);
  }

  private evaluateConfig(node: PhpNode, prefix: string): Value {
    if (!isKind(node, 'array')) return evaluate(node, this.base);
    const out: PArray = {t: 'array', entries: []};
    for (const raw of node.items) {
      const item = asNode(raw);
      if (!isKind(item, 'entry') || !item.key) continue;
      const key = asString(evaluate(item.key, this.base));
      if (key === null) continue;
      const envSeen = new Map<string, Value>();
      const value = isKind(item.value, 'array')
        ? this.evaluateConfig(item.value, `${prefix}.${key}`)
        : evaluate(item.value, {...this.base, envSeen});
      const [envName] = [...envSeen.keys()];
      if (envName) this.configEnv.set(`${prefix}.${key}`, envName);
      out.entries.push([key, value]);
    }
    return out;
  }

  read(): PanelFacts {
    this.index.touched.clear();
    const rawRoutes = this.rawRoutes();
    const groups = kernelMiddlewareGroups(this.base, 'Pterodactyl\\Http\\Kernel');
    const limiters = this.namedLimiters();
    // Route files, provider, kernel, limiters and config feed every route's throttle and middleware.
    const shared = [...this.index.touched];
    const routes = rawRoutes.map((raw) => {
      this.index.touched.clear();
      const route = this.route(raw, groups);
      const configs = [...this.configCache.keys()].map((file) => `config/${file}.php`);
      this.routeSources.set(`${route.method} ${route.path}`, [
        ...new Set([raw.file, ...shared, ...configs, ...this.index.touched]),
      ]);
      return route;
    });
    const limits = this.limits(routes, limiters);
    const accountKeys = this.accountKeyLimit(rawRoutes);
    if (accountKeys) limits.account_api_keys = accountKeys;
    for (const [api, facts] of Object.entries(limits.global))
      if (facts?.unresolved) this.noteUnknown(`limits.global.${api}`, facts.unresolved, '(limits)');
    for (const facts of limits.resources)
      if (facts.unresolved)
        this.noteUnknown(`limits.resources[${facts.middleware}]`, facts.unresolved, '(limits)');
    const serverStates = serverStateFacts(this.index, this.base, (construct) =>
      this.noteUnknown('server_states', construct, '(server states)'),
    );
    return {
      routes,
      limits,
      permissions: this.permissionCatalogue(),
      errors: this.exceptionStatuses(),
      ...(serverStates ? {server_states: serverStates} : {}),
    };
  }

  rawRoutes(): RawRoute[] {
    const interpreter = new RouteInterpreter(this.base, (path) =>
      /routes\/api-(client|application)\.php$/.test(path),
    );
    interpreter.fromProvider('Pterodactyl\\Providers\\RouteServiceProvider');
    return interpreter.routes;
  }

  private route(raw: RawRoute, groups: Map<string, string[]>): PanelRoute {
    const api: 'client' | 'application' = raw.file.includes('api-client')
      ? 'client'
      : 'application';
    const path = routeParameterPath(raw.pathRaw);
    const controllerFqcn = raw.controllerFqcn ?? '';
    const root = CONTROLLER_ROOTS[api];
    const controller = `${controllerFqcn.startsWith(root) ? controllerFqcn.slice(root.length) : controllerFqcn}@${raw.controllerMethod ?? '?'}`;
    const methodNode =
      raw.controllerFqcn && raw.controllerMethod
        ? this.index.findMethod(raw.controllerFqcn, raw.controllerMethod)
        : null;
    const requestFqcn = methodNode ? requestClassOf(methodNode.node, methodNode.owner) : null;

    const without = new Set(raw.withoutMiddleware.map(shortMiddleware));
    const expanded = raw.middleware.map(shortMiddleware).flatMap((m) => groups.get(m) ?? [m]);
    const throttle = expanded.filter((m) => isThrottle(m) && !without.has(m));

    this.currentRoute = `${raw.methods[0] ?? '?'} ${path}`;
    if (!raw.controllerFqcn || !raw.controllerMethod)
      this.noteUnknown('controller', 'route action not a controller reference');
    else if (!methodNode) this.noteUnknown('controller', `${controller} not readable`);
    const route: PanelRoute = {
      api,
      method: raw.methods[0] ?? '?',
      path,
      ...(path !== raw.pathRaw ? {path_raw: raw.pathRaw} : {}),
      name: raw.name,
      controller,
      request_class: requestFqcn ? shortName(requestFqcn) : null,
      permission: null,
      permission_source: 'none',
      throttle,
      middleware: raw.middleware.map(shortMiddleware).filter((m) => !without.has(m)),
      body: {},
    };
    if ([...without].some((m) => m === 'RequireTwoFactorAuthentication'))
      route.two_factor_exempt = true;

    const rules = requestFqcn ? this.rules(requestFqcn) : {rules: {}, unresolved: {}};
    if (route.method === 'GET') {
      if (Object.keys(rules.rules).length) route.query = rules.rules;
    } else {
      route.body = rules.rules;
    }
    if (methodNode) {
      const spatie = this.queryParameters(methodNode.node, methodNode.owner);
      if (Object.keys(spatie).length) route.query = {...(route.query ?? {}), ...spatie};
      const inline = this.controllerRules(methodNode.node, methodNode.owner);
      const target = route.method === 'GET' ? (route.query ??= {}) : route.body;
      const added = Object.keys(inline).filter((field) => !(field in target));
      for (const field of added) target[field] = inline[field]!;
      if (added.length) route.rules_from_controller = added.sort();
      if (route.query && !Object.keys(route.query).length) delete route.query;
    }
    if (requestFqcn) {
      const conditional = this.conditionalRules(requestFqcn);
      if (Object.keys(conditional).length) route.body_conditional = conditional;
    }
    if (Object.keys(rules.unresolved).length) route.body_unresolved = rules.unresolved;
    for (const [field, why] of Object.entries(rules.unresolved))
      this.noteUnknown(`${route.method === 'GET' ? 'query' : 'body'}.${field}`, why);

    if (api === 'application') {
      const acl = requestFqcn ? this.applicationAcl(requestFqcn) : null;
      if (acl) {
        route.permission = acl;
        route.permission_source = 'form_request';
      }
    } else {
      const fromRequest = requestFqcn ? this.clientPermission(requestFqcn, rules.rules) : null;
      if (fromRequest) {
        route.permission = fromRequest;
        route.permission_source = 'form_request';
      } else if (methodNode) {
        const fromController = this.controllerPermission(methodNode.node, methodNode.owner);
        if (fromController) {
          route.permission = fromController;
          route.permission_source = 'controller';
        }
      }
    }
    const computed = [
      ...(requestFqcn ? this.requestComputedPermissions(requestFqcn) : []),
      ...(methodNode ? this.controllerComputedPermissions(methodNode.node, methodNode.owner) : []),
    ];
    if (computed.length) route.computed_permissions = computed;
    if (methodNode) {
      const transformer = this.transformerFor(methodNode.node, methodNode.owner);
      if (transformer) route.transformer = transformer;
      if (transformer?.unresolved)
        this.noteUnknown('transformer', `${transformer.class}: ${transformer.unresolved}`);
    }
    return route;
  }

  /** Client permission from the FormRequest: `permission()` or a `can()` inside `authorize()`. */
  private clientPermission(
    requestFqcn: string,
    rules: Record<string, RuleValue>,
  ): PanelRoute['permission'] {
    const permissionMethod = this.index.findMethod(requestFqcn, 'permission');
    const requestClass = this.index.get(requestFqcn);
    // The permission: `permission()` run, or the expression `can()` checks in authorize() evaluated in its class.
    const evaluateWith = (
      source: MethodNode | {expression: PhpNode},
      owner: ClassInfo,
      inputs?: Map<string, Value>,
    ): Value => {
      const ctx = {...this.base, inputs: inputs ?? new Map<string, Value>()};
      if ('expression' in source)
        return evaluate(source.expression, {
          ...contextFor(ctx, owner),
          thisClass: requestClass ?? owner,
        });
      return invokeMethod(owner, source, [], ctx, requestClass ?? owner);
    };
    const expand = (
      node: MethodNode | {expression: PhpNode},
      owner: ClassInfo,
    ): PanelRoute['permission'] => {
      // Input-dependent permission (power signal): evaluate once per value the field's `in:` rule allows.
      const inputField = findInputField('expression' in node ? node.expression : node.body);
      const allowed = inputField ? inValues(rules[inputField]) : null;
      if (inputField && allowed) {
        const map: Record<string, string> = {};
        for (const value of allowed) {
          const result = evaluateWith(node, owner, new Map([[inputField, value]]));
          if (typeof result === 'string') map[value] = result;
          else
            this.noteUnknown(
              `permission[${inputField}=${value}]`,
              isUnknown(result) ? result.why : `not a string (${typeof result})`,
            );
        }
        const distinct = new Set(Object.values(map));
        if (distinct.size > 1) return map;
        if (distinct.size === 1) return [...distinct][0]!;
      }
      const direct = evaluateWith(node, owner);
      if (typeof direct === 'string') return direct;
      if (direct !== null && !(inputField && allowed))
        this.noteUnknown(
          'permission',
          isUnknown(direct) ? direct.why : `not a string (${tokenText(direct)})`,
        );
      return null;
    };
    if (permissionMethod) return expand(permissionMethod.node, permissionMethod.owner);
    // 0.7 requests check `$this->user()->can('<permission>', $server)` in authorize().
    const authorize = this.index.findMethod(requestFqcn, 'authorize');
    if (!authorize) return null;
    let permissionArg: PhpNode | null = null;
    walk(authorize.node.body, (n) => {
      const call = methodCallParts(n);
      if (permissionArg || call?.method !== 'can' || !call.args[0]) return;
      const argument = call.args[0];
      // ClientApiRequest::authorize() checks `$this->permission()` only for a request that has that
      // method (`method_exists`); this one has none (looked up above), so that check never runs.
      const inner = methodCallParts(argument);
      const callsPermission =
        inner !== null && isThis(inner.receiver) && inner.method === 'permission';
      // A `can($permission)` whose variable a call computes is a computed check (requestComputedPermissions).
      if (!callsPermission && !isKind(argument, 'variable')) permissionArg = argument;
    });
    if (!permissionArg) return null;
    return expand({expression: permissionArg}, authorize.owner);
  }

  /** Computed permission checks in the FormRequest's own authorize(), expanded over the request's allowed values. */
  private requestComputedPermissions(requestFqcn: string): ComputedPermission[] {
    const authorize = this.index.findMethod(requestFqcn, 'authorize');
    const requestClass = this.index.get(requestFqcn);
    if (!authorize || !requestClass) return [];
    return computedChecks(authorize.node, authorize.owner).map(({call, computedBy}) => {
      const inputs = inputFieldsOf(call);
      const check: ComputedPermission = {
        checked_in: `${shortName(authorize.owner.fqcn)}::authorize()`,
        computed_by: computedBy,
        from: inputs.length ? 'request' : 'stored',
      };
      if (!inputs.length) return check;
      check.inputs = inputs;
      check.by_input = {};
      const rulesMethod = this.index.findMethod(requestFqcn, 'rules');
      const allowedValues = (field: string, assumed: Map<string, Value>): string[] | null => {
        if (!rulesMethod) return null;
        const rules = invokeMethod(
          rulesMethod.owner,
          rulesMethod.node,
          [],
          {...this.base, inputs: assumed},
          requestClass,
        );
        const rule = isArray(rules) ? arrayGet(rules, field) : undefined;
        return rule === undefined ? null : inValuesOf(rule);
      };
      const expand = (at: number, assumed: Map<string, Value>, key: string[]): void => {
        if (at === inputs.length) {
          const result = evaluate(call, {
            ...contextFor(this.base, authorize.owner),
            inputs: assumed,
            thisClass: requestClass,
          });
          check.by_input![key.join(', ')] =
            typeof result === 'string' || result === null ? result : 'unknown';
          if (!(typeof result === 'string' || result === null))
            this.noteUnknown(
              `computed_permissions[${check.checked_in}][${key.join(', ')}]`,
              isUnknown(result) ? result.why : tokenText(result),
            );
          return;
        }
        const field = inputs[at]!;
        const values = allowedValues(field, assumed);
        // A field without an `in:` rule stays unknown: the call must decide without it, or say unknown.
        if (!values) return expand(at + 1, assumed, key);
        for (const value of values)
          expand(at + 1, new Map([...assumed, [field, value]]), [...key, `${field}=${value}`]);
      };
      expand(0, new Map(), []);
      return check;
    });
  }

  /** Computed permission checks in the controller method and the private methods of its class it calls. */
  private controllerComputedPermissions(
    method: MethodNode,
    owner: ClassInfo,
  ): ComputedPermission[] {
    const methods: Array<{node: MethodNode; owner: ClassInfo}> = [{node: method, owner}];
    walk(method.body, (n) => {
      const call = methodCallParts(n);
      if (call && isThis(call.receiver)) {
        const found = this.index.findMethod(owner.fqcn, call.method);
        if (
          found &&
          found.node.visibility === 'private' &&
          !methods.some((m) => m.node === found.node)
        )
          methods.push(found);
      }
    });
    return methods.flatMap((m) =>
      computedChecks(m.node, m.owner).map(({call, computedBy}) => {
        const inputs = inputFieldsOf(call);
        // The controller's request variable is not `$this`: its inputs are named, never expanded.
        return {
          checked_in: `${shortName(m.owner.fqcn)}::${identifierName(m.node.name)}()`,
          computed_by: computedBy,
          from: inputs.length ? 'request' : 'stored',
          ...(inputs.length ? {inputs} : {}),
        } satisfies ComputedPermission;
      }),
    );
  }

  private applicationAcl(requestFqcn: string): {resource: string; access: string} | null {
    const resource = propertyDefault(requestFqcn, 'resource', this.base);
    const permission = propertyDefault(requestFqcn, 'permission', this.base);
    if (typeof resource !== 'string' || typeof permission !== 'number') {
      // A request that declares neither (a base class default of null) checks nothing; one that declares them unreadably is unknown.
      for (const [name, value] of [
        ['resource', resource],
        ['permission', permission],
      ] as const) {
        if (isUnknown(value ?? null))
          this.noteUnknown(`permission.${name}`, (value as {why: string}).why);
      }
      return null;
    }
    const acl = 'Pterodactyl\\Services\\Acl\\Api\\AdminAcl';
    const names: Record<number, string> = {};
    for (const name of ['NONE', 'READ', 'WRITE']) {
      const value = classConstant(acl, name, this.base);
      if (typeof value === 'number') names[value] = name.toLowerCase();
    }
    return {resource, access: names[permission] ?? String(permission)};
  }

  /** A negative check in the controller method: `authorize(X)`, `cannot(X)` or `!...->can(X)`. */
  private controllerPermission(method: MethodNode, owner: ClassInfo): string | null {
    const ctx = contextFor(this.base, owner);
    let found: string | null = null;
    const consider = (args: PhpNode[]) => {
      if (found) return;
      const value = evaluate(args[0], ctx);
      if (typeof value === 'string') found = value;
      else
        this.noteUnknown(
          'permission',
          `controller check: ${isUnknown(value) ? value.why : tokenText(value)}`,
        );
    };
    walk(method.body, (n) => {
      const negated = isKind(n, 'unary') && n.type === '!' ? methodCallParts(n.what) : null;
      if (negated?.method === 'can') consider(negated.args);
      const call = methodCallParts(n);
      if (
        call &&
        (call.method === 'cannot' || (call.method === 'authorize' && isThis(call.receiver)))
      )
        consider(call.args);
    });
    return found;
  }

  private rules(requestFqcn: string): {
    rules: Record<string, RuleValue>;
    unresolved: Record<string, string>;
  } {
    const found = this.index.findMethod(requestFqcn, 'rules');
    const requestClass = this.index.get(requestFqcn);
    if (!found || !requestClass) return {rules: {}, unresolved: {}};
    const value = invokeMethod(found.owner, found.node, [], this.base, requestClass);
    const rules: Record<string, RuleValue> = {};
    const unresolved: Record<string, string> = {};
    if (!isArray(value)) {
      if (isUnknown(value)) unresolved['*'] = value.why;
      return {rules, unresolved};
    }
    for (const [field, rule] of value.entries) {
      const text = ruleText(rule);
      if (text === null)
        unresolved[String(field)] = firstUnknown(rule)?.why ?? 'rule not a constant';
      else rules[String(field)] = text;
    }
    return {rules, unresolved};
  }

  /**
   * Query parameters a list endpoint reads: Spatie `allowedFilters` (how each filter is declared:
   * a plain name, or AllowedFilter::exact/partial/callback/custom), `allowedSorts`, and the
   * `per_page` default and cap.
   */
  private queryParameters(method: MethodNode, owner: ClassInfo): Record<string, RuleValue> {
    const out: Record<string, RuleValue> = {};
    const scope = {namespace: owner.namespace, uses: owner.uses};
    const ctx = contextFor(this.base, owner);
    const perPageCall = (n: PhpNode | null | undefined) => {
      const call = methodCallParts(n) ?? staticCallParts(n);
      return call?.method === 'query' && stringLiteral(call.args[0]) === 'per_page' ? call : null;
    };
    walk(method.body, (n) => {
      const call = methodCallParts(n);
      if (call) {
        const first = call.args[0];
        const list: PhpNode[] = isKind(first, 'array')
          ? first.items
              .map((raw) => {
                const item = asNode(raw);
                return isKind(item, 'entry') ? item.value : item;
              })
              .filter((i): i is PhpNode => i !== null)
          : call.args;
        if (call.method === 'allowedFilters') {
          for (const item of list) {
            const filter = staticCallParts(item);
            if (isKind(item, 'string')) out[`filter[${item.value}]`] = 'filter';
            else if (filter && shortName(resolveName(filter.cls, scope)) === 'AllowedFilter') {
              const kind = filter.method;
              const field = asString(evaluate(filter.args[0], ctx)) ?? '?';
              const custom = filter.args[1];
              const extra =
                kind === 'custom' && isKind(custom, 'new')
                  ? `:${shortName(resolveName(custom.what, scope))}`
                  : '';
              out[`filter[${field}]`] = `${kind}${extra}`;
            }
          }
        } else if (call.method === 'allowedSorts') {
          const sorts = list
            .map((item) => asString(evaluate(item, ctx)))
            .filter((v): v is string => v !== null);
          if (sorts.length) out.sort = `in:${sorts.join(',')}`;
        }
      }
      let defaultValue: Value | null = null;
      let cap: Value | null = null;
      if (isKind(n, 'bin') && n.type === '??' && perPageCall(n.left))
        defaultValue = evaluate(n.right, ctx);
      const fallback = perPageCall(n)?.args[1];
      if (fallback) defaultValue = evaluate(fallback, ctx);
      const min = functionCallParts(n);
      if (min?.name === 'min') {
        let mentions = false;
        walk(min.args[0], (inner) => {
          if (perPageCall(inner)) mentions = true;
        });
        if (mentions) cap = evaluate(min.args[1], ctx);
      }
      if (typeof defaultValue === 'number' || typeof cap === 'number') {
        const parts = String(out.per_page ?? '')
          .split('|')
          .filter(Boolean);
        if (typeof defaultValue === 'number') parts.unshift(`default:${defaultValue}`);
        if (typeof cap === 'number') parts.push(`max:${cap}`);
        out.per_page = [...new Set(parts)].join('|');
      }
    });
    return out;
  }

  /** `$this->validate($request, [...])`, `$request->validate([...])`, `$validation->make($data, [...])` in a controller method. */
  private controllerRules(method: MethodNode, owner: ClassInfo): Record<string, RuleValue> {
    const out: Record<string, RuleValue> = {};
    const ctx = contextFor(this.base, owner);
    walk(method.body, (n) => {
      const call = methodCallParts(n);
      if (call?.method !== 'validate' && call?.method !== 'make') return;
      const arrayArg = call.args.find((a) => isKind(a, 'array'));
      if (!arrayArg) return;
      const value = evaluate(arrayArg, ctx);
      if (!isArray(value)) {
        this.noteUnknown('rules_from_controller', isUnknown(value) ? value.why : 'not an array');
        return;
      }
      for (const [field, rule] of value.entries) {
        const text = ruleText(rule);
        if (text !== null) out[String(field)] = text;
        else
          this.noteUnknown(
            `rules_from_controller.${field}`,
            firstUnknown(rule)?.why ?? 'rule not a constant',
          );
      }
    });
    return out;
  }

  /** `$validator->sometimes(field, rules, condition)` calls in the request's withValidator(). */
  private conditionalRules(requestFqcn: string): Record<string, RuleValue> {
    const found = this.index.findMethod(requestFqcn, 'withValidator');
    const out: Record<string, RuleValue> = {};
    if (!found) return out;
    const ctx = contextFor(this.base, found.owner);
    walk(found.node.body, (n) => {
      const call = methodCallParts(n);
      if (call?.method !== 'sometimes') return;
      const field = asString(evaluate(call.args[0], ctx));
      const rule = evaluate(call.args[1], ctx);
      const text = ruleText(rule);
      if (field !== null && text !== null) out[field] = text;
      else
        this.noteUnknown(
          `body_conditional.${field ?? '?'}`,
          firstUnknown(rule)?.why ?? 'field or rule not a constant',
        );
    });
    return out;
  }

  private transformerFor(method: MethodNode, owner: ClassInfo): TransformerFacts | null {
    let fqcn: string | null = null;
    const scope = {namespace: owner.namespace, uses: owner.uses};
    walk(method.body, (n) => {
      if (fqcn) return;
      const nameNode: PhpNode | null =
        isKind(n, 'staticlookup') && identifierName(n.offset) === 'class'
          ? n.what
          : isKind(n, 'new')
            ? n.what
            : null;
      if (isKind(nameNode, 'name')) {
        const resolved = resolveName(nameNode, scope);
        if (/\\Transformers\\Api\\/.test(resolved)) fqcn = resolved;
      }
    });
    return fqcn ? this.transformer(fqcn) : null;
  }

  transformer(fqcn: string): TransformerFacts {
    const facts: TransformerFacts = {
      class: shortName(fqcn),
      includes: {
        default: arrayValues(propertyDefault(fqcn, 'defaultIncludes', this.base) ?? null).map((v) =>
          String(asString(v)),
        ),
        available: arrayValues(propertyDefault(fqcn, 'availableIncludes', this.base) ?? null).map(
          (v) => String(asString(v)),
        ),
      },
    };
    const cls = this.index.get(fqcn);
    const requires = this.includeRequirements(fqcn, [
      ...facts.includes.default,
      ...facts.includes.available,
    ]);
    if (Object.keys(requires).length > 0) facts.includes.requires = requires;
    const resourceName = this.index.findMethod(fqcn, 'getResourceName');
    if (resourceName && cls) {
      const object = invokeMethod(resourceName.owner, resourceName.node, [], this.base, cls);
      if (typeof object === 'string') facts.object = object;
    }
    const transform = cls?.methods.get('transform');
    if (!transform) {
      facts.unresolved = 'no transform() in the class';
      return facts;
    }
    const shape = returnedArrayShape(transform, (classNode) => {
      // array_merge($this->makeTransformer(Other::class)->transform(...), [...]): Other's keys come first.
      const other = resolveName(classNode, {namespace: cls!.namespace, uses: cls!.uses});
      return other === fqcn ? null : (this.transformer(other).attributes ?? null);
    });
    if (shape) {
      facts.attributes = shape.keys;
      if (Object.keys(shape.nested).length) facts.nested = shape.nested;
    } else {
      facts.unresolved = 'transform() does not return a literal array (e.g. the model toArray())';
    }
    return facts;
  }

  /** The check each `include<Name>()` method of a transformer makes before it returns its data. */
  private includeRequirements(
    fqcn: string,
    includes: readonly string[],
  ): Record<string, {permission: string} | {resource: string}> {
    const out: Record<string, {permission: string} | {resource: string}> = {};
    for (const include of includes) {
      const studly = include.replace(/(^|_)([a-z])/g, (_, __, letter: string) =>
        letter.toUpperCase(),
      );
      const found = this.index.findMethod(fqcn, `include${studly}`);
      if (!found) continue;
      const ctx = contextFor(this.base, found.owner);
      walk(found.node.body, (n) => {
        const call = methodCallParts(n);
        if (out[include] || !call) return;
        const name = call.method;
        const value = evaluate(call.args[0], ctx);
        if (typeof value !== 'string') return;
        // Client transformers' own authorize() takes a permission too (BaseClientTransformer).
        const client = /\\Api\\Client\\/.test(fqcn);
        if (name === 'can') out[include] = {permission: value};
        else if (name === 'authorize' && isThis(call.receiver))
          out[include] = client ? {permission: value} : {resource: value};
      });
    }
    return out;
  }

  /** Named rate limiters: RateLimiter::for() in the RouteServiceProvider plus the ResourceLimit enum cases. */
  namedLimiters(): Map<string, LimitFacts> {
    const limiters = new Map<string, LimitFacts>();
    const provider = this.index.get('Pterodactyl\\Providers\\RouteServiceProvider');
    if (provider) {
      for (const method of provider.methods.values()) {
        walk(method.body, (n) => {
          const call = staticCallParts(n);
          if (call?.method !== 'for') return;
          if (
            shortName(
              resolveName(call.cls, {namespace: provider.namespace, uses: provider.uses}),
            ) !== 'RateLimiter'
          )
            return;
          const ctx = contextFor(this.base, provider);
          const name = asString(evaluate(call.args[0], ctx));
          const closure = call.args[1];
          if (name === null || (!isKind(closure, 'closure') && !isKind(closure, 'arrowfunc')))
            return;
          const inner = {...ctx, vars: new Map<string, Value>()};
          const result = isKind(closure, 'arrowfunc')
            ? evaluate(closure.body, inner)
            : execute(closure.body?.children ?? [], inner);
          limiters.set(name, {
            limiter: name,
            middleware: `throttle:${name}`,
            ...this.limitFacts(result ?? null, closure),
          });
        });
      }
    }
    const enumFqcn = 'Pterodactyl\\Enum\\ResourceLimit';
    const resourceEnum = this.index.get(enumFqcn);
    if (resourceEnum?.kind === 'enum') {
      for (const caseName of resourceEnum.enumCases) {
        const ctx = {
          ...contextFor(this.base, resourceEnum),
          thisCase: {t: 'enumcase' as const, fqcn: enumFqcn, name: caseName},
        };
        const call = (m: string) => {
          const found = this.index.findMethod(enumFqcn, m);
          return found ? invokeMethod(found.owner, found.node, [], ctx, found.owner) : null;
        };
        const key = asString(call('throttleKey'));
        if (key === null) continue;
        limiters.set(key, {
          limiter: key,
          middleware: `throttle:${key}`,
          ...this.limitFacts(call('limit'), null),
        });
      }
    }
    return limiters;
  }

  private limitFacts(value: Value, closure: PhpNode | null): Partial<LimitFacts> {
    if (!value || typeof value !== 'object' || value.t !== 'limit')
      return {unresolved: 'limiter does not return a readable Limit'};
    const limit = value as LimitValue;
    const facts: Partial<LimitFacts> = {window_minutes: limit.minutes};
    if (typeof limit.count === 'number') facts.count = limit.count;
    else facts.unresolved = `count: ${tokenText(limit.count)}`;
    // The count read through config('http.rate_limit.x') names its env variable in config/http.php.
    if (closure) {
      const configKeys: string[] = [];
      walk(
        isKind(closure, 'closure') || isKind(closure, 'arrowfunc') ? closure.body : null,
        (n) => {
          const call = functionCallParts(n);
          if (call?.name === 'config') {
            const key = asString(evaluate(call.args[0], this.base));
            if (key) configKeys.push(key);
          }
        },
      );
      const countKey = configKeys.find((k) => !k.endsWith('_period'));
      if (countKey) {
        facts.config = configKeys.join(' / ');
        const env = this.configEnvFor(countKey);
        if (env) facts.env = env;
      }
    }
    return facts;
  }

  private limits(routes: PanelRoute[], limiters: Map<string, LimitFacts>): PanelFacts['limits'] {
    const global: PanelFacts['limits']['global'] = {};
    const describe = (middleware: string): LimitFacts => {
      const named = limiters.get(middleware.replace(/^throttle:/, ''));
      if (named) return {...named};
      const numeric = numericThrottle(middleware);
      if (numeric) return {middleware, ...numeric};
      return {middleware, unresolved: 'limiter not found'};
    };
    for (const api of ['client', 'application'] as const) {
      const groupLevel = routes.find((r) => r.api === api)?.throttle[0];
      if (!groupLevel) continue;
      const facts = describe(groupLevel);
      if (facts.count !== undefined && facts.window_minutes)
        facts.per_minute = facts.count / facts.window_minutes;
      // 1.0–1.7 build the middleware string from config/http.php directly.
      if (!facts.env) {
        const env = this.configEnvFor(`http.rate_limit.${api}`);
        if (env && this.config(`http.rate_limit.${api}`) === facts.count) {
          facts.env = env;
          facts.config = `http.rate_limit.${api} / http.rate_limit.${api}_period`;
        }
      }
      global[api] = facts;
    }
    const resources = new Map<string, ResourceLimitFacts>();
    for (const route of routes) {
      const groupLevel = route.throttle[0];
      for (const middleware of route.throttle) {
        if (middleware === groupLevel) continue;
        const entry = resources.get(middleware) ?? {...describe(middleware), routes: []};
        entry.routes.push(`${route.method} ${route.path}`);
        resources.set(middleware, entry);
      }
    }
    return {
      global,
      resources: [...resources.values()].sort((a, b) => a.middleware.localeCompare(b.middleware)),
    };
  }

  /**
   * How many account keys one user may hold: the number the route that creates them compares the
   * user's key count with before refusing (`if (… >= N) throw …`). 1.x creates them through the
   * client API; 0.7 only in the web panel (its client API has no key routes), so its web route is read.
   */
  accountKeyLimit(apiRoutes: RawRoute[]): AccountKeyLimitFacts | null {
    const webRoutes = (): RawRoute[] => {
      const interpreter = new RouteInterpreter(this.base, (path) =>
        /routes\/base\.php$/.test(path),
      );
      interpreter.fromProvider('Pterodactyl\\Providers\\RouteServiceProvider');
      return interpreter.routes;
    };
    const creates = (routes: RawRoute[], path: string) =>
      routes.find(
        (raw) => raw.methods.includes('POST') && routeParameterPath(raw.pathRaw) === path,
      );
    const route =
      creates(apiRoutes, '/api/client/account/api-keys') ??
      creates(webRoutes(), '/account/api/new');
    if (!route?.controllerFqcn || !route.controllerMethod) return null;
    const found = this.index.findMethod(route.controllerFqcn, route.controllerMethod);
    if (!found) return null;
    const where = `${route.methods[0]} ${routeParameterPath(route.pathRaw)}`;
    const ctx = contextFor(this.base, found.owner);
    const counts: Value[] = [];
    walk(found.node.body, (n) => {
      if (!isKind(n, 'if') || !isKind(n.test, 'bin') || n.test.type !== '>=') return;
      let throws = false;
      walk(n.body, (inner) => {
        if (isKind(inner, 'throw')) throws = true;
      });
      if (throws) counts.push(evaluate(n.test.right, ctx));
    });
    const [count] = counts;
    if (counts.length !== 1 || typeof count !== 'number') {
      this.noteUnknown(
        'limits.account_api_keys',
        counts.length === 1
          ? `count: ${tokenText(count ?? null)}`
          : `${counts.length} refusing comparisons in the controller`,
        where,
      );
      return null;
    }
    return {
      count,
      route: where,
      file: found.owner.file,
      symbol: `${shortName(found.owner.fqcn)}::${identifierName(found.node.name)}`,
    };
  }

  /** Subuser permission keys (`group.key` → description) from Permission::$permissions. */
  permissionCatalogue(): Record<string, string> {
    const out: Record<string, string> = {};
    const fqcn = 'Pterodactyl\\Models\\Permission';
    const catalogue = propertyDefault(fqcn, 'permissions', this.base);
    if (!catalogue || !isArray(catalogue)) return out;
    for (const [group, spec] of catalogue.entries) {
      const keys = arrayGet(spec, 'keys');
      if (keys && isArray(keys)) {
        for (const [key, description] of keys.entries)
          out[`${group}.${key}`] = asString(description) ?? '';
      } else if (isArray(spec)) {
        // 0.7: group → permission name → [description?, daemon mappings]; keep the names.
        for (const [key] of spec.entries) out[String(key)] = '';
      }
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  }

  /** Exception classes with a literal HTTP status (getStatusCode() return or parent constructor call). */
  exceptionStatuses(): Record<string, number | string> {
    const out: Record<string, number | string> = {};
    const files = this.repo.listFiles(this.rev, 'app/Exceptions').filter((f) => f.endsWith('.php'));
    for (const file of files) {
      const fqcn = `Pterodactyl\\${file.slice('app/'.length, -'.php'.length).replace(/\//g, '\\')}`;
      const cls = this.index.get(fqcn);
      if (!cls || cls.kind !== 'class') continue;
      const status = this.statusOf(fqcn);
      if (status !== null) out[shortName(fqcn)] = status;
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  }

  private statusOf(fqcn: string): number | string | null {
    for (const cls of this.index.lineage(fqcn)) {
      const getter = cls.methods.get('getstatuscode');
      if (getter) {
        const value = invokeMethod(cls, getter, [], this.base, cls);
        return typeof value === 'number' ? value : 'set at run time';
      }
      const constructor = cls.methods.get('__construct');
      if (constructor) {
        let status: number | null = null;
        walk(constructor.body, (n) => {
          const call = staticCallParts(n);
          if (status === null && call?.method === '__construct') {
            const first = evaluate(call.args[0], contextFor(this.base, cls));
            if (typeof first === 'number' && first >= 100 && first < 600) status = first;
            else {
              const constantStatus = call.args
                .map((a) => evaluate(a, contextFor(this.base, cls)))
                .find((v: Value) => typeof v === 'number' && v >= 400 && v < 600);
              if (typeof constantStatus === 'number' && isKind(call.cls, 'parentreference'))
                status = constantStatus;
            }
          }
        });
        if (status !== null) return status;
      }
      if (cls.extendsName && /Symfony\\Component\\HttpKernel\\Exception\\/.test(cls.extendsName))
        return null;
    }
    return null;
  }
}

/** The FormRequest (or Illuminate Request) the controller method type-hints. */
function requestClassOf(method: MethodNode, owner: ClassInfo): string | null {
  const scope = {namespace: owner.namespace, uses: owner.uses};
  for (const param of method.arguments ?? []) {
    if (!isKind(param.type, 'name')) continue;
    const fqcn = resolveName(param.type, scope);
    if (/Request$/.test(fqcn)) return fqcn;
  }
  return null;
}

/** The first field read with `->input('…')` below a node. */
function findInputField(root: unknown): string | null {
  let field: string | null = null;
  walk(root, (n) => {
    const call = methodCallParts(n);
    if (!field && call?.method === 'input') field = stringLiteral(call.args[0]);
  });
  return field;
}

/**
 * `->can($permission, …)` calls in a method body whose `$permission` is assigned from a static
 * call in the same body (`$permission = Task::permissionForAction(...)`).
 */
function computedChecks(
  method: MethodNode,
  owner: ClassInfo,
): Array<{call: PhpNode; computedBy: string}> {
  const assigned = new Map<string, PhpNode>();
  walk(method.body, (n) => {
    if (
      isKind(n, 'assign') &&
      n.operator === '=' &&
      isKind(n.left, 'variable') &&
      staticCallParts(n.right)
    )
      assigned.set(n.left.name, n.right);
  });
  const out: Array<{call: PhpNode; computedBy: string}> = [];
  walk(method.body, (n) => {
    const check = methodCallParts(n);
    if (check?.method !== 'can') return;
    const argument = check.args[0];
    const call = isKind(argument, 'variable') ? assigned.get(argument.name) : undefined;
    const parts = staticCallParts(call);
    if (!call || !parts || out.some((found) => found.call === call)) return;
    const className = isKind(parts.cls, 'name')
      ? shortName(resolveName(parts.cls, {namespace: owner.namespace, uses: owner.uses}))
      : identifierName(parts.cls);
    out.push({call, computedBy: `${className}::${parts.method}()`});
  });
  return out;
}

/** Request fields an expression reads with `$this->input('…')`, in order. */
function inputFieldsOf(node: PhpNode): string[] {
  const fields: string[] = [];
  walk(node, (n) => {
    const call = methodCallParts(n);
    const field =
      call?.method === 'input' && isThis(call.receiver) ? stringLiteral(call.args[0]) : null;
    if (field !== null && !fields.includes(field)) fields.push(field);
  });
  return fields;
}

/** Values an evaluated rule allows through `in:` (also inside a list a decided Rule::when returned). */
function inValuesOf(rule: Value): string[] | null {
  const parts: string[] = [];
  const collect = (value: Value): void => {
    if (isArray(value)) arrayValues(value).forEach(collect);
    else if (typeof value === 'string') parts.push(...value.split('|'));
    else if (value && typeof value === 'object' && value.t === 'token') parts.push(value.text);
  };
  collect(rule);
  return inRuleValues(parts);
}

function inValues(rule: RuleValue | undefined): string[] | null {
  return inRuleValues(typeof rule === 'string' ? rule.split('|') : (rule ?? []));
}

/** A rule as a `|`-joined string, or a list when a part itself contains `|` (a regex). */
export function ruleText(rule: Value): RuleValue | null {
  if (typeof rule === 'string') return rule;
  if (!isArray(rule) || firstUnknown(rule)) return null;
  const parts = arrayValues(rule).map((part) =>
    typeof part === 'string' ? part : tokenText(part),
  );
  return parts.some((p) => p.includes('|')) ? parts : parts.join('|');
}

const TIMESTAMP_COLUMNS: Readonly<Record<string, string>> = {
  getCreatedAtColumn: 'created_at',
  getUpdatedAtColumn: 'updated_at',
};

/** The class of `$this->makeTransformer(Other::class)->transform(...)`, or null for any other expression. */
function composedTransformerClass(node: PhpNode): PhpNode | null {
  const transform = methodCallParts(node);
  if (transform?.method !== 'transform') return null;
  const maker = methodCallParts(transform.receiver);
  if (maker?.method !== 'makeTransformer') return null;
  const argument = maker.args[0];
  return isKind(argument, 'staticlookup') && identifierName(argument.offset) === 'class'
    ? argument.what
    : null;
}

/**
 * Keys of the array literal transform() returns (directly or through one variable), including
 * those of another transformer's output merged in with array_merge (`keysOf` reads that one).
 */
function returnedArrayShape(
  method: MethodNode,
  keysOf: (classNode: PhpNode) => string[] | null,
): {keys: string[]; nested: Record<string, string[]>} | null {
  const returned: PhpNode[] = [];
  const assigned = new Map<string, PhpNode>();
  walk(method.body, (n) => {
    if (
      isKind(n, 'assign') &&
      isKind(n.left, 'variable') &&
      isKind(n.right, 'array') &&
      !assigned.has(n.left.name)
    )
      assigned.set(n.left.name, n.right);
    if (isKind(n, 'return') && n.expr) returned.push(n.expr);
  });
  let node: PhpNode | null = returned[0] ?? null;
  if (isKind(node, 'variable')) node = assigned.get(node.name) ?? null;
  const keys: string[] = [];
  const functionCall = functionCallParts(node);
  const methodCall = methodCallParts(node);
  const merge =
    functionCall?.name === 'array_merge'
      ? functionCall
      : methodCall?.method === 'array_merge'
        ? methodCall
        : null;
  if (merge) {
    for (const part of merge.args.filter((a) => !isKind(a, 'array'))) {
      const composed = composedTransformerClass(part);
      const merged = composed ? keysOf(composed) : null;
      if (!merged) return null;
      keys.push(...merged);
    }
    node = merge.args.find((a) => isKind(a, 'array')) ?? null;
  }
  if (!isKind(node, 'array')) return null;
  const stringKey = (raw: unknown): string | null => {
    const item = asNode(raw);
    return isKind(item, 'entry') ? stringLiteral(asNode(item.key)) : null;
  };
  const nested: Record<string, string[]> = {};
  for (const raw of node.items) {
    const item = asNode(raw);
    if (!isKind(item, 'entry')) continue;
    // `$model->getCreatedAtColumn() => ...`: Eloquent's default column names, which no panel model overrides.
    const timestampCall = methodCallParts(asNode(item.key));
    const timestampKey = timestampCall ? TIMESTAMP_COLUMNS[timestampCall.method] : undefined;
    if (timestampKey) {
      keys.push(timestampKey);
      continue;
    }
    const key = stringKey(item);
    if (key === null) continue;
    keys.push(key);
    const value = asNode(item.value);
    if (isKind(value, 'array') && value.items.some((i) => stringKey(i) !== null)) {
      nested[key] = value.items.map(stringKey).filter((k): k is string => k !== null);
    }
  }
  return {keys, nested};
}
