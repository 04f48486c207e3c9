/** Test helpers over the fact tables; the tables' types and loading are src/plugins/facts/tables.ts. */
export {
  documentedPath,
  factRoutes,
  ownRateLimit,
  routeKey,
  type FactRoute,
} from '../../../src/plugins/facts/tables';

/** Splits a Laravel rule string (or list) into rules, keeping `regex:` patterns whole. */
export function splitRules(rules: string | readonly string[]): string[] {
  if (Array.isArray(rules)) {
    return [...rules];
  }
  const out: string[] = [];
  let rest = rules as string;
  while (rest.length > 0) {
    const regex = /^regex:(\/.*?\/[a-z]*)(?:\||$)/.exec(rest);
    if (regex) {
      out.push(`regex:${regex[1]}`);
      rest = rest.slice(regex[0].length);
      continue;
    }
    const next = rest.indexOf('|');
    out.push(next === -1 ? rest : rest.slice(0, next));
    rest = next === -1 ? '' : rest.slice(next + 1);
  }
  return out.map((rule) => rule.trim()).filter(Boolean);
}

/** A rule's name and arguments: `between:1,191` → `['between', ['1', '191']]`. */
export function parseRule(rule: string): [string, string[]] {
  const [name, ...rest] = rule.split(':');
  const args = rest.join(':');
  return [name ?? '', args === '' ? [] : args.split(' ')[0]!.split(',')];
}
