import {
  collectionMethod,
  fluentModifier,
  frameworkConstant,
  frameworkFunction,
  frameworkStaticCall,
  newObject,
  requestInput,
} from './laravel';
import {
  ClassIndex,
  type ClassInfo,
  type NameScope,
  type PhpNode,
  type PhpNodeKinds,
  asNode,
  identifierName,
  isKind,
  resolveName,
  shortName,
} from './php';

/**
 * A small static evaluator for the side-effect-free PHP the panel uses to declare facts:
 * constants, property defaults, validation-rule arrays, rate limiter definitions and route
 * attributes. It knows PHP; what Laravel does when a call reaches the framework is in
 * `laravel.ts`. Anything it cannot decide becomes an `unknown` value with the construct that
 * stopped it, never a guess: a branch on an unknown condition makes every variable the branches
 * set differently unknown, and a `return` inside such a branch makes the result unknown.
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
  node: PhpNode;
  scope: NameScope;
  /** The variables a closure captures (`use (...)`; an arrow function sees them all). */
  captured: Map<string, Value>;
}
/** Illuminate\Cache\RateLimiting\Limit: `count` attempts per `minutes`. */
export interface LimitValue {
  t: 'limit';
  count: Value;
  minutes: number;
}
export type Value =
  | string
  | number
  | boolean
  | null
  | PArray
  | ClassRef
  | Token
  | Unknown
  | EnumCase
  | Closure
  | LimitValue;

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
export const isArray = (v: Value | undefined): v is PArray =>
  typeof v === 'object' && v !== null && v.t === 'array';
export const isUnknown = (v: Value | undefined): v is Unknown =>
  typeof v === 'object' && v !== null && v.t === 'unknown';
export const arrayOf = (values: Value[]): PArray => ({
  t: 'array',
  entries: values.map((v, i) => [i, v]),
});

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

/** `$arr[key] = value` (`key` null: `$arr[] = value`), with PHP's numeric-string keys. */
export function arraySet(arr: PArray, key: string | number | null, value: Value): void {
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

/** PHP arrays are values: an assignment copies them. */
export function cloneArray(arr: PArray): PArray {
  return {t: 'array', entries: arr.entries.map(([k, v]) => [k, isArray(v) ? cloneArray(v) : v])};
}

function copyValue(value: Value): Value {
  return isArray(value) ? cloneArray(value) : value;
}

function resolveClassNode(node: PhpNode, ctx: EvalContext): string | null {
  if (isKind(node, 'selfreference') || isKind(node, 'staticreference'))
    return ctx.cls?.fqcn ?? null;
  if (isKind(node, 'parentreference')) return ctx.cls?.extendsName ?? null;
  if (isKind(node, 'name')) {
    const lowered = node.name.toLowerCase();
    if (lowered === 'self' || lowered === 'static') return ctx.cls?.fqcn ?? null;
    if (lowered === 'parent') return ctx.cls?.extendsName ?? null;
    return resolveName(node, ctx.scope);
  }
  return null;
}

export function contextFor(
  base: EvalContext,
  cls: ClassInfo | null,
  vars = new Map<string, Value>(),
): EvalContext {
  return {
    ...base,
    cls,
    scope: cls ? {namespace: cls.namespace, uses: cls.uses} : base.scope,
    vars,
    depth: base.depth + 1,
  };
}

/** Value of a class constant, following `extends` and enum cases. */
export function classConstant(fqcn: string, name: string, ctx: EvalContext): Value {
  const cls = ctx.index.get(fqcn);
  if (cls?.kind === 'enum' && cls.enumCases.includes(name)) return {t: 'enumcase', fqcn, name};
  const found = ctx.index.findConstant(fqcn, name);
  if (!found)
    return (
      frameworkConstant(fqcn, name) ?? unknown(`constant ${shortName(fqcn)}::${name} not found`)
    );
  return evaluate(found.node, contextFor(ctx, found.owner));
}

/** A property's default value, following `extends`. */
export function propertyDefault(fqcn: string, name: string, ctx: EvalContext): Value | undefined {
  const found = ctx.index.findProperty(fqcn, name);
  if (!found) return undefined;
  if (found.node === null || found.node === undefined) return null;
  return evaluate(found.node, contextFor(ctx, found.owner));
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

/** The first unknown inside a value (nested arrays included), or null when it is fully known. */
export function firstUnknown(value: Value): Unknown | null {
  if (isUnknown(value)) return value;
  if (isArray(value)) {
    for (const [, v] of value.entries) {
      const inner = firstUnknown(v);
      if (inner) return inner;
    }
  }
  return null;
}

/** PHP `==` / `===` on two values, or null when either is unknown or the comparison is not one the evaluator models. */
function compareEqual(a: Value, b: Value): boolean | null {
  if (isUnknown(a) || isUnknown(b)) return null;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (a.t === 'enumcase' && b.t === 'enumcase') return a.fqcn === b.fqcn && a.name === b.name;
    return null;
  }
  return a === b;
}

/** Whether two values are the same (deeply, for arrays), so that two branches agree on them. */
export function sameValue(a: Value, b: Value): boolean {
  if (isArray(a) && isArray(b)) {
    return (
      a.entries.length === b.entries.length &&
      a.entries.every(
        ([k, v], i) => String(b.entries[i]![0]) === String(k) && sameValue(v, b.entries[i]![1]),
      )
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (a.t !== b.t) return false;
    if (a.t === 'closure' || b.t === 'closure') return a === b;
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

/**
 * What a variable holds after a branch the evaluator could not decide: the value both branches
 * agree on, an array whose entries they agree on (the others unknown), else unknown.
 */
function mergeBranches(a: Value | undefined, b: Value | undefined, construct: string): Value {
  if (a !== undefined && b !== undefined && sameValue(a, b)) return a;
  if (isArray(a) && isArray(b)) {
    const merged: PArray = {t: 'array', entries: []};
    for (const [k, v] of a.entries)
      merged.entries.push([k, mergeBranches(v, arrayGet(b, k), construct)]);
    for (const [k] of b.entries)
      if (arrayGet(a, k) === undefined) merged.entries.push([k, unknown(construct)]);
    return merged;
  }
  return unknown(construct);
}

const PHP_FUNCTIONS: Readonly<Record<string, (args: Value[]) => Value>> = {
  strtolower: (args) => {
    const s = asString(args[0] ?? null);
    return s === null ? unknown('strtolower of non-string') : s.toLowerCase();
  },
  sprintf: (args) => {
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
  },
  array_merge: (args) => {
    const merged: PArray = {t: 'array', entries: []};
    for (const arg of args) {
      if (!isArray(arg)) return unknown('array_merge of a non-array');
      for (const [k, v] of arg.entries) arraySet(merged, typeof k === 'number' ? null : k, v);
    }
    return merged;
  },
  implode: (args) => {
    const [glue, pieces] = typeof args[0] === 'string' ? [args[0], args[1]] : [args[1], args[0]];
    if (typeof glue !== 'string' || !isArray(pieces)) return unknown('implode');
    const strings = arrayValues(pieces).map(asString);
    return strings.some((s) => s === null) ? unknown('implode of non-strings') : strings.join(glue);
  },
  array_keys: (args) =>
    isArray(args[0]) ? arrayOf(args[0].entries.map(([k]) => k)) : unknown('array_keys'),
  array_values: (args) =>
    isArray(args[0]) ? arrayOf(arrayValues(args[0])) : unknown('array_values'),
  in_array: (args) => {
    const [needle, haystack] = args;
    if (!isArray(haystack) || needle === undefined || isUnknown(needle)) return unknown('in_array');
    const found = arrayValues(haystack).map((v) => compareEqual(v, needle));
    return found.includes(true) ? true : found.includes(null) ? unknown('in_array') : false;
  },
  trim: (args) => {
    const s = asString(args[0] ?? null);
    return s === null ? unknown('trim of non-string') : s.trim();
  },
};
const PHP_FUNCTION_ALIASES: Readonly<Record<string, string>> = {
  mb_strtolower: 'strtolower',
  join: 'implode',
};

/** A function call: PHP's own functions the evaluator models, then Laravel's helpers. */
export function callFunction(name: string, args: Value[], ctx: EvalContext): Value {
  const lowered = name.replace(/^\\/, '').toLowerCase();
  const php = PHP_FUNCTIONS[PHP_FUNCTION_ALIASES[lowered] ?? lowered];
  if (php) return php(args);
  return frameworkFunction(lowered, args, ctx) ?? unknown(`function ${name}()`);
}

function staticCall(
  classNode: PhpNode,
  method: string,
  argNodes: PhpNode[],
  ctx: EvalContext,
): Value {
  const fqcn = resolveClassNode(classNode, ctx);
  if (!fqcn) return unknown('static call on an unresolved class');
  const args = () => argNodes.map((a) => evaluate(a, ctx));
  const isParent =
    isKind(classNode, 'parentreference') ||
    (isKind(classNode, 'name') && classNode.name.toLowerCase() === 'parent');
  const framework = frameworkStaticCall(fqcn, method, args, ctx, isParent);
  if (framework !== undefined) return framework;
  // parent::method() and static helpers of readable classes run with the caller's $this.
  const target = ctx.index.findMethod(fqcn, method);
  if (target) {
    const thisClass = isParent ? ctx.cls : target.owner;
    return invokeMethod(target.owner, target.node, args(), ctx, thisClass);
  }
  return unknown(`${shortName(fqcn)}::${method}()`);
}

/** Runs a method body with bound arguments; `thisClass` keeps late static binding for `$this->` calls. */
export function invokeMethod(
  owner: ClassInfo,
  method: PhpNode,
  args: Value[],
  ctx: EvalContext,
  thisClass: ClassInfo | null = owner,
): Value {
  if (ctx.depth > 25) return unknown('evaluation too deep');
  if (!isKind(method, 'method')) return unknown('not a method');
  const vars = new Map<string, Value>();
  const inner = contextFor(ctx, owner, vars);
  inner.thisClass = thisClass ?? owner;
  method.arguments.forEach((param, i) => {
    const name = identifierName(param.name);
    if (i < args.length) vars.set(name, args[i]!);
    else vars.set(name, param.value ? evaluate(param.value, inner) : null);
  });
  const body = method.body;
  if (!body) return unknown(`abstract ${identifierName(method.name)}()`);
  // Falling off the end of a method returns null; every undecided path has already returned unknown.
  return execute(body.children, inner) ?? null;
}

/** Calls a closure or arrow function value with positional arguments. */
export function callClosure(closure: Value, args: Value[], ctx: EvalContext): Value {
  if (!closure || typeof closure !== 'object' || closure.t !== 'closure')
    return unknown('call of a non-closure');
  const node = closure.node;
  if (!isKind(node, 'closure') && !isKind(node, 'arrowfunc'))
    return unknown('call of a non-closure');
  const vars = new Map([...closure.captured].map(([name, value]) => [name, copyValue(value)]));
  node.arguments.forEach((param, i) => vars.set(identifierName(param.name), args[i] ?? null));
  const inner: EvalContext = {...ctx, vars, depth: ctx.depth + 1};
  if (isKind(node, 'arrowfunc')) return evaluate(node.body, inner);
  return execute(node.body?.children ?? [], inner) ?? null;
}

function methodCall(
  lookup: {what: PhpNode; offset: PhpNode},
  argNodes: PhpNode[],
  ctx: EvalContext,
): Value {
  const method = identifierName(lookup.offset);
  const receiverNode = lookup.what;
  const args = () => argNodes.map((a) => evaluate(a, ctx));
  if (isKind(receiverNode, 'variable') && receiverNode.name === 'this') {
    if (method === 'input') {
      const input = requestInput(asString(args()[0] ?? null), ctx);
      if (input !== undefined) return input;
    }
    if (ctx.thisCase) {
      const target = ctx.index.findMethod(ctx.thisCase.fqcn, method);
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
      if (!target) return unknown(`${shortName(receiver.fqcn)}->${method}()`);
      const inner = contextFor(ctx, target.owner);
      inner.thisCase = receiver;
      return invokeMethod(target.owner, target.node, args(), inner, target.owner);
    }
    if (receiver.t === 'array')
      return collectionMethod(receiver, method, args, argNodes.length, ctx);
    if (receiver.t === 'unknown') return receiver;
    const kept = fluentModifier(receiver);
    if (kept !== undefined) return kept;
  }
  return unknown(`->${method}()`);
}

function binary(node: PhpNodeBin, ctx: EvalContext): Value {
  const left = evaluate(node.left, ctx);
  // `??` takes the right side only when the left is null; an unknown left could be anything.
  if (node.type === '??')
    return isUnknown(left) ? left : left === null ? evaluate(node.right, ctx) : left;
  if (node.type === '&&' || node.type === 'and') {
    if (left === false) return false;
    const right = evaluate(node.right, ctx);
    if (right === false && !isUnknown(left)) return false;
    return typeof left === 'boolean' && typeof right === 'boolean'
      ? left && right
      : unknown('&& on an unknown value');
  }
  if (node.type === '||' || node.type === 'or') {
    if (left === true) return true;
    const right = evaluate(node.right, ctx);
    if (right === true && !isUnknown(left)) return true;
    return typeof left === 'boolean' && typeof right === 'boolean'
      ? left || right
      : unknown('|| on an unknown value');
  }
  const right = evaluate(node.right, ctx);
  if (node.type === '.') {
    const l = asString(left);
    const r = asString(right);
    return l === null || r === null ? unknown('concatenation of unknown values') : l + r;
  }
  if (node.type === '+' && isArray(left) && isArray(right)) {
    const union = cloneArray(left);
    for (const [k, v] of right.entries)
      if (arrayGet(union, k) === undefined) union.entries.push([k, v]);
    return union;
  }
  if (typeof left === 'number' && typeof right === 'number') {
    switch (node.type) {
      case '+':
        return left + right;
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        return right === 0 ? unknown('division by zero') : left / right;
      case '<':
        return left < right;
      case '<=':
        return left <= right;
      case '>':
        return left > right;
      case '>=':
        return left >= right;
    }
  }
  if (node.type === '===' || node.type === '==')
    return compareEqual(left, right) ?? unknown('comparison of unknown values');
  if (node.type === '!==' || node.type === '!=') {
    const equal = compareEqual(left, right);
    return equal === null ? unknown('comparison of unknown values') : !equal;
  }
  return unknown(`operator ${node.type}`);
}

/** A binary operation: php-parser's `bin` node, or a compound assignment's operator applied to its sides. */
type PhpNodeBin = Pick<PhpNodeKinds['bin'], 'type' | 'left' | 'right'>;

function arrayLiteral(node: PhpNodeKinds['array'], ctx: EvalContext): Value {
  const arr: PArray = {t: 'array', entries: []};
  for (const raw of node.items) {
    const item = asNode(raw);
    if (!item) continue;
    if (isKind(item, 'entry')) {
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

export function evaluate(node: PhpNode | null | undefined, ctx: EvalContext): Value {
  if (node === null || node === undefined) return null;
  if (isKind(node, 'string') || isKind(node, 'nowdoc')) return node.value;
  if (isKind(node, 'number')) return Number(String(node.value).replace(/_/g, ''));
  if (isKind(node, 'boolean')) return Boolean(node.value);
  if (isKind(node, 'nullkeyword')) return null;
  if (isKind(node, 'cast')) return evaluate(node.expr, ctx);
  if (isKind(node, 'encapsed')) {
    let out = '';
    for (const part of node.value) {
      const piece = asString(evaluate(part.expression, ctx));
      if (piece === null) return unknown('interpolated value');
      out += piece;
    }
    return out;
  }
  if (isKind(node, 'array')) return arrayLiteral(node, ctx);
  if (isKind(node, 'bin')) return binary(node, ctx);
  if (isKind(node, 'unary')) {
    const value = evaluate(node.what, ctx);
    if (node.type === '-' && typeof value === 'number') return -value;
    if (node.type === '!' && typeof value === 'boolean') return !value;
    return unknown(`unary ${node.type}`);
  }
  if (isKind(node, 'staticlookup')) {
    const member = identifierName(node.offset);
    const fqcn = resolveClassNode(node.what, ctx);
    if (!fqcn) return unknown('class reference');
    if (member === 'class') return {t: 'class', fqcn};
    if (isKind(node.offset, 'variable')) return unknown('static property');
    return classConstant(fqcn, member, ctx);
  }
  if (isKind(node, 'variable')) {
    if (node.name === 'this') return unknown('$this');
    return ctx.vars.has(node.name) ? ctx.vars.get(node.name)! : unknown(`variable $${node.name}`);
  }
  if (isKind(node, 'offsetlookup')) {
    const container = evaluate(node.what, ctx);
    if (isUnknown(container)) return container;
    const keyText = asString(evaluate(node.offset, ctx));
    if (keyText === null || !isArray(container)) return unknown('offset of an unknown value');
    return arrayGet(container, keyText) ?? unknown(`missing key ${keyText}`);
  }
  if (isKind(node, 'propertylookup') || isKind(node, 'nullsafepropertylookup')) {
    const onThis = isKind(node.what, 'variable') && node.what.name === 'this';
    if (onThis && ctx.thisCase && identifierName(node.offset) === 'name') return ctx.thisCase.name;
    // `$this->property` outside a method call chain: the declared default of the class.
    const thisClass = ctx.thisClass ?? ctx.cls;
    if (onThis && !ctx.thisCase && thisClass) {
      const value = propertyDefault(thisClass.fqcn, identifierName(node.offset), ctx);
      if (value !== undefined) return value;
    }
    return unknown(`property ->${identifierName(node.offset)}`);
  }
  if (isKind(node, 'call')) {
    const what: PhpNode = node.what;
    if (isKind(what, 'name'))
      return callFunction(
        what.name,
        node.arguments.map((a) => evaluate(a, ctx)),
        ctx,
      );
    if (isKind(what, 'staticlookup'))
      return staticCall(what.what, identifierName(what.offset), node.arguments, ctx);
    if (isKind(what, 'propertylookup') || isKind(what, 'nullsafepropertylookup'))
      return methodCall(what, node.arguments, ctx);
    return unknown('call');
  }
  if (isKind(node, 'new')) {
    const what: PhpNode = node.what;
    if (!isKind(what, 'name')) return unknown('new of an anonymous or computed class');
    return newObject(resolveName(what, ctx.scope), () =>
      node.arguments.map((a) => evaluate(a, ctx)),
    );
  }
  if (isKind(node, 'match')) {
    const subject =
      isKind(node.cond, 'variable') && node.cond.name === 'this' && ctx.thisCase
        ? ctx.thisCase
        : evaluate(node.cond, ctx);
    let fallback: PhpNode | null = null;
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
    return fallback
      ? evaluate(fallback, ctx)
      : unknown('match without a matching arm (UnhandledMatchError)');
  }
  if (isKind(node, 'retif')) {
    const test = evaluate(node.test, ctx);
    if (typeof test === 'boolean')
      return test
        ? node.trueExpr
          ? evaluate(node.trueExpr, ctx)
          : test
        : evaluate(node.falseExpr, ctx);
    return unknown('ternary on an unknown condition');
  }
  if (isKind(node, 'closure')) {
    const captured = new Map<string, Value>();
    for (const use of node.uses ?? []) {
      const name = identifierName(use);
      captured.set(name, ctx.vars.has(name) ? ctx.vars.get(name)! : unknown(`variable $${name}`));
    }
    return {t: 'closure', node, scope: ctx.scope, captured};
  }
  // An arrow function captures the enclosing scope by value.
  if (isKind(node, 'arrowfunc'))
    return {t: 'closure', node, scope: ctx.scope, captured: new Map(ctx.vars)};
  // (php-parser 3 has no node for parentheses: `(a)` is the node of `a`.)
  return unknown(`expression ${node.kind}`);
}

/**
 * Executes a statement list far enough to find its return value (undefined: it fell through).
 * A branch whose condition is unknown is run both ways: a `return` in either makes the result
 * unknown, and every variable the two ways leave different becomes unknown. A statement the
 * evaluator does not model (a loop, a `throw`, a compound assignment it cannot compute) makes the
 * variables it writes unknown, and the result unknown when it could return.
 */
export function execute(statements: PhpNode[], ctx: EvalContext): Value | undefined {
  for (const statement of statements) {
    if (isKind(statement, 'return')) return evaluate(statement.expr, ctx);
    if (isKind(statement, 'expressionstatement')) {
      expressionStatement(statement.expression, ctx);
      continue;
    }
    if (isKind(statement, 'block')) {
      const result = execute(statement.children, ctx);
      if (result !== undefined) return result;
      continue;
    }
    if (isKind(statement, 'unset')) {
      for (const target of statement.variables ?? []) {
        if (isKind(target, 'offsetlookup')) {
          const container = evaluate(target.what, ctx);
          const key = asString(evaluate(target.offset, ctx));
          if (isArray(container) && key !== null)
            container.entries = container.entries.filter(([k]) => String(k) !== key);
          else havoc(target, ctx, 'unset() of an unknown key');
        } else if (isKind(target, 'variable')) ctx.vars.delete(target.name);
      }
      continue;
    }
    if (isKind(statement, 'if')) {
      const test = evaluate(statement.test, ctx);
      if (typeof test === 'boolean') {
        const branch = test ? statement.body : statement.alternate;
        const result = branch
          ? execute(isKind(branch, 'block') ? branch.children : [branch], ctx)
          : undefined;
        if (result !== undefined) return result;
        continue;
      }
      const result = bothWays(
        ctx,
        `if on an unknown condition (${isUnknown(test) ? test.why : `non-boolean ${typeof test}`})`,
        [
          statement.body
            ? (c) =>
                execute(
                  isKind(statement.body, 'block') ? statement.body.children : [statement.body],
                  c,
                )
            : () => undefined,
          statement.alternate
            ? (c) =>
                execute(
                  isKind(statement.alternate, 'block')
                    ? statement.alternate.children
                    : [statement.alternate!],
                  c,
                )
            : () => undefined,
        ],
      );
      if (result !== undefined) return result;
      continue;
    }
    if (isKind(statement, 'switch')) {
      const result = switchStatement(statement, ctx);
      if (result !== undefined) return result;
      continue;
    }
    // Loops, throw, try, echo and anything else: not modelled.
    const construct = `${statement.kind} statement`;
    havoc(statement, ctx, construct);
    if (containsReturn(statement)) return unknown(`return inside a ${construct}`);
  }
  return undefined;
}

/**
 * Runs the alternatives of an undecided branch on copies of the variables; a result in any of them
 * makes the statement list's result unknown (unless all return the same), else the variables are
 * merged (what the alternatives agree on stays known).
 */
function bothWays(
  ctx: EvalContext,
  construct: string,
  alternatives: Array<(c: EvalContext) => Value | undefined>,
): Value | undefined {
  const outcomes = alternatives.map((run) => {
    const vars = new Map([...ctx.vars].map(([name, value]) => [name, copyValue(value)]));
    const result = run({...ctx, vars});
    return {vars, result};
  });
  const returned = outcomes.filter((o) => o.result !== undefined);
  if (returned.length === outcomes.length) {
    const first = returned[0]!.result!;
    return returned.every((o) => sameValue(o.result!, first)) ? first : unknown(construct);
  }
  if (returned.length) return unknown(construct);
  const names = new Set(outcomes.flatMap((o) => [...o.vars.keys()]));
  for (const name of names) {
    const values = outcomes.map((o) => o.vars.get(name));
    ctx.vars.set(
      name,
      values
        .slice(1)
        .reduce<Value>(
          (merged, value) => mergeBranches(merged, value, construct),
          values[0] ?? unknown(construct),
        ),
    );
  }
  return undefined;
}

function switchStatement(statement: PhpNodeKinds['switch'], ctx: EvalContext): Value | undefined {
  const subject = evaluate(statement.test, ctx);
  const cases = (statement.body?.children ?? []).filter(
    (c): c is PhpNodeKinds['case'] & {kind: 'case'} => isKind(c, 'case'),
  );
  // The statements from one case on, up to the first `break` (PHP falls through cases without one).
  const runFrom = (start: number) => (c: EvalContext) => {
    const flat: PhpNode[] = cases.slice(start).flatMap((x) => x.body?.children ?? []);
    const end = flat.findIndex((n) => isKind(n, 'break'));
    return execute(end < 0 ? flat : flat.slice(0, end), c);
  };
  const matches = cases.map((c) => (c.test ? compareEqual(subject, evaluate(c.test, ctx)) : false));
  if (!matches.includes(null)) {
    let start = matches.findIndex((m) => m === true);
    if (start < 0) start = cases.findIndex((c) => !c.test);
    return start < 0 ? undefined : runFrom(start)(ctx);
  }
  const alternatives = cases.map((_, i) => runFrom(i));
  if (!cases.some((c) => !c.test)) alternatives.push(() => undefined);
  return bothWays(
    ctx,
    `switch on an unknown value (${isUnknown(subject) ? subject.why : 'uncomparable case'})`,
    alternatives,
  );
}

/** Whether a statement (or block) has a `return` of its own, not counting closures inside it. */
function containsReturn(node: unknown): boolean {
  const n = asNode(node);
  if (!n) return Array.isArray(node) && node.some(containsReturn);
  if (n.kind === 'return') return true;
  if (['closure', 'arrowfunc', 'method', 'function', 'class'].includes(n.kind)) return false;
  return Object.entries(n).some(
    ([key, child]) =>
      key !== 'loc' && child !== null && typeof child === 'object' && containsReturn(child),
  );
}

/** The local variable an assignment target writes to (`$a`, `$a['x']`, `$a['x'][]`). */
function targetVariable(node: PhpNode | null): string | null {
  let current = node;
  while (current && isKind(current, 'offsetlookup')) current = current.what;
  return current && isKind(current, 'variable') && current.name !== 'this' ? current.name : null;
}

/**
 * Every local variable a statement the evaluator does not model could write becomes unknown:
 * assignment targets, `foreach` variables, `unset()` targets, and variables passed to a call or
 * called on (a function may take them by reference, a method may change the object).
 */
function havoc(statement: PhpNode, ctx: EvalContext, construct: string): void {
  const written = new Set<string>();
  const visit = (value: unknown): void => {
    const n = asNode(value);
    if (!n) {
      if (Array.isArray(value)) value.forEach(visit);
      return;
    }
    if (['closure', 'arrowfunc', 'method', 'function', 'class'].includes(n.kind)) return;
    if (isKind(n, 'assign')) {
      const name = targetVariable(n.left);
      if (name) written.add(name);
      for (const item of isKind(n.left, 'array') || isKind(n.left, 'list') ? n.left.items : []) {
        const entry = asNode(item);
        const name =
          entry && isKind(entry, 'entry') ? targetVariable(entry.value) : targetVariable(entry);
        if (name) written.add(name);
      }
    }
    if (isKind(n, 'foreach')) {
      for (const target of [n.key, n.value]) {
        const name = targetVariable(target);
        if (name) written.add(name);
      }
    }
    if (isKind(n, 'call')) {
      for (const arg of n.arguments) {
        const name = targetVariable(arg);
        if (name) written.add(name);
      }
      if (isKind(n.what, 'propertylookup')) {
        const name = targetVariable(n.what.what);
        if (name) written.add(name);
      }
    }
    if (isKind(n, 'unset')) {
      for (const target of n.variables ?? []) {
        const name = targetVariable(target);
        if (name) written.add(name);
      }
    }
    for (const [key, child] of Object.entries(n))
      if (key !== 'loc' && child !== null && typeof child === 'object') visit(child);
  };
  visit(statement);
  for (const name of written) ctx.vars.set(name, unknown(construct));
}

/** An expression used as a statement: assignments are carried out; other side effects make what they touch unknown. */
function expressionStatement(expr: PhpNode, ctx: EvalContext): void {
  if (isKind(expr, 'assign')) {
    assign(expr, ctx);
    return;
  }
  if (
    isKind(expr, 'call') &&
    isKind(expr.what, 'propertylookup') &&
    isKind(expr.what.what, 'variable') &&
    expr.what.what.name === 'this'
  ) {
    // `$this->something()` as a statement changes the object, which the evaluator does not keep; locals stay.
    const args = expr.arguments
      .map((a) => targetVariable(a))
      .filter((n): n is string => n !== null);
    for (const name of args)
      ctx.vars.set(
        name,
        unknown(`$this->${identifierName(expr.what.offset)}() may change $${name}`),
      );
    return;
  }
  havoc(expr, ctx, `expression statement ${expr.kind}`);
}

const COMPOUND: Readonly<Record<string, string>> = {'.=': '.', '+=': '+', '-=': '-', '*=': '*'};

function assign(expr: PhpNodeKinds['assign'], ctx: EvalContext): void {
  const left = expr.left;
  let value: Value;
  if (expr.operator === '=') value = evaluate(expr.right, ctx);
  else if (expr.operator === '??=') {
    const current = evaluate(left, ctx);
    value =
      isUnknown(current) && /^missing key|^variable \$/.test(current.why)
        ? evaluate(expr.right, ctx)
        : current === null
          ? evaluate(expr.right, ctx)
          : current;
  } else if (COMPOUND[expr.operator]) {
    value = binary({type: COMPOUND[expr.operator]!, left, right: expr.right}, ctx);
  } else {
    havoc(expr, ctx, `assignment ${expr.operator}`);
    return;
  }
  if (isKind(left, 'variable') && left.name !== 'this') {
    ctx.vars.set(left.name, copyValue(value));
    return;
  }
  if (isKind(left, 'offsetlookup')) {
    const container = evaluate(left.what, ctx);
    const key = left.offset ? asString(evaluate(left.offset, ctx)) : null;
    if (isArray(container) && (key !== null || !left.offset)) {
      arraySet(container, key, copyValue(value));
      return;
    }
    // Writing into something unknown (or under an unknown key) leaves the whole variable unknown.
    const name = targetVariable(left);
    if (name)
      ctx.vars.set(
        name,
        isUnknown(container) ? container : unknown('assignment under an unknown key'),
      );
    return;
  }
  // `$this->x = ...` is not kept (the evaluator has no objects); a destructuring assignment is not modelled.
  havoc(expr, ctx, `assignment to ${left.kind}`);
}
