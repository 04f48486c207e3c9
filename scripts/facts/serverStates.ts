/**
 * The server states that make the panel refuse a call with `ServerStateConflictException`, read
 * from `Server::validateCurrentState()` (app/Models/Server.php): the one `if` whose body throws
 * that exception, its test split at `||`, each part reduced to a condition on the server. The
 * reduction knows a handful of shapes only (a `status` comparison, a method of the model that
 * returns one, a relation's method, `is_null()` of a relation, `!`); any other part is an unknown
 * fact, so a new kind of check fails the run instead of being left out.
 */
import {type EvalContext, contextFor, evaluate} from './evaluate';
import {
  type ClassIndex,
  type ClassInfo,
  type PhpNode,
  functionCallParts,
  identifierName,
  isKind,
  isThis,
  methodCallParts,
  shortName,
  walk,
} from './php';
import type {ServerStateCheck, ServerStateFacts} from '../../schema/releaseTables';

const SERVER = 'Pterodactyl\\Models\\Server';
const METHOD = 'validateCurrentState';
const EXCEPTION = 'ServerStateConflictException';

/** What a part of the test reduces to, before it is written as a check. */
type Reduced =
  | {kind: 'status'; values: string[]; via: string[]}
  | {kind: 'fact'; condition: string; via: string[]};

/** Why a part could not be read: the construct, in the words of an unknown fact. */
class Unreadable extends Error {}

/**
 * The refusing checks of one release, or `null` where the model has no `validateCurrentState()`
 * (panels before 1.3.0). A test that cannot be read is reported through `noteUnknown` and gives `null`.
 */
export function serverStateFacts(
  index: ClassIndex,
  base: EvalContext,
  noteUnknown: (construct: string) => void,
): ServerStateFacts | null {
  const found = index.findMethod(SERVER, METHOD);
  if (!found) return null;
  const tests: PhpNode[] = [];
  walk(found.node.body, (node) => {
    if (!isKind(node, 'if')) return;
    let throws = false;
    walk(node.body, (inner) => {
      if (
        isKind(inner, 'throw') &&
        isKind(inner.what, 'new') &&
        shortName(identifierName(inner.what.what)) === EXCEPTION
      )
        throws = true;
    });
    if (throws) tests.push(node.test);
  });
  const [test] = tests;
  if (tests.length !== 1 || !test) {
    noteUnknown(`${tests.length} tests that throw ${EXCEPTION} in ${shortName(SERVER)}::${METHOD}`);
    return null;
  }
  const ctx = contextFor(base, found.owner);
  try {
    const refuses = disjuncts(test).map((part) => checkOf(reduce(part, false, found.owner, ctx)));
    return {
      file: found.owner.file,
      symbol: `${shortName(found.owner.fqcn)}::${identifierName(found.node.name)}`,
      exception: EXCEPTION,
      refuses,
    };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    noteUnknown(error.message);
    return null;
  }
}

/** `a || b || c` → [a, b, c], in the order of the source. */
function disjuncts(node: PhpNode): PhpNode[] {
  return isKind(node, 'bin') && node.type === '||'
    ? [...disjuncts(node.left), ...disjuncts(node.right)]
    : [node];
}

function checkOf(reduced: Reduced): ServerStateCheck {
  const via = reduced.via.length > 0 ? {via: reduced.via} : {};
  return reduced.kind === 'status'
    ? {condition: `status in ${reduced.values.join(', ')}`, status: reduced.values, ...via}
    : {condition: reduced.condition, ...via};
}

/** `$this->relation` → `relation`, else null. */
function relationName(node: PhpNode): string | null {
  return isKind(node, 'propertylookup') && isThis(node.what) ? identifierName(node.offset) : null;
}

/**
 * One part of the test as a condition on the server; `negated` when a `!` stands before it. A
 * negated status condition is the other status values' condition only when it is a conjunction of
 * `!==` (De Morgan): `!(status !== a && status !== b)` is `status in a, b`.
 */
function reduce(node: PhpNode, negated: boolean, owner: ClassInfo, ctx: EvalContext): Reduced {
  if (isKind(node, 'unary') && node.type === '!') return reduce(node.what, !negated, owner, ctx);
  if (isKind(node, 'bin') && (node.type === '===' || node.type === '!==')) {
    const [field, other] =
      relationName(node.left) === 'status' ? [node.left, node.right] : [node.right, node.left];
    const value = evaluate(other, ctx);
    if (relationName(field) === 'status' && typeof value === 'string') {
      if ((node.type === '===') === !negated) return {kind: 'status', values: [value], via: []};
      throw new Unreadable(
        `a status that is not one value (${node.type}${negated ? ' under !' : ''})`,
      );
    }
  }
  if (isKind(node, 'bin') && node.type === (negated ? '&&' : '||')) {
    const left = reduce(node.left, negated, owner, ctx);
    const right = reduce(node.right, negated, owner, ctx);
    if (left.kind === 'status' && right.kind === 'status')
      return {
        kind: 'status',
        values: [...left.values, ...right.values],
        via: [...new Set([...left.via, ...right.via])],
      };
  }
  const call = methodCallParts(node);
  if (call && call.args.length === 0 && isThis(call.receiver)) {
    // A method of the model itself: its one `return` is the condition.
    const method = owner.methods.get(call.method.toLowerCase());
    const statements = method?.body && isKind(method.body, 'block') ? method.body.children : [];
    const [only] = statements;
    if (statements.length === 1 && isKind(only, 'return') && only.expr) {
      const inner = reduce(only.expr, negated, owner, ctx);
      return {...inner, via: [`${shortName(owner.fqcn)}::${call.method}`, ...inner.via]};
    }
    throw new Unreadable(`${shortName(owner.fqcn)}::${call.method}() is not a single return`);
  }
  if (call && call.args.length === 0 && !negated) {
    // A method of a related model (`$this->node->isUnderMaintenance()`), named as written.
    const relation = relationName(call.receiver);
    if (relation) return {kind: 'fact', condition: `${relation}->${call.method}()`, via: []};
  }
  const isNull = functionCallParts(node);
  if (isNull?.name.toLowerCase() === 'is_null' && isNull.args.length === 1 && isNull.args[0]) {
    const relation = relationName(isNull.args[0]);
    if (relation)
      return {kind: 'fact', condition: `${relation} ${negated ? '!==' : '==='} null`, via: []};
  }
  throw new Unreadable(`a condition of kind ${node.kind}${negated ? ' under !' : ''}`);
}
