/**
 * The API descriptions are valid, lint clean under Redocly, every example is valid against its
 * schema, and nothing unfinished is left in them.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis, type LoadedApi} from '../../src/plugins/endpoints/openapi/load';
import {operationsOf} from '../../src/plugins/endpoints/openapi/types';
import {filesUnder} from '../../src/plugins/files';

const siteDir = path.resolve(__dirname, '../..');
let apis: Map<string, LoadedApi>;

beforeAll(async () => {
  apis = await loadAllApis(siteDir);
});

const absoluteFilesUnder = (dir: string): string[] =>
  filesUnder(dir).map((file) => path.join(dir, file));

describe.each(API_DOCUMENTS.map((api) => [api.id, api] as const))(
  'the %s API description',
  (id, api) => {
    it('lints with zero Redocly errors', () => {
      const result = spawnSync(
        process.execPath,
        [
          path.join(siteDir, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          api.root,
          '--format=json',
        ],
        {
          cwd: siteDir,
          encoding: 'utf8',
        },
      );
      const report = JSON.parse(result.stdout) as {
        totals: {errors: number; warnings: number};
        problems: {
          message: string;
          ruleId: string;
          severity: string;
          location: {source: {ref: string}; pointer: string}[];
        }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map(
          (problem) =>
            `${problem.ruleId}: ${problem.message} (${problem.location[0]?.source.ref} ${problem.location[0]?.pointer})`,
        );
      console.log(`${id}: ${report.totals.errors} lint errors, ${report.totals.warnings} warnings`);
      expect(errors).toEqual([]);
    });

    it('has only examples that are valid against their schemas', () => {
      // Validated against the bundled document, refs kept, so schemas that refer to each other in a loop are fine.
      const bundled = apis.get(id)!.bundled;
      const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
      addFormats(ajv);
      ajv.addSchema(bundled as object, 'api');
      const pointer = (...segments: string[]): string =>
        `api#/${segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
      const problems: string[] = [];
      const check = (where: string, schemaPointer: string, example: unknown): void => {
        if (example === undefined) {
          return;
        }
        const validate = ajv.getSchema(schemaPointer);
        if (!validate) {
          problems.push(`${where}: no schema at ${schemaPointer}`);
        } else if (!validate(example)) {
          problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
        }
      };
      let checked = 0;
      for (const {method, path: routePath, operation} of operationsOf(apis.get(id)!.dereferenced)) {
        const where = `${method.toUpperCase()} ${routePath}`;
        const raw = bundled.paths[routePath]?.[method] as
          {parameters?: {$ref?: string}[]} | undefined;
        (operation.parameters ?? []).forEach((parameter, index) => {
          if (parameter.example !== undefined && !raw?.parameters?.[index]?.$ref) {
            check(
              `${where} parameter ${parameter.name}`,
              pointer('paths', routePath, method, 'parameters', String(index), 'schema'),
              parameter.example,
            );
            checked += 1;
          }
        });
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          check(
            `${where} request body (${type})`,
            pointer('paths', routePath, method, 'requestBody', 'content', type, 'schema'),
            media.example,
          );
          checked += 1;
        }
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const rawResponse = (
            bundled.paths[routePath]?.[method]?.responses as
              Record<string, {$ref?: string}> | undefined
          )?.[status];
          const base = rawResponse?.$ref
            ? rawResponse.$ref
                .replace(/^#\//, '')
                .split('/')
                .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
            : ['paths', routePath, method, 'responses', status];
          for (const [type, media] of Object.entries(response.content ?? {})) {
            check(
              `${where} response ${status} (${type})`,
              pointer(...base, 'content', type, 'schema'),
              media.example,
            );
            checked += 1;
          }
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    });
  },
);

it('no API description or API page is left unfinished', () => {
  const files = [
    ...absoluteFilesUnder(path.join(siteDir, 'openapi')),
    ...absoluteFilesUnder(path.join(siteDir, 'docs')),
    ...absoluteFilesUnder(path.join(siteDir, 'versioned_docs')),
  ];
  const unfinished = files
    .filter((file) => /\bTODO\b|\bTBD\b|lorem ipsum/i.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(siteDir, file));
  expect(unfinished).toEqual([]);
});
