/**
 * The published documents (what readers download) work in the tools integrators feed them to:
 * Redocly's recommended rules, Spectral's `spectral:oas`, `@apidevtools/swagger-parser`, and
 * openapi-typescript, whose types must give every request body and every 2xx response a real
 * type (checked by compiling against them with the TypeScript compiler in strict mode).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {Document, Spectral} from '@stoplight/spectral-core';
import {Json} from '@stoplight/spectral-parsers';
import {oas} from '@stoplight/spectral-rulesets';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis} from '../../src/plugins/endpoints/openapi/load';
import {publishedDocument} from '../../src/plugins/endpoints/openapi/published';
import {operationsOf, type OpenApiDocument} from '../../src/plugins/endpoints/openapi/types';

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

describe.each(API_DOCUMENTS.map((api) => [api.id, api] as const))('the published %s document', (id, api) => {
  it('has zero errors under Redocly recommended', () => {
    const result = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', path.join(work, `${api.download}.json`), '--extends=recommended', '--format=json'], {
      cwd: work,
      encoding: 'utf8',
    });
    const report = JSON.parse(result.stdout) as {problems: {message: string; ruleId: string; severity: string; location: {pointer: string}[]}[]};
    expect(report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`)).toEqual([]);
  });

  it('has zero errors under spectral:oas', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({extends: [[oas as never, 'recommended']]});
    const results = await spectral.run(new Document(JSON.stringify(published.get(id)), Json, `${api.download}.json`));
    expect(results.filter((result) => result.severity === 0).map((result) => `${result.code}: ${result.message} (${result.path.join('.')})`)).toEqual([]);
  });

  it('validates with @apidevtools/swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(published.get(id)) as never)).resolves.toBeTruthy();
  });

  it('links to the site with absolute URLs only', () => {
    expect(JSON.stringify(published.get(id)).match(/\]\(\/(?!\/)[^)]*\)/g) ?? []).toEqual([]);
  });
});

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
    {strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true},
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
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
          checks.push(`typed<NonNullable<${at}['requestBody']>['content'][${JSON.stringify(contentType)}]>(${JSON.stringify(`${api.id} ${method} ${routePath} body`)});`);
        }
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const contentType of status.startsWith('2') ? Object.keys(response.content ?? {}) : []) {
            checks.push(`typed<${at}['responses'][${status}]['content'][${JSON.stringify(contentType)}]>(${JSON.stringify(`${api.id} ${method} ${routePath} ${status}`)});`);
          }
        }
      }
    }
    files['checks.ts'] = `import {typed} from './checker';\n${API_DOCUMENTS.map((_, index) => `import type * as A${index} from './api${index}';`).join('\n')}\n${checks.join('\n')}\n`;
    expect(checks.length).toBeGreaterThan(100);
    expect(compile(files)).toEqual([]);
  }, 120_000);

  it('type a client program: a valid create-server body compiles and a wrong one does not', async () => {
    const api = API_DOCUMENTS.find((candidate) => candidate.id === 'application')!;
    const types = astToString(await openapiTS(structuredClone(published.get('application')) as never));
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
