import {
  type EvalContext,
  type PArray,
  type Token,
  type Value,
  arrayGet,
  arrayOf,
  arraySet,
  arrayValues,
  asString,
  callClosure,
  cloneArray,
  invokeMethod,
  isArray,
  isUnknown,
  propertyDefault,
  tokenText,
  unknown,
} from './evaluate';
import {shortName} from './php';

/**
 * Every behaviour of Laravel (and of the Symfony and panel base classes it ships with) that the
 * extractor interprets, in one place: the validation rule objects and their short tokens, the
 * panel's Model::getRules(), rate limits and throttle middleware names, route model binding,
 * middleware aliases and groups, the helper functions and Collection methods the panel's
 * declarations call, and request input. The evaluator (`evaluate.ts`) knows PHP only and asks
 * this module whenever a call reaches a framework class or function. Anything not listed here is
 * unknown to the evaluator. Last checked against laravel/framework v10.1.4, v11.47.0 (panel 1.12.0
 * to 1.14.1) and v12.64.0 (1.15.0): what they added and the panel does not call
 * (`Limit::perMinute`'s second argument, `Limit::perSecond`, `Limit::after`) is not modelled.
 */

/** Symfony's Response::HTTP_* constants (vendor code, not in the panel), named after their status. */
const HTTP_STATUS_NAMES: Readonly<Record<string, number>> = {
  HTTP_OK: 200,
  HTTP_CREATED: 201,
  HTTP_ACCEPTED: 202,
  HTTP_NO_CONTENT: 204,
  HTTP_BAD_REQUEST: 400,
  HTTP_UNAUTHORIZED: 401,
  HTTP_FORBIDDEN: 403,
  HTTP_NOT_FOUND: 404,
  HTTP_METHOD_NOT_ALLOWED: 405,
  HTTP_CONFLICT: 409,
  HTTP_PRECONDITION_FAILED: 412,
  HTTP_REQUEST_ENTITY_TOO_LARGE: 413,
  HTTP_UNPROCESSABLE_ENTITY: 422,
  HTTP_TOO_MANY_REQUESTS: 429,
  HTTP_INTERNAL_SERVER_ERROR: 500,
  HTTP_BAD_GATEWAY: 502,
  HTTP_SERVICE_UNAVAILABLE: 503,
  HTTP_GATEWAY_TIMEOUT: 504,
};

/** `Response::HTTP_NOT_FOUND` and the like, when the class is a (Symfony or Illuminate) Response. */
export function frameworkConstant(fqcn: string, name: string): number | undefined {
  return /Response$/.test(fqcn) ? HTTP_STATUS_NAMES[name] : undefined;
}

export const RUN_TIME_IN = 'in:(values computed at run time)';

/** `Rule::in(...)`, `Rule::unique(...)` etc. as the short token a rule list shows. */
export function ruleFacade(method: string, args: Value[]): Value {
  const flat = (v: Value): string[] =>
    isArray(v) ? arrayValues(v).flatMap(flat) : [asString(v) ?? tokenText(v)];
  switch (method) {
    case 'in':
    case 'notIn': {
      const name = method === 'in' ? 'in' : 'not_in';
      if (args.some((a) => isUnknown(a))) return token(`${name}:(values computed at run time)`);
      return token(`${name}:${args.flatMap(flat).join(',')}`);
    }
    case 'unique':
    case 'exists':
      if (args.some((a) => isUnknown(a))) return token(`${method}:(computed at run time)`);
      return token(`${method}:${args.flatMap(flat).join(',')}`);
    case 'requiredIf':
      return token('required_if');
    case 'enum':
      return token(`enum:${args.map(tokenText).join(',')}`);
    case 'dimensions':
      return token('dimensions');
    case 'when': {
      // Rule::when(condition, rules[, default]): decided only when the condition is (a request input
      // assumed while expanding a computed permission); otherwise it stays one token.
      const [condition, rules, otherwise] = args;
      if (condition === true) return rules ?? arrayOf([]);
      if (condition === false) return otherwise ?? arrayOf([]);
      return token('Rule::when');
    }
    default:
      return token(`Rule::${method}`);
  }
}

function token(text: string): Token {
  return {t: 'token', text};
}

/**
 * `new X(...)`: Illuminate's `In`/`NotIn` are what Rule::in()/notIn() build and are shown the same
 * way; any other class (a custom rule object such as `App\Rules\Username`) by its short name.
 */
export function newObject(fqcn: string, args: () => Value[]): Value {
  if (fqcn === 'Illuminate\\Validation\\Rules\\In') return ruleFacade('in', args());
  if (fqcn === 'Illuminate\\Validation\\Rules\\NotIn') return ruleFacade('notIn', args());
  if (shortName(fqcn) === 'Collection') return args()[0] ?? {t: 'array', entries: []};
  return token(shortName(fqcn));
}

/** The values a rule allows through `in:`, or null when it has no literal `in:` list. */
export function inRuleValues(parts: readonly string[]): string[] | null {
  const inRule = parts.find((p) => p.startsWith('in:') && p !== RUN_TIME_IN);
  return inRule ? inRule.slice(3).split(',') : null;
}

/**
 * Rules as the panel's Model::getRules() returns them: every rule a list of parts. A model that
 * overrides getRules() (User adds rule objects to `language`, `username` and `email`) has its
 * override run, with `parent::getRules()` giving the converted `$validationRules`.
 */
export function modelRules(fqcn: string, ctx: EvalContext, forUpdate: boolean): Value {
  const getter = ctx.index.findMethod(fqcn, 'getRules');
  if (!getter) return unknown(`${shortName(fqcn)}::getRules() not found`);
  const base = baseModelRules(fqcn, ctx, forUpdate);
  if (shortName(getter.owner.fqcn) === 'Model' || !isArray(base)) return base;
  return invokeMethod(
    getter.owner,
    getter.node,
    [],
    {...ctx, parentModelRules: base},
    getter.owner,
  );
}

/** Model::getRules() itself: `$validationRules` with each rule split into parts. */
function baseModelRules(fqcn: string, ctx: EvalContext, forUpdate: boolean): Value {
  const rules = propertyDefault(fqcn, 'validationRules', ctx);
  if (!rules || !isArray(rules))
    return unknown(`${shortName(fqcn)}::$validationRules not readable`);
  const result: PArray = {t: 'array', entries: []};
  for (const [key, rule] of rules.entries) {
    const parts: Value[] = typeof rule === 'string' ? rule.split('|') : arrayValues(rule);
    const converted = parts.map((part) => {
      // getRulesForUpdate() turns `unique:table[,column]` into Rule::unique(table, column ?? field)->ignore(model).
      if (forUpdate && typeof part === 'string' && part.startsWith('unique')) {
        const args = (part.split(':')[1] ?? '').split(',');
        return token(`unique:${args[0]},${args[1] ?? key}`);
      }
      return part;
    });
    result.entries.push([key, arrayOf(converted)]);
  }
  return result;
}

/** `Limit::perMinute()` and friends (Illuminate\Cache\RateLimiting\Limit). */
function rateLimit(method: string, args: Value[]): Value | undefined {
  const count = (i: number) => args[i] ?? null;
  const number = (i: number, fallback: number) =>
    args[i] === undefined ? fallback : typeof args[i] === 'number' ? (args[i] as number) : NaN;
  let limit: Value | undefined;
  if (method === 'perMinute') limit = {t: 'limit', count: count(0), minutes: 1};
  else if (method === 'perMinutes') limit = {t: 'limit', count: count(1), minutes: number(0, NaN)};
  else if (method === 'perHour') limit = {t: 'limit', count: count(0), minutes: 60 * number(1, 1)};
  else if (method === 'perDay') limit = {t: 'limit', count: count(0), minutes: 1440 * number(1, 1)};
  else if (method === 'none') return unknown('Limit::none()');
  if (limit && typeof limit === 'object' && limit.t === 'limit' && Number.isNaN(limit.minutes))
    return unknown(`Limit::${method}() window`);
  return limit;
}

/**
 * A static call on a framework class, or undefined when `fqcn::method` is not a framework
 * behaviour this module knows (the evaluator then runs the panel's own method, if any).
 */
export function frameworkStaticCall(
  fqcn: string,
  method: string,
  args: () => Value[],
  ctx: EvalContext,
  isParent: boolean,
): Value | undefined {
  const short = shortName(fqcn);
  if (fqcn === 'Illuminate\\Validation\\Rule' || short === 'Rule')
    return ruleFacade(method, args());
  if (short === 'Limit') return rateLimit(method, args());
  if (short === 'ThrottleRequests' && method === 'using') {
    const name = asString(args()[0] ?? null);
    return name === null ? unknown('throttle name') : `throttle:${name}`;
  }
  if (short === 'Str' && method === 'snake') return snake(asString(args()[0] ?? null));
  if (short === 'Arr' && method === 'only') {
    const a = args();
    return onlyKeys(a[0] ?? null, a[1] ?? null);
  }
  const lowerMethod = method.toLowerCase();
  if (lowerMethod === 'getrules' && isParent && ctx.parentModelRules)
    return cloneArray(ctx.parentModelRules);
  if (lowerMethod === 'getrules') return modelRules(fqcn, ctx, false);
  if (lowerMethod === 'getrulesforupdate') return modelRules(fqcn, ctx, true);
  if (lowerMethod === 'getrulesforfield') {
    const field = asString(args()[0] ?? null);
    const all = modelRules(fqcn, ctx, false);
    return field === null ? unknown('getRulesForField') : (arrayGet(all, field) ?? arrayOf([]));
  }
  return undefined;
}

function snake(text: string | null): Value {
  if (text === null) return unknown('snake_case of non-string');
  return text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Laravel's global helpers the panel's declarations call, or undefined for any other function. */
export function frameworkFunction(
  name: string,
  args: Value[],
  ctx: EvalContext,
): Value | undefined {
  switch (name) {
    case 'env': {
      // The default the panel ships: the value when the variable is not set.
      const envName = asString(args[0] ?? null) ?? '?';
      const fallback = args[1] ?? null;
      ctx.envSeen?.set(envName, fallback);
      return fallback;
    }
    case 'config':
      return ctx.config(asString(args[0] ?? null) ?? '');
    case 'snake_case':
      return snake(asString(args[0] ?? null));
    case 'collect':
      return args[0] ?? {t: 'array', entries: []};
    case 'base_path':
      return asString(args[0] ?? null) ?? unknown('base_path');
    case 'array_only':
      return onlyKeys(args[0] ?? null, args[1] ?? null);
    default:
      return undefined;
  }
}

export function onlyKeys(arr: Value, keys: Value): Value {
  if (!isArray(arr) || !isArray(keys)) return unknown('only() on unknown values');
  const wanted = arrayValues(keys).map((k) => asString(k));
  return {t: 'array', entries: arr.entries.filter(([k]) => wanted.includes(String(k)))};
}

function exceptKeys(arr: Value, keys: Value): Value {
  if (!isArray(arr) || !isArray(keys)) return unknown('except() on unknown values');
  const unwanted = arrayValues(keys).map((k) => asString(k));
  return {t: 'array', entries: arr.entries.filter(([k]) => !unwanted.includes(String(k)))};
}

/** Illuminate\Support\Collection methods on a known array (`collect([...])->only(...)`). */
export function collectionMethod(
  receiver: PArray,
  method: string,
  args: () => Value[],
  argCount: number,
  ctx: EvalContext,
): Value {
  // only()/except() take one array of keys or the keys as separate arguments.
  const keys = () => (argCount === 1 && isArray(args()[0]) ? args()[0]! : arrayOf(args()));
  switch (method) {
    case 'only':
      return onlyKeys(receiver, keys());
    case 'except':
      return exceptKeys(receiver, keys());
    case 'toArray':
    case 'all':
      return receiver;
    case 'merge': {
      const other = args()[0] ?? null;
      if (!isArray(other)) return unknown('merge() of a non-array');
      const merged = cloneArray(receiver);
      for (const [k, v] of other.entries) arraySet(merged, typeof k === 'number' ? null : k, v);
      return merged;
    }
    case 'keys':
      return arrayOf(receiver.entries.map(([k]) => k));
    case 'filter': {
      const fn = args()[0];
      const kept: PArray = {t: 'array', entries: []};
      for (const [k, v] of receiver.entries) {
        const keep = fn === undefined ? truthy(v) : callClosure(fn, [v, k], ctx);
        if (typeof keep !== 'boolean') return unknown('filter() on an unknown condition');
        if (keep) kept.entries.push([k, v]);
      }
      return kept;
    }
    case 'prepend':
      return arrayOf([args()[0] ?? null, ...arrayValues(receiver)]);
    case 'mapWithKeys': {
      const fn = args()[0];
      const mapped: PArray = {t: 'array', entries: []};
      for (const [k, v] of receiver.entries) {
        const result = callClosure(fn ?? null, [v, k], ctx);
        if (!isArray(result)) return unknown('mapWithKeys() result');
        for (const [rk, rv] of result.entries) arraySet(mapped, String(rk), rv);
      }
      return mapped;
    }
    case 'map': {
      const fn = args()[0];
      return {
        t: 'array',
        entries: receiver.entries.map(([k, v]) => [k, callClosure(fn ?? null, [v, k], ctx)]),
      };
    }
    default:
      return unknown(`collection ->${method}()`);
  }
}

/** PHP truthiness of a known scalar, or an unknown. */
function truthy(value: Value): boolean | Value {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value !== '' && value !== '0';
  if (value === null) return false;
  if (isArray(value)) return value.entries.length > 0;
  return unknown('truthiness of an object');
}

/**
 * Fluent modifiers keep the rule or limit they are called on (`Rule::unique(...)->ignore()`,
 * `Limit::perMinute(...)->by()`, `Rule::exists(...)->where()`): the token or limit stays as it is.
 */
export function fluentModifier(receiver: Value): Value | undefined {
  return receiver &&
    typeof receiver === 'object' &&
    (receiver.t === 'token' || receiver.t === 'limit')
    ? receiver
    : undefined;
}

/** `$this->input('field')` inside a FormRequest: the value assumed for that field, else unknown. */
export function requestInput(field: string | null, ctx: EvalContext): Value | undefined {
  if (!ctx.inputs) return undefined;
  if (field !== null && ctx.inputs.has(field)) return ctx.inputs.get(field)!;
  return unknown(`request input ${field ?? '?'}`);
}

/** Route model binding: `{user:id}` binds by column `id`; the parameter is still `{user}`. */
export function routeParameterPath(pathRaw: string): string {
  return pathRaw.replace(/\{(\w+):\w+\}/g, '{$1}');
}

/** A `throttle` middleware (bare `throttle`, `throttle:60,1`, `throttle:api.client`). */
export function isThrottle(middleware: string): boolean {
  return /^throttle(:|$)/.test(middleware);
}

/**
 * ThrottleRequests::handle's defaults ($maxAttempts = 60, $decayMinutes = 1), which a bare
 * `throttle` and a `throttle:COUNT` without a window take: the same in laravel/framework v7.17.1
 * through v12.64.0.
 */
const THROTTLE_DEFAULTS = {count: 60, window_minutes: 1} as const;

/**
 * `throttle:COUNT[,MINUTES]` and a bare `throttle` → the numbers (the framework's defaults where
 * left out), else null for a named limiter.
 */
export function numericThrottle(
  middleware: string,
): {count: number; window_minutes: number} | null {
  if (middleware === 'throttle') return {...THROTTLE_DEFAULTS};
  const numeric = /^throttle:(\d+)(?:,(\d+))?$/.exec(middleware);
  return numeric
    ? {
        count: Number(numeric[1]),
        window_minutes: Number(numeric[2] ?? THROTTLE_DEFAULTS.window_minutes),
      }
    : null;
}

/** Class references are shown by short class name; aliases and `throttle:` strings stay as written. */
export function shortMiddleware(text: string): string {
  if (text.includes('\\') && !text.includes(':')) return shortName(text);
  const throttle = /^Illuminate\\Routing\\Middleware\\ThrottleRequests(?:WithRedis)?:(.*)$/.exec(
    text,
  );
  if (throttle) return `throttle:${throttle[1]}`;
  return text;
}

export function middlewareList(value: Value): string[] {
  if (isArray(value)) return arrayValues(value).flatMap(middlewareList);
  const text = asString(value);
  if (text !== null) return [text];
  return [tokenText(value)];
}

/** Kernel `$middlewareGroups`, to expand group names into their members. */
export function kernelMiddlewareGroups(
  base: EvalContext,
  kernelFqcn: string,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const value = propertyDefault(kernelFqcn, 'middlewareGroups', base);
  if (value && isArray(value)) {
    for (const [name, members] of value.entries)
      groups.set(String(name), middlewareList(members).map(shortMiddleware));
  }
  return groups;
}
