/** The build-time engine: checks, render model, samples, loading errors and the remark plugin. */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, describe, expect, it} from 'vitest';
import {apiById, apiForDocFile} from '../../src/plugins/endpoints/openapi/apis';
import {checkDocument} from '../../src/plugins/endpoints/openapi/check';
import {loadApi, OpenApiError} from '../../src/plugins/endpoints/openapi/load';
import {
  bodyFields,
  buildEndpointModel,
  constraintsOf,
} from '../../src/plugins/endpoints/openapi/model';
import remarkEndpoints from '../../src/plugins/endpoints/remark';
import {acceptHeader, buildSamples, harRequest} from '../../src/plugins/endpoints/openapi/samples';
import type {OpenApiDocument, OperationObject} from '../../src/plugins/endpoints/openapi/types';

const siteDir = path.resolve(__dirname, '../..');
const scratchDirs: string[] = [];
afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A copy of the site's openapi/ folder that a test may break. */
function scratchSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-engine-'));
  scratchDirs.push(dir);
  cpSync(path.join(siteDir, 'openapi'), path.join(dir, 'openapi'), {recursive: true});
  return dir;
}

const client = apiById('client');

const powerOperation: OperationObject = {
  operationId: 'sendPowerSignal',
  summary: 'Change the power state',
  description: 'Sends a power signal.',
  tags: ['servers'],
  parameters: [
    {
      name: 'server',
      in: 'path',
      required: true,
      description: 'Server identifier.',
      schema: {type: 'string'},
      example: '1a7ce997',
    },
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['signal'],
          properties: {
            signal: {type: 'string', enum: ['start', 'stop'], description: 'The signal.'},
          },
        },
        example: {signal: 'start'},
      },
    },
  },
  responses: {'204': {description: 'Sent.'}},
  'x-permission': {start: 'control.start', stop: 'control.stop'},
  'x-source':
    'https://github.com/pterodactyl/panel/blob/v1.11.8/app/Http/Controllers/Api/Client/Servers/PowerController.php',
};

describe('constraintsOf', () => {
  it('describes the limits a schema sets', () => {
    expect(constraintsOf({type: 'string', minLength: 1, maxLength: 191})).toEqual([
      '1 to 191 characters',
    ]);
    expect(constraintsOf({type: 'integer', minimum: 10, maximum: 1000})).toEqual(['10 to 1000']);
    expect(constraintsOf({type: 'integer', minimum: -1})).toEqual(['At least -1']);
    expect(constraintsOf({type: 'string', minLength: 6, maxLength: 6})).toEqual([
      'Exactly 6 characters',
    ]);
    expect(constraintsOf({type: 'array', maxItems: 50})).toEqual(['At most 50 items']);
    expect(constraintsOf({type: ['string', 'null'], enum: ['a', 'b', null]})).toEqual([
      'One of `a`, `b`',
    ]);
    expect(constraintsOf({type: 'string', pattern: '^[\\w-]+$', format: 'email'})).toEqual([
      'Matches `^[\\w-]+$`',
      'An email address',
    ]);
    expect(constraintsOf({type: 'integer', default: 50})).toEqual(['Default `50`']);
  });
});

describe('bodyFields', () => {
  it('flattens nested objects and lists of objects, keeping required flags', () => {
    const rows = bodyFields({
      type: 'object',
      required: ['limits', 'files'],
      properties: {
        limits: {
          type: 'object',
          required: ['memory'],
          properties: {
            memory: {type: 'integer', 'x-rules': 'required|numeric|min:0'},
            threads: {type: ['string', 'null']},
          },
        },
        files: {
          type: 'array',
          items: {
            type: 'object',
            required: ['from'],
            properties: {from: {type: 'string'}, to: {type: 'string'}},
          },
        },
        tags: {type: 'array', items: {type: 'string'}},
      },
    });
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['limits', 'object', true],
      ['limits.memory', 'integer', true],
      ['limits.threads', 'string | null', false],
      ['files', 'array of objects', true],
      ['files[].from', 'string', true],
      ['files[].to', 'string', false],
      ['tags', 'array of strings', false],
    ]);
    expect(rows[1]?.rules).toBe('required|numeric|min:0');
  });
});

describe('buildEndpointModel', () => {
  it('models access by signal, parameters, body and responses', () => {
    const model = buildEndpointModel(
      client,
      'post',
      '/api/client/servers/{server}/power',
      powerOperation,
    );
    expect(model.method).toBe('POST');
    expect(model.access).toEqual({
      kind: 'byInput',
      keys: [
        {input: 'start', key: 'control.start'},
        {input: 'stop', key: 'control.stop'},
      ],
    });
    expect(model.statements.access).toBe(
      'Account key (ptlc_); subuser permission `control.start` for `start`, `control.stop` for `stop`',
    );
    expect(model.pathParams.map((field) => field.name)).toEqual(['server']);
    expect(model.body?.example).toBe('{\n  "signal": "start"\n}');
    expect(model.responses).toEqual([{status: '204', description: 'Sent.', fields: []}]);
    expect(model.samples.map((sample) => sample.language)).toEqual([
      'curl',
      'javascript',
      'python',
      'php',
      'go',
    ]);
  });

  it('models application key access', () => {
    const model = buildEndpointModel(apiById('application'), 'get', '/api/application/users', {
      ...powerOperation,
      requestBody: undefined,
      'x-permission': {resource: 'users', access: 'read'},
    });
    expect(model.access).toEqual({kind: 'application', resource: 'users', access: 'read'});
    expect(model.body).toBeNull();
  });
});

describe('samples', () => {
  it('build the request from the examples: path, query, headers and body', () => {
    const operation: OperationObject = {
      ...powerOperation,
      parameters: [
        ...(powerOperation.parameters ?? []),
        {
          name: 'include',
          in: 'query',
          description: 'Relations.',
          schema: {type: 'string'},
          example: 'egg',
        },
        {name: 'page', in: 'query', description: 'Page.', schema: {type: 'integer'}},
      ],
    };
    const request = harRequest(client, 'post', '/api/client/servers/{server}/power', operation);
    expect(request.url).toBe('https://panel.example.com/api/client/servers/1a7ce997/power');
    expect(request.queryString).toEqual([{name: 'include', value: 'egg'}]);
    expect(request.headers).toEqual([
      {name: 'Authorization', value: 'Bearer ptlc_YOUR_API_KEY'},
      {name: 'Accept', value: 'application/json'},
      {name: 'Content-Type', value: 'application/json'},
    ]);
    const curl =
      buildSamples(client, 'post', '/api/client/servers/{server}/power', operation).find(
        (sample) => sample.language === 'curl',
      )?.code ?? '';
    expect(curl).toContain('--request POST');
    expect(curl).toContain(
      'https://panel.example.com/api/client/servers/1a7ce997/power?include=egg',
    );
    expect(curl).toContain('{"signal":"start"}');
  });

  it('accept the success type of a non-JSON response, and JSON for errors', () => {
    expect(acceptHeader(powerOperation)).toBe('application/json');
    expect(
      acceptHeader({
        ...powerOperation,
        responses: {
          '200': {
            description: 'File.',
            content: {'text/plain': {schema: {type: 'string'}, example: 'x'}},
          },
        },
      }),
    ).toBe('text/plain, application/json');
  });

  it('read an empty response as a status and a text response as text in JavaScript', () => {
    const javascript = (operation: OperationObject): string =>
      buildSamples(client, 'post', '/api/client/servers/{server}/power', operation).find(
        (sample) => sample.language === 'javascript',
      )?.code ?? '';
    expect(javascript(powerOperation)).toContain('.then(response => response.status)');
    expect(javascript(powerOperation)).not.toContain('response.json()');
    const text = javascript({
      ...powerOperation,
      responses: {
        '200': {
          description: 'File.',
          content: {'text/plain': {schema: {type: 'string'}, example: 'x'}},
        },
      },
    });
    expect(text).toContain('.then(response => response.text())');
    const json = javascript({
      ...powerOperation,
      responses: {
        '200': {
          description: 'Item.',
          content: {'application/json': {schema: {type: 'object'}, example: {}}},
        },
      },
    });
    expect(json).toContain('.then(response => response.json())');
  });
});

describe('checkDocument', () => {
  const document = (operation: OperationObject): OpenApiDocument => ({
    openapi: '3.1.0',
    info: {title: 'T', version: '1'},
    tags: [{name: 'servers'}],
    paths: {'/api/client/servers/{server}/power': {post: operation}},
  });

  it('accepts a complete operation', () => {
    expect(checkDocument(document(powerOperation))).toEqual([]);
  });

  it('reports every missing part, naming the operation', () => {
    const {operationId: _id, 'x-source': _source, ...rest} = powerOperation;
    const broken: OperationObject = {
      ...rest,
      tags: ['nope'],
      parameters: [
        {name: 'server', in: 'path', required: true, description: 'x', schema: {type: 'string'}},
      ],
      responses: {'400': {description: 'Bad.'}},
    };
    const messages = checkDocument(document(broken)).map((problem) => problem.message);
    expect(messages).toEqual([
      'POST /api/client/servers/{server}/power: has no operationId',
      'POST /api/client/servers/{server}/power: must have exactly one tag declared in the document\'s tags, has ["nope"]',
      'POST /api/client/servers/{server}/power: needs x-source: a link to the panel source file at the release tag or commit it was read at',
      'POST /api/client/servers/{server}/power: parameter "server" needs an example (code samples use it)',
      'POST /api/client/servers/{server}/power: has no 2xx response',
    ]);
  });
});

describe('loading a broken API description', () => {
  it('fails on invalid YAML, naming the file and the line', async () => {
    const dir = scratchSite();
    const file = path.join(dir, 'openapi/client/paths/files.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n  bad: [unclosed\n`);
    await expect(loadApi(dir, client)).rejects.toThrow(/openapi\/client\/paths\/files\.yaml/);
  });

  it('fails on a $ref that does not resolve, naming the file', async () => {
    const dir = scratchSite();
    const file = path.join(dir, 'openapi/client/paths/backups.yaml');
    const original = readFileSync(file, 'utf8');
    const broken = original.replace(
      '../../shared/common.yaml#/responses/Unauthorized',
      '../../shared/common.yaml#/responses/NoSuchResponse',
    );
    expect(broken).not.toBe(original);
    writeFileSync(file, broken);
    const error = await loadApi(dir, client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).file).toBe('openapi/client/paths/backups.yaml');
    expect((error as OpenApiError).message).toMatch(/Can't resolve \$ref/);
  });

  it('fails on an operation that misses what a page needs, naming the file', async () => {
    const dir = scratchSite();
    const file = path.join(dir, 'openapi/client/paths/network.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n\s+x-source: [^\n]+/, ''));
    const error = await loadApi(dir, client).catch((caught: unknown) => caught);
    expect((error as OpenApiError).file).toBe('openapi/client/paths/network.yaml');
    expect((error as OpenApiError).message).toMatch(/needs x-source/);
  });

  it('fails on a malformed source anchor, naming the file, the operation, the response and the problem', async () => {
    const dir = scratchSite();
    const file = path.join(dir, 'openapi/client/paths/backups.yaml');
    const original = readFileSync(file, 'utf8');
    // listBackups' 200 is anchored to its controller first: make that anchor's repository one that does not exist.
    const broken = original.replace(
      /\n {6}"200":\n {8}x-source:\n {10}- repo: panel\n/,
      '\n      "200":\n        x-source:\n          - repo: daemon\n',
    );
    expect(broken).not.toBe(original);
    writeFileSync(file, broken);
    const error = await loadApi(dir, client).catch((caught: unknown) => caught);
    expect((error as OpenApiError).file).toBe('openapi/client/paths/backups.yaml');
    expect((error as OpenApiError).message).toMatch(
      /GET \/api\/client\/servers\/\{server\}\/backups \(listBackups\): response 200: x-source\[0\]\.repo must be panel or wings, found "daemon"/,
    );
  });

  it('fails when the root document is missing', async () => {
    const dir = scratchSite();
    rmSync(path.join(dir, 'openapi/application/openapi.yaml'));
    await expect(loadApi(dir, apiById('application'))).rejects.toThrow(
      /openapi\/application\/openapi\.yaml:\n {2}- does not exist/,
    );
  });
});

describe('the remark plugin', () => {
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'endpoint-data-'));
  scratchDirs.push(generatedFilesDir);
  const render = (source: string, file: string) =>
    compile(
      {value: source, path: path.join(siteDir, file)},
      {remarkPlugins: [[remarkEndpoints, {siteDir, generatedFilesDir}]]},
    );

  it('knows which API a page documents from its path', () => {
    expect(apiForDocFile(path.join(siteDir, 'docs/api/client/files.mdx'))?.id).toBe('client');
    expect(
      apiForDocFile(path.join(siteDir, 'versioned_docs/version-0.7/api/application/users.mdx'))?.id,
    ).toBe('legacy-application');
    expect(apiForDocFile(path.join(siteDir, 'docs/intro.md'))).toBeUndefined();
  });

  it('replaces an Endpoint with the block, and writes its data to the file the page loads it from', async () => {
    const output = String(
      await render(
        '## List a directory\n\n<Endpoint operationId="listFiles" />\n',
        'docs/api/client/files.mdx',
      ),
    );
    expect(output).toContain('@site/src/plugins/endpoints/client/EndpointBlock');
    // Named by its content too, so a warm build never imports the data of an earlier one.
    const request =
      /import\("@generated\/(site-endpoints\/client\/files\.[0-9a-f]{12}\.json)"\)/.exec(output);
    expect(request, output).not.toBeNull();
    expect(output).toContain('["listFiles"]');
    expect(output).toMatch(/await preloadPageEndpoints\(/);
    expect(output).not.toContain('Endpoint operationId');
    const data = JSON.parse(
      readFileSync(path.join(generatedFilesDir, request![1]!), 'utf8'),
    ) as Record<string, {path: string; description: unknown[]}>;
    expect(Object.keys(data)).toEqual(['listFiles']);
    expect(data['listFiles']?.path).toBe('/api/client/servers/{server}/files/list');
    expect(data['listFiles']?.description.length).toBeGreaterThan(0);
  });

  it('fails naming the page for an operation placed twice', async () => {
    await expect(
      render(
        '## One\n\n<Endpoint operationId="listFiles" />\n\n## Two\n\n<Endpoint operationId="listFiles" />\n',
        'docs/api/client/files.mdx',
      ),
    ).rejects.toThrow(
      /docs\/api\/client\/files\.mdx: <Endpoint operationId="listFiles" \/> appears twice/,
    );
  });

  it('fails naming the page for an unknown operation', async () => {
    await expect(
      render('## Nope\n\n<Endpoint operationId="doesNotExist" />\n', 'docs/api/client/files.mdx'),
    ).rejects.toThrow(
      /docs\/api\/client\/files\.mdx: <Endpoint operationId="doesNotExist" \/> names no operation of openapi\/client\/openapi\.yaml/,
    );
  });

  it('fails when an Endpoint has no heading of its own', async () => {
    await expect(
      render('Some text.\n\n<Endpoint operationId="listFiles" />\n', 'docs/api/client/files.mdx'),
    ).rejects.toThrow(/must come right after its own heading/);
  });

  it('refuses Endpoint elements outside the API pages', async () => {
    await expect(
      render('## X\n\n<Endpoint operationId="listFiles" />\n', 'docs/index.mdx'),
    ).rejects.toThrow(/only allowed on the API reference pages/);
  });
});
