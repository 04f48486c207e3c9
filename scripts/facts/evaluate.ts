import {ClassIndex, type ClassInfo, type NameScope, type Node, identifierName, resolveName, shortName} from './php';

/**
 * A small static evaluator for the side-effect-free PHP the panel uses to declare facts:
 * constants, property defaults, validation-rule arrays, rate limiter definitions and route
 * attributes. Anything it cannot decide becomes an `unknown` value with the reason, never a guess.
 */
export interface PArray {
  t: 'array';
  entries: Array<[string | number, Value]>;
}
export interface ClassRef {
  t: 'class';
  fqcn: string;
}
/** A Rule object, a custom rule class or another object that is shown as a short token. */
export interface Token {
  t: 'token';
  text: string;
}
export interface Unknown {
  t: 'unknown';
  why: string;
}
export interface EnumCase {
  t: 'enumcase';
  fqcn: string;
  name: string;
}
export interface Closure {
  t: 'closure';
  node: Node;
  scope: NameScope;
}
/** Illuminate\Cache\RateLimiting\Limit: `count` attempts per `minutes`. */
export interface LimitValue {
  t: 'limit';
  count: Value;
  minutes: number;
}
export type Value = string | number | boolean | null | PArray | ClassRef | Token | Unknown | EnumCase | Closure | LimitValue;

export interface EvalContext {
  index: ClassIndex;
  cls: ClassInfo | null;
  scope: NameScope;
  vars: Map<string, Value>;
  thisCase?: EnumCase;
  /** Resolves `config('file.key')` to the default the panel ships. */
  config: (key: string) => Value;
  /** Env variables met while evaluating (name → default), for limits that read them. */
  envSeen?: Map<string, Value>;
  /** The class `$this` belongs to when a parent's method runs (late static binding). */
  thisClass?: ClassInfo | null;
  /** Request input assumed while evaluating (`$this->input('signal')`), to expand input-dependent permissions. */
  inputs?: Map<string, Value>;
  /** What `parent::getRules()` returns inside a model's own getRules() (its converted `$validationRules`). */
  parentModelRules?: PArray;
  depth: number;
}

export const unknown = (why: string): Unknown => ({t: 'unknown', why});
export const isArray = (v: Value): v is PArray => typeof v === 'object' && v !== null && (v as PArray).t === 'array';
export const isUnknown = (v: Value): v is Unknown => typeof v === 'object' && v !== null && (v as Unknown).t === 'unknown';
export const arrayOf = (values: Value[]): PArray => ({t: 'array', entries: values.map((v, i) => [i, v])});

export function arrayGet(arr: Value, key: string | number): Value | undefined {
  if (!isArray(arr)) return undefined;
  const found = arr.entries.find(([k]) => String(k) === String(key));
  return found ? found[1] : undefined;
}

export function arrayValues(arr: Value): Value[] {
  return isArray(arr) ? arr.entries.map(([, v]) => v) : [];
}

export function asString(value: Value): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  if (value === null) return '';
  return null;
}

function arraySet(arr: PArray, key: string | number | null, value: Value): void {
  if (key === null) {
    const numeric = arr.entries.map(([k]) => k).filter((k): k is number => typeof k === 'number');
    arr.entries.push([numeric.length ? Math.max(...numeric) + 1 : 0, value]);
    return;
  }
  const normalized = typeof key === 'string' && /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : key;
  const existing = arr.entries.findIndex(([k]) => String(k) === String(normalized));
  if (existing >= 0) arr.entries[existing] = [normalized, value];
  else arr.entries.push([normalized, value]);
}

function cloneArray(arr: PArray): PArray {
  return {t: 'array', entries: arr.entries.map(([k, v]) => [k, isArray(v) ? cloneArray(v) : v])};
}

function resolveClassNode(node: Node, ctx: EvalContext): string | null {
  if (node.kind === 'selfreference' || node.kind === 'staticreference') return ctx.cls?.fqcn ?? null;
  if (node.kind === 'parentreference') return ctx.cls?.extendsName ?? null;
  if (node.kind === 'name') {
    const lowered = String(node.name).toLowerCase();
    if (lowered === 'self' || lowered === 'static') return ctx.cls?.fqcn ?? null;
    if (lowered === 'parent') return ctx.cls?.extendsName ?? null;
    return resolveName(node, ctx.scope);
  }
  return null;
}

export function contextFor(base: EvalContext, cls: ClassInfo | null, vars = new Map<string, Value>()): EvalContext {
  return {
    ...base,
    cls,
    scope: cls ? {namespace: cls.namespace, uses: cls.uses} : base.scope,
    vars,
    depth: base.depth + 1,
  };
}

const HTTP_STATUS_NAMES: Record<string, number> = {
  HTTP_OK: 200, HTTP_CREATED: 201, HTTP_ACCEPTED: 202, HTTP_NO_CONTENT: 204,
  HTTP_BAD_REQUEST: 400, HTTP_UNAUTHORIZED: 401, HTTP_FORBIDDEN: 403, HTTP_NOT_FOUND: 404,
  HTTP_METHOD_NOT_ALLOWED: 405, HTTP_CONFLICT: 409, HTTP_PRECONDITION_FAILED: 412,
  HTTP_REQUEST_ENTITY_TOO_LARGE: 413, HTTP_UNPROCESSABLE_ENTITY: 422, HTTP_TOO_MANY_REQUESTS: 429,
  HTTP_INTERNAL_SERVER_ERROR: 500, HTTP_BAD_GATEWAY: 502, HTTP_SERVICE_UNAVAILABLE: 503, HTTP_GATEWAY_TIMEOUT: 504,
};

/** Value of a class constant, following `extends` and enum cases. */
export function classConstant(fqcn: string, name: string, ctx: EvalContext): Value {
  const cls = ctx.index.get(fqcn);
  if (cls?.kind === 'enum' && cls.enumCases.includes(name)) return {t: 'enumcase', fqcn, name};
  const found = ctx.index.findConstant(fqcn, name);
  // Symfony's Response::HTTP_* constants (vendor code, not in the panel) are named after their status.
  if (!found && /Response$/.test(fqcn) && HTTP_STATUS_NAMES[name] !== undefined) return HTTP_STATUS_NAMES[name]!;
  if (!found) return unknown(`constant ${shortName(fqcn)}::${name} not found`);
  return evaluate(found.node, contextFor(ctx, found.owner));
}

/** A property's default value, following `extends`. */
export function propertyDefault(fqcn: string, name: string, ctx: EvalContext): Value | undefined {
  const found = ctx.index.findProperty(fqcn, name);
  if (!found) return undefined;
  if (found.node === null || found.node === undefined) return null;
  return evaluate(found.node, contextFor(ctx, found.owner));
}

/**
 * Rules as the panel's Model::getRules() returns them: every rule a list of parts. A model that
 * overrides getRules() (User adds rule objects to `language`, `username` and `email`) has its
 * override run, with `parent::getRules()` giving the converted `$validationRules`.
 */
function modelRules(fqcn: string, ctx: EvalContext, forUpdate: boolean): Value {
  const getter = ctx.index.findMethod(fqcn, 'getRules');
  if (!getter) return unknown(`${shortName(fqcn)}::getRules() not found`);
  const base = baseModelRules(fqcn, ctx, forUpdate);
  if (shortName(getter.owner.fqcn) === 'Model' || !isArray(base)) return base;
  return invokeMethod(getter.owner, getter.node, [], {...ctx, parentModelRules: base}, getter.owner);
}

/** Model::getRules() itself: `$validationRules` with each rule split into parts. */
function baseModelRules(fqcn: string, ctx: EvalContext, forUpdate: boolean): Value {
  const rules = propertyDefault(fqcn, 'validationRules', ctx);
  if (!rules || !isArray(rules)) return unknown(`${shortName(fqcn)}::$validationRules not readable`);
  const result: PArray = {t: 'array', entries: []};
  for (const [key, rule] of rules.entries) {
    const parts: Value[] = typeof rule === 'string' ? rule.split('|') : arrayValues(rule);
    const converted = parts.map((part) => {
      // getRulesForUpdate() turns `unique:table[,column]` into Rule::unique(table, column ?? field)->ignore(model).
      if (forUpdate && typeof part === 'string' && part.startsWith('unique')) {
        const args = (part.split(':')[1] ?? '').split(',');
        return {t: 'token', text: `unique:${args[0]},${args[1] ?? key}`} as Token;
      }
      return part;
    });
    result.entries.push([key, arrayOf(converted)]);
  }
  return result;
}

function ruleToken(method: string, args: Value[]): Value {
  const flat = (v: Value): string[] => (isArray(v) ? arrayValues(v).flatMap(flat) : [asString(v) ?? tokenText(v)]);
  switch (method) {
    case 'in':
    case 'notIn':
      if (args.some((a) => isUnknown(a))) return {t: 'token', text: `${method === 'in' ? 'in' : 'not_in'}:(values computed at run time)`};
      return {t: 'token', text: `${method === 'in' ? 'in' : 'not_in'}:${args.flatMap(flat).join(',')}`};
    case 'unique':
    case 'exists':
      if (args.some((a) => isUnknown(a))) return {t: 'token', text: `${method}:(computed at run time)`};
      return {t: 'token', text: `${method}:${args.flatMap(flat).join(',')}`};
    case 'requiredIf':
      return {t: 'token', text: 'required_if'};
    case 'enum':
      return {t: 'token', text: `enum:${args.map(tokenText).join(',')}`};
    case 'dimensions':
      return {t: 'token', text: 'dimensions'};
    case 'when': {
      // Rule::when(condition, rules[, default]): decided only when the condition is (a request input
      // assumed while expanding a computed permission); otherwise it stays one token.
      const [condition, rules, otherwise] = args;
      if (condition === true) return rules ?? arrayOf([]);
      if (condition === false) return otherwise ?? arrayOf([]);
      return {t: 'token', text: 'Rule::when'};
    }
    default:
      return {t: 'token', text: `Rule::${method}`};
  }
}

/** Short readable form of a value inside a rule list. */
export function tokenText(value: Value): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return String(value);
  switch (value.t) {
    case 'token':
      return value.text;
    case 'class':
      return shortName(value.fqcn);
    case 'enumcase':
      return `${shortName(value.fqcn)}::${value.name}`;
    case 'array':
      return arrayValues(value).map(tokenText).join(',');
    case 'unknown':
      return `?(${value.why})`;
    default:
      return `?(${value.t})`;
  }
}

function snake(text: string | null): Value {
  if (text === null) return unknown('snake_case of non-string');
  return text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function compareEqual(a: Value, b: Value): boolean | null {
  if (isUnknown(a) || isUnknown(b)) return null;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (a.t === 'enumcase' && b.t === 'enumcase') return a.fqcn === b.fqcn && a.name === b.name;
    return null;
  }
  return a === b;
}

export function callFunction(name: string, args: Value[], ctx: EvalContext): Value {
  const lowered = name.replace(/^\\/, '').toLowerCase();
  switch (lowered) {
    case 'env': {
      const envName = asString(args[0] ?? null) ?? '?';
      const fallback = args[1] ?? null;
      ctx.envSeen?.set(envName, fallback);
      return fallback;
    }
    case 'config':
      return ctx.config(asString(args[0] ?? null) ?? '');
    case 'mb_strtolower':
    case 'strtolower': {
      const s = asString(args[0] ?? null);
      return s === null ? unknown('strtolower of non-string') : s.toLowerCase();
    }
    case 'sprintf': {
      const format = asString(args[0] ?? null);
      if (format === null) return unknown('sprintf format');
      let i = 1;
      let failed = false;
      const out = format.replace(/%[sd]/g, () => {
        const s = asString(args[i++] ?? null);
        if (s === null) failed = true;
        return s ?? '';
      });
      return failed ? unknown('sprintf argument') : out;
    }
    case 'array_merge': {
      const merged: PArray = {t: 'array', entries: []};
      for (const arg of args) {
        if (!isArray(arg)) return unknown('array_merge of a non-array');
        for (const [k, v] of arg.entries) arraySet(merged, typeof k === 'number' ? null : k, v);
      }
      return merged;
    }
    case 'implode':
    case 'join': {
      const [glue, pieces] = typeof args[0] === 'string' ? [args[0], args[1]] : [args[1], args[0]];
      if (typeof glue !== 'string' || !pieces || !isArray(pieces)) return unknown('implode');
      const strings = arrayValues(pieces).map(asString);
      return strings.some((s) => s === null) ? unknown('implode of non-strings') : strings.join(glue);
    }
    case 'array_keys':
      return isArray(args[0] ?? null) ? arrayOf((args[0] as PArray).entries.map(([k]) => k)) : unknown('array_keys');
    case 'array_values':
      return isArray(args[0] ?? null) ? arrayOf(arrayValues(args[0]!)) : unknown('array_values');
    case 'in_array': {
      const [needle, haystack] = args;
      if (!isArray(haystack ?? null) || needle === undefined || isUnknown(needle)) return unknown('in_array');
      return arrayValues(haystack!).some((v) => compareEqual(v, needle) === true);
    }
    case 'snake_case':
      return snake(asString(args[0] ?? null));
    case 'trim': {
      const s = asString(args[0] ?? null);
      return s === null ? unknown('trim of non-string') : s.trim();
    }
    case 'collect':
      return args[0] ?? {t: 'array', entries: []};
    case 'base_path':
      return asString(args[0] ?? null) ?? unknown('base_path');
    case 'array_only': {
      const [arr, keys] = args;
      return onlyKeys(arr ?? null, keys ?? null);
    }
    default:
      return unknown(`function ${name}()`);
  }
}

function onlyKeys(arr: Value, keys: Value): Value {
  if (!isArray(arr) || !isArray(keys)) return unknown('only() on unknown values');
  const wanted = arrayValues(keys).map((k) => asString(k));
  return {t: 'array', entries: arr.entries.filter(([k]) => wanted.includes(String(k)))};
}

function exceptKeys(arr: Value, keys: Value): Value {
  if (!isArray(arr) || !isArray(keys)) return unknown('except() on unknown values');
  const unwanted = arrayValues(keys).map((k) => asString(k));
  return {t: 'array', entries: arr.entries.filter(([k]) => !unwanted.includes(String(k)))};
}

function staticCall(classNode: Node, method: string, argNodes: Node[], ctx: EvalContext): Value {
  const fqcn = resolveClassNode(classNode, ctx);
  if (!fqcn) return unknown('static call on an unresolved class');
  const args = () => argNodes.map((a) => evaluate(a, ctx));
  const short = shortName(fqcn);
  if (fqcn === 'Illuminate\\Validation\\Rule' || short === 'Rule') return ruleToken(method, args());
  if (short === 'Limit') {
    const a = args();
    if (method === 'perMinute') return {t: 'limit', count: a[0] ?? null, minutes: 1};
    if (method === 'perMinutes') return {t: 'limit', count: a[1] ?? null, minutes: Number(a[0])};
    if (method === 'perHour') return {t: 'limit', count: a[0] ?? null, minutes: 60 * Number(a[1] ?? 1)};
    if (method === 'perDay') return {t: 'limit', count: a[0] ?? null, minutes: 1440 * Number(a[1] ?? 1)};
    if (method === 'none') return unknown('Limit::none()');
  }
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
  const isParent = classNode.kind === 'parentreference' || String(classNode.name ?? '').toLowerCase() === 'parent';
  if (lowerMethod === 'getrules' && isParent && ctx.parentModelRules) return cloneArray(ctx.parentModelRules);
  if (lowerMethod === 'getrules') return modelRules(fqcn, ctx, false);
  if (lowerMethod === 'getrulesforupdate') return modelRules(fqcn, ctx, true);
  if (lowerMethod === 'getrulesforfield') {
    const field = asString(args()[0] ?? null);
    const all = modelRules(fqcn, ctx, false);
    return field === null ? unknown('getRulesForField') : (arrayGet(all, field) ?? arrayOf([]));
  }
  // parent::method() and static helpers of readable classes run with the caller's $this.
  const target = ctx.index.findMethod(fqcn, method);
  if (target) {
    const thisClass = isParent ? ctx.cls : target.owner;
    return invokeMethod(target.owner, target.node, args(), ctx, thisClass);
  }
  return unknown(`${short}::${method}()`);
}

/** Runs a method body with bound arguments; `thisClass` keeps late static binding for `$this->` calls. */
export function invokeMethod(owner: ClassInfo, method: Node, args: Value[], ctx: EvalContext, thisClass: ClassInfo | null = owner): Value {
  if (ctx.depth > 25) return unknown('evaluation too deep');
  const vars = new Map<string, Value>();
  const inner = contextFor(ctx, owner, vars);
  inner.thisClass = thisClass ?? owner;
  (method.arguments ?? []).forEach((param: Node, i: number) => {
    const name = identifierName(param.name);
    if (i < args.length) vars.set(name, args[i]!);
    else vars.set(name, param.value ? evaluate(param.value, inner) : null);
  });
  const body = method.body;
  if (!body) return unknown(`abstract ${identifierName(method.name)}()`);
  if (body.kind !== 'block') return evaluate(body, inner);
  const result = execute(body.children, inner);
  // Falling off the end means `null` only when no branch was skipped for an unknown condition.
  if (result === undefined && vars.get('__partial') === true) return unknown(`${identifierName(method.name)}() on an unknown value`);
  return result ?? null;
}

/** Calls a closure or arrow function value with positional arguments. */
export function callClosure(closure: Value, args: Value[], ctx: EvalContext): Value {
  if (!closure || typeof closure !== 'object' || closure.t !== 'closure') return unknown('call of a non-closure');
  const vars = new Map(ctx.vars);
  (closure.node.arguments ?? []).forEach((param: Node, i: number) => vars.set(identifierName(param.name), args[i] ?? null));
  const inner: EvalContext = {...ctx, vars, depth: ctx.depth + 1};
  if (closure.node.kind === 'arrowfunc') return evaluate(closure.node.body, inner);
  return execute(closure.node.body?.children ?? [], inner) ?? null;
}

function methodCall(node: Node, ctx: EvalContext): Value {
  const method = identifierName(node.what.offset);
  const receiverNode = node.what.what;
  const argNodes: Node[] = node.arguments ?? [];
  const args = () => argNodes.map((a) => evaluate(a, ctx));
  if (receiverNode.kind === 'variable' && receiverNode.name === 'this') {
    if (method === 'input' && ctx.inputs) {
      const field = asString(args()[0] ?? null);
      if (field !== null && ctx.inputs.has(field)) return ctx.inputs.get(field)!;
      return unknown(`input ${field}`);
    }
    if (ctx.thisCase) {
      const enumClass = ctx.index.get(ctx.thisCase.fqcn);
      const target = enumClass ? ctx.index.findMethod(enumClass.fqcn, method) : null;
      if (target) return invokeMethod(target.owner, target.node, args(), {...ctx}, target.owner);
    }
    const thisClass = ctx.thisClass ?? ctx.cls;
    if (thisClass) {
      const target = ctx.index.findMethod(thisClass.fqcn, method);
      if (target) return invokeMethod(target.owner, target.node, args(), ctx, thisClass);
    }
    return unknown(`$this->${method}()`);
  }
  const receiver = evaluate(receiverNode, ctx);
  if (typeof receiver === 'object' && receiver !== null) {
    if (receiver.t === 'enumcase') {
      const target = ctx.index.findMethod(receiver.fqcn, method);
      const owner = target?.owner;
      if (target && owner) {
        const inner = contextFor(ctx, owner);
        inner.thisCase = receiver;
        return invokeMethod(owner, target.node, args(), inner, owner);
      }
      return unknown(`${shortName(receiver.fqcn)}->${method}()`);
    }
    if (receiver.t === 'array') {
      switch (method) {
        case 'only':
          return onlyKeys(receiver, argNodes.length > 1 ? arrayOf(args()) : (args()[0] ?? null));
        case 'except':
          return exceptKeys(receiver, argNodes.length > 1 ? arrayOf(args()) : (args()[0] ?? null));
        case 'toArray':
        case 'all':
          return receiver;
        case 'merge':
          return callFunction('array_merge', [receiver, args()[0] ?? null], ctx);
        case 'keys':
          return arrayOf(receiver.entries.map(([k]) => k));
        case 'filter': {
          const fn = args()[0];
          const kept: PArray = {t: 'array', entries: []};
          for (const [k, v] of receiver.entries) {
            const keep = fn === undefined ? Boolean(v) : callClosure(fn, [v, k], ctx);
            if (typeof keep !== 'boolean') return unknown('filter() on an unknown condition');
            if (keep) kept.entries.push([k, v]);
          }
          return kept;
        }
        case 'prepend': {
          const [item] = args();
          const values = arrayValues(receiver);
          return arrayOf([item ?? null, ...values]);
        }
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
          return {t: 'array', entries: receiver.entries.map(([k, v]) => [k, callClosure(fn ?? null, [v, k], ctx)])};
        }
        default:
          return unknown(`collection ->${method}()`);
      }
    }
    // Fluent modifiers keep the rule or limit they are called on (`->ignore()`, `->by()`, `->where()`).
    if (receiver.t === 'token' || receiver.t === 'limit') return receiver;
    if (receiver.t === 'unknown') return receiver;
  }
  return unknown(`->${method}()`);
}

export function evaluate(node: Node, ctx: EvalContext): Value {
  if (node === null || node === undefined) return null;
  switch (node.kind) {
    case 'string':
      return node.value;
    case 'number':
      return Number(String(node.value).replace(/_/g, ''));
    case 'boolean':
      return Boolean(node.value);
    case 'nullkeyword':
      return null;
    case 'parenthesis':
      return evaluate(node.inner, ctx);
    case 'cast':
      return evaluate(node.expr, ctx);
    case 'encapsed': {
      let out = '';
      for (const part of node.value) {
        const piece = asString(evaluate(part.expression, ctx));
        if (piece === null) return unknown('interpolated value');
        out += piece;
      }
      return out;
    }
    case 'array': {
      const arr: PArray = {t: 'array', entries: []};
      for (const item of node.items) {
        if (!item) continue;
        if (item.kind === 'entry') {
          if (item.unpack) {
            const spread = evaluate(item.value, ctx);
            if (!isArray(spread)) return unknown('spread of an unknown array');
            for (const [k, v] of spread.entries) arraySet(arr, typeof k === 'number' ? null : k, v);
            continue;
          }
          const key = item.key ? evaluate(item.key, ctx) : null;
          const keyText = key === null ? null : asString(key);
          if (item.key && keyText === null) return unknown('array key not a constant');
          arraySet(arr, keyText, evaluate(item.value, ctx));
        } else {
          arraySet(arr, null, evaluate(item, ctx));
        }
      }
      return arr;
    }
    case 'bin': {
      const left = evaluate(node.left, ctx);
      if (node.type === '??') return left === null || isUnknown(left) ? evaluate(node.right, ctx) : left;
      const right = evaluate(node.right, ctx);
      if (node.type === '.') {
        const l = asString(left);
        const r = asString(right);
        return l === null || r === null ? unknown('concatenation of unknown values') : l + r;
      }
      if (node.type === '+' && isArray(left) && isArray(right)) {
        const union = cloneArray(left);
        for (const [k, v] of right.entries) if (arrayGet(union, k) === undefined) union.entries.push([k, v]);
        return union;
      }
      if (typeof left === 'number' && typeof right === 'number') {
        if (node.type === '+') return left + right;
        if (node.type === '-') return left - right;
        if (node.type === '*') return left * right;
        if (node.type === '/') return left / right;
      }
      if (node.type === '===' || node.type === '==') return compareEqual(left, right) ?? unknown('comparison');
      if (node.type === '!==' || node.type === '!=') {
        const equal = compareEqual(left, right);
        return equal === null ? unknown('comparison') : !equal;
      }
      return unknown(`operator ${node.type}`);
    }
    case 'unary': {
      const value = evaluate(node.what, ctx);
      if (node.type === '-' && typeof value === 'number') return -value;
      if (node.type === '!' && typeof value === 'boolean') return !value;
      return unknown(`unary ${node.type}`);
    }
    case 'staticlookup': {
      const member = identifierName(node.offset);
      const fqcn = resolveClassNode(node.what, ctx);
      if (!fqcn) return unknown('class reference');
      if (member === 'class') return {t: 'class', fqcn};
      if (node.offset.kind === 'variable') return unknown('static property');
      return classConstant(fqcn, member, ctx);
    }
    case 'variable': {
      if (node.name === 'this') return unknown('$this');
      return ctx.vars.get(node.name) ?? unknown(`variable $${node.name}`);
    }
    case 'offsetlookup': {
      const container = evaluate(node.what, ctx);
      const key = evaluate(node.offset, ctx);
      const keyText = asString(key);
      if (keyText === null || !isArray(container)) return unknown('offset of an unknown value');
      return arrayGet(container, keyText) ?? unknown(`missing key ${keyText}`);
    }
    case 'propertylookup':
    case 'nullsafepropertylookup': {
      if (node.what.kind === 'variable' && node.what.name === 'this' && ctx.thisCase && identifierName(node.offset) === 'name') {
        return ctx.thisCase.name;
      }
      // `$this->property` outside a method call chain: the declared default of the class.
      if (node.what.kind === 'variable' && node.what.name === 'this' && !ctx.thisCase && (ctx.thisClass ?? ctx.cls)) {
        const value = propertyDefault((ctx.thisClass ?? ctx.cls)!.fqcn, identifierName(node.offset), ctx);
        if (value !== undefined) return value;
      }
      return unknown(`property ->${identifierName(node.offset)}`);
    }
    case 'call': {
      const what = node.what;
      if (what.kind === 'name') return callFunction(what.name, (node.arguments ?? []).map((a: Node) => evaluate(a, ctx)), ctx);
      if (what.kind === 'staticlookup') return staticCall(what.what, identifierName(what.offset), node.arguments ?? [], ctx);
      if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') return methodCall(node, ctx);
      return unknown('call');
    }
    case 'new': {
      if (node.what?.kind === 'name' && shortName(resolveName(node.what, ctx.scope)) === 'Collection') {
        return node.arguments?.[0] ? evaluate(node.arguments[0], ctx) : {t: 'array', entries: []};
      }
      if (node.what?.kind === 'name') {
        const fqcn = resolveName(node.what, ctx.scope);
        // `new In([...])` is what Rule::in() builds: shown the same way.
        if (fqcn === 'Illuminate\\Validation\\Rules\\In') return ruleToken('in', (node.arguments ?? []).map((a: Node) => evaluate(a, ctx)));
        if (fqcn === 'Illuminate\\Validation\\Rules\\NotIn') return ruleToken('notIn', (node.arguments ?? []).map((a: Node) => evaluate(a, ctx)));
        return {t: 'token', text: shortName(fqcn)};
      }
      return unknown('new of an anonymous class');
    }
    case 'match': {
      const subject = node.cond.kind === 'variable' && node.cond.name === 'this' && ctx.thisCase ? ctx.thisCase : evaluate(node.cond, ctx);
      let fallback: Node | null = null;
      for (const arm of node.arms) {
        if (!arm.conds) {
          fallback = arm.body;
          continue;
        }
        for (const cond of arm.conds) {
          const equal = compareEqual(subject, evaluate(cond, ctx));
          if (equal === null) return unknown('match on an unknown value');
          if (equal) return evaluate(arm.body, ctx);
        }
      }
      return fallback ? evaluate(fallback, ctx) : unknown('match without a matching arm');
    }
    case 'retif': {
      const test = evaluate(node.test, ctx);
      if (typeof test === 'boolean') return evaluate(test ? (node.trueExpr ?? node.test) : node.falseExpr, ctx);
      return unknown('ternary on an unknown condition');
    }
    case 'closure':
    case 'arrowfunc':
      return {t: 'closure', node, scope: ctx.scope};
    default:
      return unknown(`expression ${node.kind}`);
  }
}

/**
 * Executes a statement list far enough to find its return value. Branches whose condition is
 * unknown are skipped, and so is every loop; `partial` records that this happened.
 */
export function execute(statements: Node[], ctx: EvalContext): Value | undefined {
  for (const statement of statements) {
    switch (statement.kind) {
      case 'return':
        // A branch skipped for an unknown condition could have returned something else first.
        if (ctx.vars.get('__undecided') === true) return unknown('return after a branch on an unknown value');
        return evaluate(statement.expr, ctx);
      case 'expressionstatement': {
        const expr = statement.expression;
        if (expr.kind === 'assign') assign(expr, ctx);
        break;
      }
      case 'unset':
        for (const target of statement.variables ?? []) {
          if (target.kind === 'offsetlookup') {
            const container = evaluate(target.what, ctx);
            const key = asString(evaluate(target.offset, ctx));
            if (isArray(container) && key !== null) container.entries = container.entries.filter(([k]) => String(k) !== key);
          }
        }
        break;
      case 'if': {
        const test = evaluate(statement.test, ctx);
        const branch = typeof test === 'boolean' ? (test ? statement.body : statement.alternate) : undefined;
        if (typeof test !== 'boolean') {
          ctx.vars.set('__partial', true);
          if (containsReturn(statement.body) || containsReturn(statement.alternate)) ctx.vars.set('__undecided', true);
        }
        if (branch) {
          const result = execute(branch.kind === 'block' ? branch.children : [branch], ctx);
          if (result !== undefined) return result;
        }
        break;
      }
      case 'block': {
        const result = execute(statement.children, ctx);
        if (result !== undefined) return result;
        break;
      }
      case 'switch': {
        const subject = evaluate(statement.test, ctx);
        const cases: Node[] = statement.body?.children ?? [];
        let start = cases.findIndex((c) => c.test && compareEqual(subject, evaluate(c.test, ctx)) === true);
        if (start < 0) start = cases.findIndex((c) => !c.test);
        if (isUnknown(subject)) {
          ctx.vars.set('__partial', true);
          if (cases.some((c) => containsReturn(c.body))) ctx.vars.set('__undecided', true);
        }
        if (start >= 0 && !isUnknown(subject)) {
          const flat: Node[] = [];
          for (const c of cases.slice(start)) flat.push(...(c.body?.children ?? []));
          const untilBreak = flat.slice(0, flat.findIndex((n) => n.kind === 'break') >>> 0);
          const result = execute(untilBreak, ctx);
          if (result !== undefined) return result;
        }
        break;
      }
      default:
        ctx.vars.set('__partial', true);
    }
  }
  return undefined;
}

/** Whether a statement (or block) has a `return` of its own, not counting closures inside it. */
function containsReturn(node: Node): boolean {
  if (!node || typeof node !== 'object') return false;
  if (node.kind === 'return') return true;
  if (node.kind === 'closure' || node.kind === 'arrowfunc' || node.kind === 'method' || node.kind === 'function') return false;
  return Object.values(node).some((child) => (Array.isArray(child) ? child.some(containsReturn) : child !== null && typeof child === 'object' && 'kind' in child && containsReturn(child)));
}

function assign(expr: Node, ctx: EvalContext): void {
  const value = evaluate(expr.right, ctx);
  const left = expr.left;
  if (expr.operator !== '=') {
    ctx.vars.set('__partial', true);
    return;
  }
  if (left.kind === 'variable') {
    ctx.vars.set(left.name, isArray(value) ? cloneArray(value) : value);
  } else if (left.kind === 'offsetlookup') {
    const container = evaluate(left.what, ctx);
    if (!isArray(container)) return;
    const key = left.offset ? asString(evaluate(left.offset, ctx)) : null;
    arraySet(container, key, value);
  } else if (left.kind === 'list' || left.kind === 'array') {
    ctx.vars.set('__partial', true);
  }
}
