/**
 * The Typed clients guide's programs: the guide's own generator commands run on the documents
 * downloaded from the built site, the programs compiled against what they generate (strict), and
 * run against Prism on the same documents (every request must pass Prism's validation).
 */
import {copyFileSync, readFileSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {expect} from '@playwright/test';
import ts from 'typescript';
import {download, pageCommand, root, run, test, type Process} from './support/mockKit';

const guide = readFileSync(path.join(root, 'docs/guides/typed-clients.mdx'), 'utf8');
const PROGRAMS = ['client-tasks.ts', 'create-server.ts'];

/** Where `npx <package>` finds each generator's command in this project's node_modules. */
const GENERATORS: Readonly<Record<string, string>> = {
  'openapi-typescript': 'node_modules/openapi-typescript/bin/cli.js',
  '@hey-api/openapi-ts': 'node_modules/@hey-api/openapi-ts/bin/run.js',
};

test.describe.configure({timeout: 180_000});

/** A folder with both documents downloaded, both generators run with the guide's commands, and the programs beside them. */
async function generatedClients(request: Parameters<typeof download>[0]): Promise<string> {
  const {dir} = await download(request, '/openapi/pterodactyl-client-api-v1.json');
  const application = await download(request, '/openapi/pterodactyl-application-api-v1.json');
  copyFileSync(application.file, path.join(dir, 'pterodactyl-application-api-v1.json'));
  // The programs import openapi-fetch as an integrator's project would: from its node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [name, bin] of Object.entries(GENERATORS)) {
    const words = pageCommand(guide, `npx ${name} `);
    const generator = run(process.execPath, [path.join(root, bin), ...words.slice(2)], {cwd: dir});
    expect(await generator.exit, `${words.join(' ')}\n${generator.output.stderr}`).toBe(0);
  }
  for (const program of PROGRAMS) {
    copyFileSync(path.join(root, 'examples/typed-clients', program), path.join(dir, program));
  }
  return dir;
}

function runProgram(dir: string, program: string, env: NodeJS.ProcessEnv): Process {
  return run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), program], {
    cwd: dir,
    env,
  });
}

test("the guide's programs compile against the generated clients and run against Prism", async ({
  request,
  prism,
}) => {
  // Both mocks first: the downloads then come before the compiler holds this worker for seconds.
  const clientMock = await prism('pterodactyl-client-api-v1.yaml');
  const applicationMock = await prism('pterodactyl-application-api-v1.yaml');
  const clientViolations = clientMock.violationsFromNow();
  const applicationViolations = applicationMock.violationsFromNow();
  const dir = await generatedClients(request);
  const program = ts.createProgram(
    PROGRAMS.map((file) => path.join(dir, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [path.join(root, 'node_modules/@types')],
    },
  );
  expect(
    ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')),
  ).toEqual([]);

  const tasks = runProgram(dir, 'client-tasks.ts', {
    PANEL_URL: clientMock.url,
    CLIENT_API_KEY: 'ptlc_TestKeyForTheTypedClientGuide000000000000',
  });
  expect(await tasks.exit, tasks.output.stderr).toBe(0);
  expect(tasks.output.stdout).toMatch(/^[0-9a-f]{8} {2}\S/m);
  expect(tasks.output.stdout).toMatch(/Restart sent to [0-9a-f]{8} \(204\)\./);

  const created = runProgram(dir, 'create-server.ts', {
    PANEL_URL: applicationMock.url,
    APPLICATION_API_KEY: 'ptla_TestKeyForTheTypedClientGuide000000000000',
  });
  expect(await created.exit, created.output.stderr).toBe(0);
  expect(created.output.stdout).toMatch(/Created server \d+ \([0-9a-f]{8}\) on node \d+\./);

  expect([...clientViolations(), ...applicationViolations()]).toEqual([]);
});

test('the guide names the generator versions it was tested with', () => {
  for (const name of ['openapi-typescript', 'openapi-fetch', '@hey-api/openapi-ts']) {
    const {version} = JSON.parse(
      readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as {version: string};
    expect(guide, name).toMatch(
      new RegExp(`${name.replace(/[/@.-]/g, '\\$&')}[^.]*? ${version.replace(/\./g, '\\.')}\\b`),
    );
  }
});

test('a program stops with a clear message when its settings are missing', async ({request}) => {
  const dir = await generatedClients(request);
  const tasks = runProgram(dir, 'client-tasks.ts', {PANEL_URL: '', CLIENT_API_KEY: ''});
  expect(await tasks.exit).toBe(1);
  expect(tasks.output.stderr).toContain('Set PANEL_URL');
});
