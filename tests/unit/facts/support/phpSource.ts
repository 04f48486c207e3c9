/**
 * PHP written for a test, read as the extractor reads a release: files in memory under one
 * namespace root, and the evaluator's starting context over them.
 */
import type {EvalContext} from '../../../../scripts/facts/evaluate';
import {ClassIndex} from '../../../../scripts/facts/php';

export function inMemoryPhp(
  files: Readonly<Record<string, string>>,
  root: readonly [namespace: string, folder: string],
  config: EvalContext['config'] = () => null,
): {index: ClassIndex; context: EvalContext} {
  const index = new ClassIndex(
    {show: (_rev: string, file: string) => files[file] ?? null},
    'HEAD',
    [[...root]],
  );
  const context: EvalContext = {
    index,
    cls: null,
    scope: {namespace: '', uses: new Map()},
    vars: new Map(),
    config,
    depth: 0,
  };
  return {index, context};
}
