/**
 * The published documents (what readers download) work in the tools integrators feed them to:
 * Redocly's recommended rules, Spectral's `spectral:oas`, `@apidevtools/swagger-parser`, and
 * the two TypeScript generators openapi-typescript and @hey-api/openapi-ts, whose types must give
 * every request body and every 2xx response a real type and refuse a body that misses a required
 * field of any required-field alternative (checked by compiling against them with the TypeScript
 * compiler in strict mode). openapi-python-client cannot be installed here: the project's own lint
 * rule below refuses the schema shapes it drops.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {Document, Spectral} from '@stoplight/spectral-core';
import {Json} from '@stoplight/spectral-parsers';
import {oas} from '@stoplight/spectral-rulesets';
import {createClient} from '@hey-api/openapi-ts';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {parse} from 'yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {publishedDocument, publishedYaml} from '../../src/plugins/endpoints/openapi/published';
import {
  operationsOf,
  type OpenApiDocument,
  type SchemaObject,
} from '../../src/plugins/endpoints/openapi/types';

const siteDir = path.resolve(__dirname, '../..');
const SITE_URL = 'https://docs.example.com';
const work = mkdtempSync(path.join(tmpdir(), 'published-openapi-'));
const published = new Map<string, OpenApiDocument>();

beforeAll(async () => {
  const apis = await loadAllApis(siteDir);
  for (const api of API_DOCUMENTS) {
    const document = publishedDocument(apis.get(api.id)!, SITE_URL);
    published.set(api.id, document);
    writeFileSync(path.join(work, `${api.download}.json`), JSON.stringify(document, null, 2));
  }
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

interface RedoclyReport {
  problems: {message: string; ruleId: string; severity: string; location: {pointer: string}[]}[];
}
const redoclyReports = new Map<string, RedoclyReport>();

/** Redocly's recommended rules on a published document, run once per document. */
function redoclyReport(download: string): RedoclyReport {
  let report = redoclyReports.get(download);
  if (!report) {
    const result = spawnSync(
      process.execPath,
      [
        path.join(siteDir, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        path.join(work, `${download}.json`),
        '--extends=recommended',
        '--format=json',
      ],
      {cwd: work, encoding: 'utf8'},
    );
    report = JSON.parse(result.stdout) as RedoclyReport;
    redoclyReports.set(download, report);
  }
  return report;
}

describe.each(API_DOCUMENTS.map((api) => [api.id, api] as const))(
  'the published %s document',
  (id, api) => {
    it('has zero errors under Redocly recommended', () => {
      const report = redoclyReport(api.download);
      expect(
        report.problems
          .filter((problem) => problem.severity === 'error')
          .map(
            (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
          ),
      ).toEqual([]);
    });

    it('has zero errors under spectral:oas', async () => {
      const spectral = new Spectral();
      spectral.setRuleset({extends: [[oas as never, 'recommended']]});
      const results = await spectral.run(
        new Document(JSON.stringify(published.get(id)), Json, `${api.download}.json`),
      );
      expect(
        results
          .filter((result) => result.severity === 0)
          .map((result) => `${result.code}: ${result.message} (${result.path.join('.')})`),
      ).toEqual([]);
    });

    it('validates with @apidevtools/swagger-parser', async () => {
      await expect(
        SwaggerParser.validate(structuredClone(published.get(id)) as never),
      ).resolves.toBeTruthy();
    });

    it('has no Redocly warning but the ambiguous paths the panel itself serves', () => {
      const report = redoclyReport(api.download);
      // /servers/external/{external_id} and /servers/{server}/details (and the other actions) have the
      // same shape. They are the panel's own routes (`routes/api-application.php`, c39a7be8 and
      // 0.7.19): most pairs differ in method, and where both are GET (`{server}/databases`) a server
      // id is an integer, so `external` is never one. Renaming a path would misdescribe the API.
      const unexpected = report.problems.filter(
        (problem) =>
          !(
            problem.ruleId === 'no-ambiguous-paths' &&
            /`\/api\/application\/servers\/external\/\{external_id\}` and `\/api\/application\/servers\/\{server\}\/[a-z]+`/.test(
              problem.message,
            )
          ),
      );
      expect(
        unexpected.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`),
      ).toEqual([]);
    });

    it('reads the same from the YAML download with a YAML 1.1 loader (timestamps stay strings)', () => {
      const document = published.get(id)!;
      expect(parse(publishedYaml(document), {schema: 'yaml-1.1'})).toEqual(
        JSON.parse(JSON.stringify(document)),
      );
    });

    it('names a contact and a license', () => {
      const info = published.get(id)!.info;
      expect(info.contact?.url).toMatch(/^https?:\/\//);
      expect(info.license).toEqual({name: 'MIT', identifier: 'MIT'});
    });

    it('links to the site with absolute URLs only', () => {
      expect(JSON.stringify(published.get(id)).match(/\]\(\/(?!\/)[^)]*\)/g) ?? []).toEqual([]);
    });
  },
);

/** Type-level checks: a 2xx body or a request body typed `unknown` or `Record<string, never>` does not compile. */
const CHECKER = `
type IsUnknown<T> = unknown extends T ? true : false;
type IsEmptyObject<T> = T extends Record<string, never> ? ([keyof T] extends [never] ? true : false) : false;
export declare function typed<T>(where: IsUnknown<T> extends true ? 'is unknown' : IsEmptyObject<T> extends true ? 'is Record<string, never>' : string): void;
`;

function compile(files: Readonly<Record<string, string>>): string[] {
  const dir = mkdtempSync(path.join(work, 'ts-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(dir, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined;
    return `${diagnostic.file ? path.basename(diagnostic.file.fileName) : ''}:${where ? where.line + 1 : 0}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

describe('types generated with openapi-typescript', () => {
  it('give every request body and every 2xx response of every document a real type', async () => {
    const files: Record<string, string> = {'checker.ts': CHECKER};
    const checks: string[] = [];
    for (const [index, api] of API_DOCUMENTS.entries()) {
      const document = published.get(api.id)!;
      files[`api${index}.ts`] = astToString(await openapiTS(structuredClone(document) as never));
      for (const {method, path: routePath, operation} of operationsOf(document)) {
        const at = `A${index}.paths[${JSON.stringify(routePath)}][${JSON.stringify(method)}]`;
        for (const contentType of Object.keys(operation.requestBody?.content ?? {})) {
          checks.push(
            `typed<NonNullable<${at}['requestBody']>['content'][${JSON.stringify(contentType)}]>(${JSON.stringify(`${api.id} ${method} ${routePath} body`)});`,
          );
        }
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const contentType of status.startsWith('2')
            ? Object.keys(response.content ?? {})
            : []) {
            checks.push(
              `typed<${at}['responses'][${status}]['content'][${JSON.stringify(contentType)}]>(${JSON.stringify(`${api.id} ${method} ${routePath} ${status}`)});`,
            );
          }
        }
      }
    }
    files['checks.ts'] =
      `import {typed} from './checker';\n${API_DOCUMENTS.map((_, index) => `import type * as A${index} from './api${index}';`).join('\n')}\n${checks.join('\n')}\n`;
    expect(checks.length).toBeGreaterThan(100);
    expect(compile(files)).toEqual([]);
  }, 120_000);

  it('type a client program: a valid create-server body compiles and a wrong one does not', async () => {
    const api = API_DOCUMENTS.find((candidate) => candidate.id === 'application')!;
    const types = astToString(
      await openapiTS(structuredClone(published.get('application')) as never),
    );
    const program = (body: string): Record<string, string> => ({
      'api.ts': types,
      'client.ts': `import type {paths} from './api';
type CreateServer = paths['/api/application/servers']['post']['requestBody']['content']['application/json'];
type Created = paths['/api/application/servers']['post']['responses'][201]['content']['application/json'];
export async function createServer(panel: string, key: string, body: CreateServer): Promise<Created> {
  const response = await fetch(\`\${panel}/api/application/servers\`, {method: 'POST', headers: {Authorization: \`Bearer \${key}\`, Accept: 'application/json', 'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  return (await response.json()) as Created;
}
export const created = createServer('https://panel.example.com', 'ptla_x', ${body}).then((server) => server.attributes.uuid);
`,
    });
    const valid = `{name: 'Survival', user: 3, egg: 5, docker_image: 'ghcr.io/pterodactyl/yolks:java_21', startup: 'java -jar server.jar', environment: {SERVER_JARFILE: 'server.jar'}, limits: {memory: 4096, swap: 0, disk: 10240, io: 500, cpu: 200}, feature_limits: {databases: 1, allocations: 1, backups: 2}, allocation: {default: 41}}`;
    expect(api.download).toBeTruthy();
    expect(compile(program(valid))).toEqual([]);
    // Limits as a string, and neither an allocation nor a deploy block: both are type errors.
    const wrong = `{name: 'Survival', user: 3, egg: 5, docker_image: 'x', startup: 'y', environment: {}, limits: 'string', feature_limits: {databases: 1, allocations: 1, backups: 2}}`;
    expect(compile(program(wrong)).join('\n')).toMatch(/client\.ts:8: /);
  }, 120_000);
});

const pascal = (operationId: string): string =>
  operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** Types and client generated by @hey-api/openapi-ts from one published document, as files for `compile`. */
async function heyApiFiles(id: string, prefix: string): Promise<Record<string, string>> {
  const output = mkdtempSync(path.join(work, 'hey-'));
  await createClient({
    input: path.join(work, `${API_DOCUMENTS.find((api) => api.id === id)!.download}.json`),
    output,
    plugins: ['@hey-api/typescript', '@hey-api/client-fetch', '@hey-api/sdk'],
    logs: {level: 'silent'},
  });
  return Object.fromEntries(
    filesUnderDir(output).map((file) => [
      path.join(prefix, file),
      readFileSync(path.join(output, file), 'utf8'),
    ]),
  );
}

function filesUnderDir(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnderDir(dir, path.join(under, entry.name))
      : [path.join(under, entry.name)],
  );
}

describe('types generated with @hey-api/openapi-ts', () => {
  it('give every request body and every 2xx response of every document a real type', async () => {
    const files: Record<string, string> = {'checker.ts': CHECKER};
    const checks: string[] = [];
    for (const [index, api] of API_DOCUMENTS.entries()) {
      Object.assign(files, await heyApiFiles(api.id, `api${index}`));
      for (const {method, path: routePath, operation} of operationsOf(published.get(api.id)!)) {
        const name = pascal(operation.operationId!);
        if (Object.keys(operation.requestBody?.content ?? {}).length > 0) {
          checks.push(
            `typed<H${index}.${name}Data['body']>(${JSON.stringify(`${api.id} ${method} ${routePath} body`)});`,
          );
        }
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (
            status.startsWith('2') &&
            status !== '204' &&
            Object.keys(response.content ?? {}).length > 0
          ) {
            checks.push(
              `typed<H${index}.${name}Responses[${status}]>(${JSON.stringify(`${api.id} ${method} ${routePath} ${status}`)});`,
            );
          }
        }
      }
    }
    files['checks.ts'] =
      `import {typed} from './checker';\n${API_DOCUMENTS.map((_, index) => `import type * as H${index} from './api${index}/types.gen';`).join('\n')}\n${checks.join('\n')}\n`;
    expect(checks.length).toBeGreaterThan(100);
    expect(compile(files)).toEqual([]);
  }, 180_000);
});

/** A value of a schema's type, for filling a required field the documented example leaves out. */
function sampleOf(schema: SchemaObject | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema?.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return 'x';
    case 'array':
      return [sampleOf(schema?.items)];
    case 'object':
      return Object.fromEntries(
        (schema?.required ?? []).map((name) => [name, sampleOf(schema?.properties?.[name])]),
      );
    default:
      throw new Error(`no sample for a schema of type ${String(type)}`);
  }
}

interface BodyCase {
  readonly label: string;
  readonly body: Record<string, unknown>;
  readonly valid: boolean;
}

/**
 * For every operation whose published body has required-field alternatives (`allOf: [base, {anyOf}]`):
 * each alternative filled in (must compile), a body with none of them, each alternative missing one
 * of its fields, and each object field of an alternative missing one of its own required fields
 * (such as `deploy` without `locations`): each of those must not compile.
 */
function alternativeBodies(document: OpenApiDocument): {operationId: string; cases: BodyCase[]}[] {
  const found: {operationId: string; cases: BodyCase[]}[] = [];
  for (const {operation} of operationsOf(document)) {
    const media = operation.requestBody?.content['application/json'];
    const [base, choice] = media?.schema?.allOf ?? [];
    if (!base || !choice?.anyOf) {
      continue;
    }
    const example = media!.example as Record<string, unknown>;
    const alternatives = choice.anyOf;
    const alternativeFields = new Set(
      alternatives.flatMap((alternative) => alternative.required ?? []),
    );
    const withoutAlternatives = Object.fromEntries(
      Object.entries(example).filter(([key]) => !alternativeFields.has(key)),
    );
    const cases: BodyCase[] = [{label: 'no alternative', body: withoutAlternatives, valid: false}];
    for (const alternative of alternatives) {
      const fields = alternative.required ?? [];
      const filled = {
        ...withoutAlternatives,
        ...Object.fromEntries(
          fields.map((field) => [
            field,
            example[field] ?? sampleOf(alternative.properties?.[field]),
          ]),
        ),
      };
      cases.push({label: `with ${fields.join(', ')}`, body: filled, valid: true});
      for (const field of fields.length > 1 ? fields : []) {
        cases.push({
          label: `${fields.join(', ')} without ${field}`,
          body: Object.fromEntries(Object.entries(filled).filter(([key]) => key !== field)),
          valid: false,
        });
      }
      for (const field of fields) {
        const inner = alternative.properties?.[field];
        for (const nested of inner?.required ?? []) {
          const value = Object.fromEntries(
            Object.entries(filled[field] as Record<string, unknown>).filter(
              ([key]) => key !== nested,
            ),
          );
          cases.push({
            label: `${field} without ${nested}`,
            body: {...filled, [field]: value},
            valid: false,
          });
        }
      }
    }
    found.push({operationId: operation.operationId!, cases});
  }
  return found;
}

describe('a body that misses a field of a required-field alternative', () => {
  const generators = [
    [
      'openapi-typescript',
      async (): Promise<{
        files: Record<string, string>;
        bodyType: (method: string, routePath: string, operationId: string) => string;
      }> => ({
        files: {
          'api.ts': astToString(
            await openapiTS(structuredClone(published.get('application')) as never),
          ),
        },
        bodyType: (method, routePath) =>
          `import('./api').paths[${JSON.stringify(routePath)}][${JSON.stringify(method)}]['requestBody']['content']['application/json']`,
      }),
    ],
    [
      '@hey-api/openapi-ts',
      async (): Promise<{
        files: Record<string, string>;
        bodyType: (method: string, routePath: string, operationId: string) => string;
      }> => ({
        files: await heyApiFiles('application', 'api'),
        bodyType: (_method, _path, operationId) =>
          `import('./api/types.gen').${pascal(operationId)}Data['body']`,
      }),
    ],
  ] as const;

  it.each(generators)(
    'does not compile against %s types, and each alternative filled in does',
    async (_name, generate) => {
      const document = published.get('application')!;
      const operations = alternativeBodies(document);
      // create-server (allocation or deploy) and update-build (limits or the older top-level fields).
      expect(operations.map(({operationId}) => operationId).sort()).toEqual([
        'createServer',
        'updateServerBuild',
      ]);
      const {files, bodyType} = await generate();
      const lines: string[] = [];
      const expected: {line: number; case: BodyCase; operationId: string}[] = [];
      for (const {operationId, cases} of operations) {
        const {method, path: routePath} = [...operationsOf(document)].find(
          ({operation}) => operation.operationId === operationId,
        )!;
        for (const bodyCase of cases) {
          lines.push(
            `export const body${lines.length}: ${bodyType(method, routePath, operationId)} = ${JSON.stringify(bodyCase.body)};`,
          );
          expected.push({line: lines.length, case: bodyCase, operationId});
        }
      }
      const failing = new Set(
        compile({...files, 'bodies.ts': `${lines.join('\n')}\n`})
          .filter((error) => error.startsWith('bodies.ts:'))
          .map((error) => Number(error.split(':')[1])),
      );
      const wrongResults = expected
        .filter(({line, case: bodyCase}) => failing.has(line) === bodyCase.valid)
        .map(
          ({operationId, case: bodyCase}) =>
            `${operationId} ${bodyCase.label}: ${bodyCase.valid ? 'refused' : 'compiles'}`,
        );
      expect(wrongResults).toEqual([]);
      expect(expected.filter(({case: bodyCase}) => !bodyCase.valid).length).toBeGreaterThanOrEqual(
        12,
      );
    },
    180_000,
  );
});

/** Request body types openapi-python-client generates code for (the generator's bodies.py parser module); it skips the others. */
const PYTHON_BODY_TYPES = [
  /^application\/json$/,
  /\+json$/,
  /^application\/x-www-form-urlencoded$/,
  /^multipart\/form-data$/,
  /^application\/octet-stream$/,
];

/** What kind of property openapi-python-client makes of a schema, in the order it checks (`property_from_data`). */
function pythonKind(schema: SchemaObject): string {
  if (schema.$ref) return `model ${schema.$ref}`;
  if (schema.type === 'boolean') return 'boolean';
  if (schema.enum) return `enum ${typeof schema.enum[0] === 'number' ? 'int' : 'str'}`;
  if (schema.anyOf || schema.oneOf || Array.isArray(schema.type)) return 'union';
  if (schema.const !== undefined) return 'const';
  if (schema.type === 'string')
    return ['date', 'date-time', 'binary', 'uuid'].includes(schema.format ?? '')
      ? `string ${schema.format}`
      : 'string';
  if (schema.type === 'integer') return 'int';
  if (schema.type === 'number') return 'float';
  if (schema.type === 'null') return 'null';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'object' || schema.allOf || schema.properties) return 'model';
  return 'any';
}

/** Whether openapi-python-client can merge two definitions of one property in `allOf` (`merge_properties.py`). */
function pythonMerges(first: string, second: string): boolean {
  if (first === 'any' || second === 'any' || first === second) return true;
  const enumKind = [first, second].find((kind) => kind.startsWith('enum '));
  if (enumKind) {
    const other = first === enumKind ? second : first;
    return (
      other.startsWith('enum ') ||
      (enumKind === 'enum str' && other === 'string') ||
      (enumKind === 'enum int' && other === 'int')
    );
  }
  const pair = [first, second].sort().join(' + ');
  return pair === 'float + int' || /^string \+ string (date|date-time|binary)$/.test(pair);
}

/**
 * The project's lint for Python generators: a property defined in two `allOf` members with kinds
 * openapi-python-client cannot merge (it drops the whole schema, and every response using it), and
 * a request body with no content type it reads (it drops the operation).
 */
function shapesPythonGeneratorsDrop(document: OpenApiDocument): string[] {
  const schemas =
    (document as {components?: {schemas?: Record<string, SchemaObject>}}).components?.schemas ?? {};
  const resolve = (schema: SchemaObject): SchemaObject =>
    schema.$ref?.startsWith('#/components/schemas/')
      ? (schemas[schema.$ref.slice('#/components/schemas/'.length)] ?? schema)
      : schema;
  const problems: string[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}/${index}`));
      return;
    }
    if (value === null || typeof value !== 'object') {
      return;
    }
    const object = value as Record<string, unknown>;
    const allOf = object['allOf'] as SchemaObject[] | undefined;
    if (Array.isArray(allOf)) {
      const seen = new Map<string, string>();
      for (const member of allOf.map(resolve)) {
        for (const [name, property] of Object.entries(member.properties ?? {})) {
          const kind = pythonKind(property);
          const before = seen.get(name);
          if (before !== undefined && !pythonMerges(before, kind)) {
            problems.push(`${where}: allOf defines "${name}" as ${before} and as ${kind}`);
          }
          seen.set(name, before === undefined || before === 'any' ? kind : before);
        }
      }
    }
    for (const [key, item] of Object.entries(object)) {
      if (key !== 'example' && key !== 'examples') {
        visit(item, `${where}/${key}`);
      }
    }
  };
  visit(document, '#');
  for (const {method, path: routePath, operation} of operationsOf(document)) {
    const types = Object.keys(operation.requestBody?.content ?? {});
    if (
      types.length > 0 &&
      !types.some((type) => PYTHON_BODY_TYPES.some((pattern) => pattern.test(type)))
    ) {
      problems.push(
        `${method.toUpperCase()} ${routePath}: no request body type Python generators read (${types.join(', ')})`,
      );
    }
  }
  return problems;
}

describe('the lint rule for shapes Python generators drop', () => {
  it.each(API_DOCUMENTS.map((api) => [api.id]))('finds none in the published %s document', (id) => {
    expect(shapesPythonGeneratorsDrop(published.get(id)!)).toEqual([]);
  });

  it('finds the shapes it is for: a const beside a string in allOf, and a text/plain-only body', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      components: {
        schemas: {
          Item: {type: 'object', properties: {code: {type: 'string'}, rank: {type: 'integer'}}},
        },
      },
      paths: {
        '/x': {
          post: {
            requestBody: {content: {'text/plain': {schema: {type: 'string'}}}},
            responses: {
              '422': {
                description: 'x',
                content: {
                  'application/json': {
                    schema: {
                      allOf: [
                        {$ref: '#/components/schemas/Item'},
                        {
                          properties: {
                            code: {const: 'ValidationException'},
                            rank: {type: 'number'},
                          },
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    } as unknown as OpenApiDocument;
    expect(shapesPythonGeneratorsDrop(document)).toEqual([
      '#/paths//x/post/responses/422/content/application/json/schema: allOf defines "code" as string and as const',
      'POST /x: no request body type Python generators read (text/plain)',
    ]);
  });
});
