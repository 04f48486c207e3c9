/**
 * The evaluator, one construct per row: a method body (PHP written for this test, not the
 * panel's) and the value it must give, or UNKNOWN with the construct the reason names. The
 * classes the bodies use live in the small in-memory tree below.
 */
import {describe, expect, it} from 'vitest';
import {
  type EvalContext,
  type Value,
  arrayValues,
  invokeMethod,
} from '../../../scripts/facts/evaluate';
import {inMemoryPhp} from './support/phpSource';

const TREE: Record<string, string> = {
  'app/Models/Model.php': `<?php
namespace App\\Models;
abstract class Model
{
    public static array $validationRules = [];
    public static function getRules(): array { return []; }
}`,
  'app/Models/Account.php': `<?php
namespace App\\Models;
use App\\Rules\\Handle;
class Account extends Model
{
    public const LIMIT = 10;
    public static array $validationRules = ['email' => 'required|email|unique:accounts,email', 'handle' => 'string'];
    public static function getRules(): array
    {
        $rules = parent::getRules();
        $rules['handle'][] = new Handle();
        return $rules;
    }
}`,
  'app/Models/Kind.php': `<?php
namespace App\\Models;
enum Kind: string
{
    case Fast = 'fast';
    case Slow = 'slow';
    public function label(): string
    {
        return match ($this) { Kind::Fast => 'quick', Kind::Slow => 'careful' };
    }
}`,
  'app/Base.php': `<?php
namespace App;
class Base
{
    public const BASE = 'base';
    protected string $resource = 'servers';
    public function helper(): string { return 'from-base'; }
    public static function twice(string $x): string { return $x . $x; }
}`,
};

const CONFIG: Record<string, Value> = {'app.name': 'Panel'};

/** Runs `body` as the method `run()` of `App\Subject extends Base`, with optional assumed request input. */
function run(body: string, inputs?: Record<string, Value>): Value {
  const files: Record<string, string> = {
    ...TREE,
    'app/Subject.php': `<?php
namespace App;
use App\\Models\\Account;
use App\\Models\\Kind;
use Illuminate\\Validation\\Rule;
use Illuminate\\Validation\\Rules\\In;
use Illuminate\\Support\\Str;
use Illuminate\\Support\\Collection;
use Illuminate\\Cache\\RateLimiting\\Limit;
use Illuminate\\Routing\\Middleware\\ThrottleRequests;
use Symfony\\Component\\HttpFoundation\\Response;
class Subject extends Base
{
    public const OWN = 'own';
    public function run() { ${body} }
    public function own(): string { return 'own-method'; }
    public function helper(): string { return 'overridden ' . parent::helper(); }
}`,
  };
  const {index, context} = inMemoryPhp(files, ['App\\', 'app/'], (key) => CONFIG[key] ?? null);
  const ctx: EvalContext = {
    ...context,
    ...(inputs ? {inputs: new Map(Object.entries(inputs))} : {}),
  };
  const subject = index.get('App\\Subject');
  if (!subject) throw new Error('fixture class not readable');
  const method = subject.methods.get('run');
  if (!method) throw new Error('fixture method not readable');
  return invokeMethod(subject, method, [], ctx, subject);
}

/** A value as plain JSON: lists as arrays, keyed arrays as objects, tokens and the rest tagged. */
function plain(value: Value): unknown {
  if (value === null || typeof value !== 'object') return value;
  switch (value.t) {
    case 'array': {
      const list = value.entries.every(([k], i) => k === i);
      return list
        ? arrayValues(value).map(plain)
        : Object.fromEntries(value.entries.map(([k, v]) => [String(k), plain(v)]));
    }
    case 'token':
      return {token: value.text};
    case 'class':
      return {class: value.fqcn};
    case 'enumcase':
      return {enum: `${value.fqcn}::${value.name}`};
    case 'limit':
      return {limit: plain(value.count), minutes: value.minutes};
    case 'unknown':
      return {unknown: value.why};
    default:
      return {closure: true};
  }
}

/** Expected: a value, or `unknown(part of the reason)`. */
const unknown = (why: string) => ({unknownContaining: why});
type Expected = unknown;
type Row = [construct: string, body: string, expected: Expected, inputs?: Record<string, Value>];

const ROWS: Row[] = [
  // Literals and simple expressions.
  ['string literal', `return 'a';`, 'a'],
  ['interpolated string', `$n = 'x'; return "id-{$n}";`, 'id-x'],
  ['interpolated unknown', `return "id-{$missing}";`, unknown('interpolated value')],
  ['number with separators', `return 1_000;`, 1000],
  ['boolean and null', `return [true, false, null];`, [true, false, null]],
  ['cast', `return (int) 5;`, 5],
  ['negative number', `return -3;`, -3],
  ['not', `return !false;`, true],
  ['not of an unknown', `return !$this->user();`, unknown('unary !')],
  // Arrays.
  ['keyed array', `return ['a' => 1, 'b' => [2, 3]];`, {a: 1, b: [2, 3]}],
  ['numeric string keys are integers', `return ['0' => 'x', 1 => 'y'];`, ['x', 'y']],
  ['spread', `$a = [1, 2]; return [...$a, 3];`, [1, 2, 3]],
  ['spread of an unknown', `return [...$this->user()];`, unknown('spread of an unknown array')],
  ['array key not a constant', `return [$this->user() => 1];`, unknown('array key not a constant')],
  // Operators.
  ['concatenation', `return 'a' . 'b' . 1;`, 'ab1'],
  [
    'concatenation of an unknown',
    `return 'a' . $this->user();`,
    unknown('concatenation of unknown values'),
  ],
  ['arithmetic', `return [1 + 2, 5 - 1, 2 * 3, 8 / 2];`, [3, 4, 6, 4]],
  ['division by zero', `return 1 / 0;`, unknown('division by zero')],
  ['array union', `return ['a' => 1] + ['a' => 2, 'b' => 3];`, {a: 1, b: 3}],
  [
    'comparisons',
    `return [1 < 2, 2 <= 1, 3 > 2, 3 >= 4, 'a' === 'a', 'a' !== 'b', 1 == 2];`,
    [true, false, true, false, true, true, false],
  ],
  [
    'comparison with an unknown',
    `return $this->user() === 'a';`,
    unknown('comparison of unknown values'),
  ],
  ['enum cases compared', `return Kind::Fast === Kind::Fast;`, true],
  ['?? with a null left', `$a = null; return $a ?? 'fallback';`, 'fallback'],
  ['?? with a known left', `return 'set' ?? 'fallback';`, 'set'],
  ['?? with an unknown left', `return $this->user() ?? 'fallback';`, unknown('$this->user()')],
  [
    '&& and ||',
    `return [true && false, false || true, false && $this->user(), true || $this->user()];`,
    [false, true, false, true],
  ],
  ['&& on an unknown', `return true && $this->user();`, unknown('&& on an unknown value')],
  ['operator not modelled', `return 2 ** 3;`, unknown('operator **')],
  // Names, constants, properties.
  ['class constant', `return self::OWN;`, 'own'],
  ['inherited constant', `return static::BASE;`, 'base'],
  ['other class constant', `return Account::LIMIT;`, 10],
  ['::class', `return Account::class;`, {class: 'App\\Models\\Account'}],
  ['enum case', `return Kind::Slow;`, {enum: 'App\\Models\\Kind::Slow'}],
  ['Symfony status constant', `return Response::HTTP_NOT_FOUND;`, 404],
  ['missing constant', `return Account::NOPE;`, unknown('constant Account::NOPE not found')],
  ['static property', `return Account::$validationRules;`, unknown('static property')],
  ['undefined variable', `return $nothing;`, unknown('variable $nothing')],
  ['$this alone', `return $this;`, unknown('$this')],
  ['offset', `$a = ['k' => 'v']; return $a['k'];`, 'v'],
  ['missing offset', `$a = ['k' => 'v']; return $a['x'];`, unknown('missing key x')],
  ['property default of $this', `return $this->resource;`, 'servers'],
  ['unknown property', `return $this->server;`, unknown('property ->server')],
  // Calls.
  ['own method', `return $this->own();`, 'own-method'],
  ['parent::method()', `return $this->helper();`, 'overridden from-base'],
  ['static method of a readable class', `return Base::twice('ab');`, 'abab'],
  ['unreadable method', `return $this->user();`, unknown('$this->user()')],
  ['static call on an unknown class', `return Missing::make();`, unknown('Missing::make()')],
  ['enum method with match($this)', `return Kind::Slow->label();`, 'careful'],
  [
    'PHP functions',
    `return [sprintf('%s-%d', 'a', 2), implode(',', ['x', 'y']), strtolower('AB'), trim(' t '), in_array('b', ['a', 'b'])];`,
    ['a-2', 'x,y', 'ab', 't', true],
  ],
  [
    'array_merge, array_keys, array_values',
    `return [array_merge(['a' => 1], ['b' => 2]), array_keys(['a' => 1]), array_values(['a' => 1])];`,
    [{a: 1, b: 2}, ['a'], [1]],
  ],
  [
    'array_merge of an unknown',
    `return array_merge([], $this->user());`,
    unknown('array_merge of a non-array'),
  ],
  ['function not modelled', `return array_map(null, []);`, unknown('function array_map()')],
  // Laravel (scripts/facts/laravel.ts).
  ['env() gives its default', `return env('APP_THING', 'dflt');`, 'dflt'],
  ['config()', `return config('app.name');`, 'Panel'],
  [
    'collect()->only()->toArray()',
    `return collect(['a' => 1, 'b' => 2, 'c' => 3])->only(['a', 'c'])->toArray();`,
    {a: 1, c: 3},
  ],
  [
    'collection except, keys, merge',
    `$c = collect(['a' => 1, 'b' => 2]); return [$c->except('a'), $c->keys(), $c->merge(['z' => 0])];`,
    [{b: 2}, ['a', 'b'], {a: 1, b: 2, z: 0}],
  ],
  [
    'collection map, filter, mapWithKeys',
    `$c = collect(['a' => 1, 'b' => 2]); return [$c->map(fn ($v) => $v * 10), $c->filter(fn ($v) => $v > 1), $c->mapWithKeys(fn ($v, $k) => [$k . '!' => $v])];`,
    [{a: 10, b: 20}, {b: 2}, {'a!': 1, 'b!': 2}],
  ],
  [
    'closure with use()',
    `$p = 'x'; return collect(['a'])->map(function ($v) use ($p) { return $p . $v; });`,
    ['xa'],
  ],
  [
    'closure without use() does not see outer variables',
    `$p = 'x'; return collect(['a'])->map(function ($v) { return $p . $v; });`,
    [unknown('concatenation of unknown values')],
  ],
  ['new Collection', `return (new Collection(['a']))->toArray();`, ['a']],
  [
    'collection method not modelled',
    `return collect([])->sortBy('x');`,
    unknown('collection ->sortBy()'),
  ],
  [
    'array_only and Str::snake',
    `return [array_only(['a' => 1, 'b' => 2], ['b']), Str::snake('fooBar'), snake_case('barBaz')];`,
    [{b: 2}, 'foo_bar', 'bar_baz'],
  ],
  ['Rule::in', `return Rule::in(['a', 'b']);`, {token: 'in:a,b'}],
  [
    'Rule::in of run-time values',
    `return Rule::in($this->languages());`,
    {token: 'in:(values computed at run time)'},
  ],
  [
    'Rule::unique with a fluent modifier',
    `return Rule::unique('accounts', 'email')->ignore(1);`,
    {token: 'unique:accounts,email'},
  ],
  [
    'Rule::requiredIf and other rule objects',
    `return [Rule::requiredIf(true), Rule::dimensions(), Rule::password()];`,
    [{token: 'required_if'}, {token: 'dimensions'}, {token: 'Rule::password'}],
  ],
  [
    'Rule::when decided by an assumed input',
    `return Rule::when($this->input('mode') === 'x', ['required'], ['nullable']);`,
    ['nullable'],
    {mode: 'y'},
  ],
  [
    'Rule::when undecided',
    `return Rule::when($this->input('mode') === 'x', ['required']);`,
    {token: 'Rule::when'},
  ],
  ['new In', `return new In(['a']);`, {token: 'in:a'}],
  ['custom rule object', `return new \\App\\Rules\\Handle();`, {token: 'Handle'}],
  [
    'model rules',
    `return Account::getRules();`,
    {email: ['required', 'email', 'unique:accounts,email'], handle: ['string', {token: 'Handle'}]},
  ],
  [
    'model rules for update',
    `return Account::getRulesForUpdate();`,
    {
      email: ['required', 'email', {token: 'unique:accounts,email'}],
      handle: ['string', {token: 'Handle'}],
    },
  ],
  [
    'rules of one field',
    `return Account::getRulesForField('email');`,
    ['required', 'email', 'unique:accounts,email'],
  ],
  ['Limit::perMinute()->by()', `return Limit::perMinute(60)->by('key');`, {limit: 60, minutes: 1}],
  [
    'Limit::perMinutes / perHour',
    `return [Limit::perMinutes(5, 10), Limit::perHour(100)];`,
    [
      {limit: 10, minutes: 5},
      {limit: 100, minutes: 60},
    ],
  ],
  ['Limit::none()', `return Limit::none();`, unknown('Limit::none()')],
  [
    'ThrottleRequests::using',
    `return ThrottleRequests::using('api.client');`,
    'throttle:api.client',
  ],
  ['request input assumed', `return $this->input('signal');`, 'start', {signal: 'start'}],
  [
    'request input not assumed',
    `return $this->input('other');`,
    unknown('request input other'),
    {signal: 'start'},
  ],
  // match and the ternary.
  ['match decided', `return match ('b') { 'a' => 1, 'b' => 2, default => 3 };`, 2],
  ['match default', `return match ('z') { 'a' => 1, default => 3 };`, 3],
  ['match without an arm', `return match ('z') { 'a' => 1 };`, unknown('UnhandledMatchError')],
  [
    'match on an unknown',
    `return match ($this->user()) { 'a' => 1, default => 2 };`,
    unknown('match on an unknown value'),
  ],
  ['ternary decided', `return 1 > 2 ? 'yes' : 'no';`, 'no'],
  ['short ternary', `return 'v' === 'v' ?: 'no';`, true],
  [
    'ternary on an unknown',
    `return $this->user() ? 'yes' : 'no';`,
    unknown('ternary on an unknown condition'),
  ],
  // Statements.
  [
    'assignments',
    `$a = []; $a['x'] = 1; $a[] = 2; $s = 'a'; $s .= 'b'; $n = 1; $n += 2; $a['y'] ??= 3; $a['x'] ??= 9; return [$a, $s, $n];`,
    [{x: 1, 0: 2, y: 3}, 'ab', 3],
  ],
  ['arrays are copied on assignment', `$a = ['x']; $b = $a; $b[] = 'y'; return $a;`, ['x']],
  ['if decided', `if (1 > 2) { return 'a'; } elseif (2 > 1) { return 'b'; } return 'c';`, 'b'],
  [
    'if on an unknown condition with a return: unknown, not the fall-through',
    `if ($this->user()) { return 'a'; } return 'b';`,
    unknown('if on an unknown condition'),
  ],
  [
    'if on an unknown condition, both ways returning the same',
    `if ($this->user()) { return 'same'; } else { return 'same'; }`,
    'same',
  ],
  [
    'if on an unknown condition: what both ways agree on stays known',
    `$r = ['a' => 'x', 'b' => 'y']; if ($this->user()) { $r['b'] = 'z'; } return $r;`,
    {a: 'x', b: unknown('if on an unknown condition')},
  ],
  [
    'if on an unknown condition: a key only one way adds is unknown',
    `$r = ['a' => 'x']; if ($this->user()) { $r['c'] = 'z'; } return $r;`,
    {a: 'x', c: unknown('if on an unknown condition')},
  ],
  [
    'switch decided, with fall-through',
    `switch ('b') { case 'a': return 1; case 'b': case 'c': $x = 3; break; default: $x = 4; } return $x;`,
    3,
  ],
  ['switch default', `switch ('q') { case 'a': return 1; default: return 9; }`, 9],
  [
    'switch on an unknown value',
    `switch ($this->user()) { case 'a': return 1; default: return 2; }`,
    unknown('switch on an unknown value'),
  ],
  [
    'switch on an unknown value, assignments only',
    `$x = 1; switch ($this->user()) { case 'a': $x = 2; break; } return $x;`,
    unknown('switch on an unknown value'),
  ],
  [
    'foreach makes what it writes unknown',
    `$r = ['a' => 1]; foreach (['b', 'c'] as $k) { $r[$k] = 2; } return $r;`,
    unknown('foreach statement'),
  ],
  [
    'return inside a loop',
    `foreach ([1] as $v) { return $v; } return 0;`,
    unknown('return inside a foreach statement'),
  ],
  ['unset', `$a = ['x' => 1, 'y' => 2]; unset($a['x']); return $a;`, {y: 2}],
  [
    'a call that may change a variable',
    `$a = ['x']; array_push($a, 'y'); return $a;`,
    unknown('expression statement call'),
  ],
  [
    'a method called on a local variable',
    `$c = collect(['x']); $c->push('y'); return $c;`,
    unknown('expression statement call'),
  ],
  ['destructuring assignment', `[$a, $b] = ['x', 'y']; return $a;`, unknown('assignment to list')],
  ['falling off the end is null', `$a = 1;`, null],
  ['throw statement', `throw new \\Exception('x');`, null],
];

function matchesExpected(actual: unknown, expected: Expected): boolean {
  if (expected && typeof expected === 'object' && 'unknownContaining' in expected) {
    const why = (actual as {unknown?: unknown})?.unknown;
    return (
      typeof why === 'string' &&
      why.includes((expected as {unknownContaining: string}).unknownContaining)
    );
  }
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matchesExpected(actual[i], e))
    );
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(actual).length &&
      keys.every((k) =>
        matchesExpected(
          (actual as Record<string, unknown>)[k],
          (expected as Record<string, unknown>)[k],
        ),
      )
    );
  }
  return actual === expected;
}

describe('the evaluator, construct by construct', () => {
  it.each(ROWS)('%s', (_construct, body, expected, inputs) => {
    const actual = plain(run(body, inputs));
    if (!matchesExpected(actual, expected)) expect(actual).toEqual(expected);
  });

  it('names each row once, so a failure names its construct', () => {
    expect(new Set(ROWS.map(([construct]) => construct)).size).toBe(ROWS.length);
  });
});
