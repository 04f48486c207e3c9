/**
 * The extractor on rule objects and computed permissions, on a tiny repository written here (not
 * the panel's code), released twice: a model whose own getRules() adds rule objects (as the
 * panel's User does with `UserEmail` in 1.14.1), a FormRequest whose authorize() checks a
 * permission computed from two request fields (as StoreTaskRequest does with
 * Task::permissionForAction in 1.14.1), and a controller that checks a permission computed from
 * stored records in a private method (ScheduleController::authorizeTasks, 1.14.1 only). The second
 * release drops the rule object and the controller check, as 1.15.0 did.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ExtractionError, extractAll} from '../../../scripts/facts/extract';
import type {ReleasePoint} from '../../../scripts/facts/releases.config';
import type {PanelRoute} from '../../../schema/releaseTables';
import {BASE_MODEL, release, writeTree} from './support/fixtureRepo';

const work = mkdtempSync(path.join(tmpdir(), 'facts-computed-'));

const routes = `<?php
use Illuminate\\Support\\Facades\\Route;
use Pterodactyl\\Http\\Controllers\\Api\\Client;

Route::post('/account/email', [Client\\AccountController::class, 'email']);
Route::post('/jobs', [Client\\JobController::class, 'store']);
Route::post('/jobs/{job}/run', [Client\\JobController::class, 'run']);
Route::post('/notes', [Client\\JobController::class, 'note']);
`;

const personModel = (emailRule: string) => `<?php
namespace Pterodactyl\\Models;

use Pterodactyl\\Rules\\NoLeadingDash;
use Illuminate\\Validation\\Rules\\In;

class Person extends Model
{
    public static array $validationRules = [
        'email' => 'required|email|unique:people,email',
        'language' => 'string',
    ];

    public static function getRules(): array
    {
        $rules = parent::getRules();

        $rules['language'][] = new In(['en', 'de']);
${emailRule}
        return $rules;
    }
}
`;

const jobController = (privateCheck: boolean) => `<?php
namespace Pterodactyl\\Http\\Controllers\\Api\\Client;

use Pterodactyl\\Models\\Job;
use Pterodactyl\\Http\\Requests\\StoreJobRequest;
use Pterodactyl\\Http\\Requests\\NoteRequest;
use Pterodactyl\\Http\\Requests\\PlainRequest;

class JobController
{
    public function store(StoreJobRequest $request)
    {
        return null;
    }

    public function note(NoteRequest $request)
    {
        return null;
    }

    public function run(PlainRequest $request, $job)
    {
${privateCheck ? '        $this->checkSteps($request, $job);\n' : ''}        return null;
    }

    private function checkSteps(PlainRequest $request, $job): void
    {
        foreach ($job->steps as $step) {
            $needed = Job::permissionFor($step->kind, $step->detail);
            if (!$request->user()->can($needed)) {
                throw new \\Exception('no');
            }
        }
    }
}
`;

const files: Record<string, string> = {
  'app/Providers/RouteServiceProvider.php': `<?php
namespace Pterodactyl\\Providers;

use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Cache\\RateLimiting\\Limit;
use Illuminate\\Support\\Facades\\RateLimiter;

class RouteServiceProvider
{
    public function boot(): void
    {
        RateLimiter::for('api.client', fn ($request) => Limit::perMinute(60));
        RateLimiter::for('api.application', fn ($request) => Limit::perMinute(60));

        Route::middleware(['api', 'throttle:api.client'])->prefix('/api/client')->group(base_path('routes/api-client.php'));
        Route::middleware(['api', 'throttle:api.application'])->prefix('/api/application')->group(base_path('routes/api-application.php'));
    }
}
`,
  'app/Http/Kernel.php': `<?php
namespace Pterodactyl\\Http;

class Kernel
{
    protected $middlewareGroups = ['api' => []];
}
`,
  'config/http.php': '<?php\nreturn [];\n',
  'routes/api-client.php': routes,
  'routes/api-application.php': '<?php\n',
  'app/Models/Model.php': BASE_MODEL,
  'app/Models/Permission.php': `<?php
namespace Pterodactyl\\Models;

class Permission extends Model
{
    public const ACTION_JOB_EDIT = 'job.edit';
    public const ACTION_RUN_FAST = 'run.fast';
    public const ACTION_RUN_SLOW = 'run.slow';
    public const ACTION_SHELL = 'shell.use';

    protected static array $permissions = [];
}
`,
  'app/Models/Job.php': `<?php
namespace Pterodactyl\\Models;

class Job extends Model
{
    public const SPEEDS = ['fast', 'slow'];

    public static function permissionFor(string $kind, ?string $detail = null): ?string
    {
        switch ($kind) {
            case 'shell':
                return Permission::ACTION_SHELL;
            case 'run':
                switch ($detail) {
                    case 'fast':
                        return Permission::ACTION_RUN_FAST;
                    case 'slow':
                        return Permission::ACTION_RUN_SLOW;
                }
        }

        return null;
    }
}
`,
  'app/Http/Requests/PlainRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

class PlainRequest
{
    public function authorize(): bool
    {
        return true;
    }
}
`,
  'app/Http/Requests/UpdateEmailRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

use Pterodactyl\\Models\\Person;

class UpdateEmailRequest extends PlainRequest
{
    public function rules(): array
    {
        $rules = Person::getRules();

        return ['email' => $rules['email'], 'language' => $rules['language']];
    }
}
`,
  'app/Http/Requests/StoreJobRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

use Pterodactyl\\Models\\Job;
use Pterodactyl\\Models\\Permission;
use Illuminate\\Validation\\Rule;

class StoreJobRequest extends PlainRequest
{
    public function permission(): string
    {
        return Permission::ACTION_JOB_EDIT;
    }

    public function authorize(): bool
    {
        if (!parent::authorize()) {
            return false;
        }

        $permission = Job::permissionFor((string) $this->input('kind'), $this->input('detail'));

        return is_null($permission) || $this->user()->can($permission);
    }

    public function rules(): array
    {
        return [
            'kind' => 'required|in:shell,run,nothing',
            'detail' => ['nullable', Rule::when($this->input('kind') === 'run', [Rule::in(Job::SPEEDS)])],
        ];
    }
}
`,
  // The same computed check, but `detail` has no `in:` rule: the run permission cannot be decided.
  'app/Http/Requests/NoteRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

use Pterodactyl\\Models\\Job;

class NoteRequest extends PlainRequest
{
    public function authorize(): bool
    {
        $permission = Job::permissionFor((string) $this->input('kind'), $this->input('detail'));

        return is_null($permission) || $this->user()->can($permission);
    }

    public function rules(): array
    {
        return ['kind' => 'required|in:shell,run', 'detail' => 'nullable|string'];
    }
}
`,
  'app/Http/Controllers/Api/Client/AccountController.php': `<?php
namespace Pterodactyl\\Http\\Controllers\\Api\\Client;

use Pterodactyl\\Http\\Requests\\UpdateEmailRequest;

class AccountController
{
    public function email(UpdateEmailRequest $request)
    {
        return null;
    }
}
`,
};

let outputs: Map<string, string>;
let panelGitDir = '';
let releases: ReleasePoint[] = [];
const NOTES_UNKNOWN = 'computed_permissions[NoteRequest::authorize()][kind=run]';

beforeAll(() => {
  const panel = path.join(work, 'panel');
  mkdirSync(panel);
  execFileSync('git', ['-C', panel, 'init', '-q']);
  writeTree(panel, {
    ...files,
    'app/Models/Person.php': personModel("        $rules['email'][] = new NoLeadingDash();\n"),
    'app/Http/Controllers/Api/Client/JobController.php': jobController(true),
  });
  const first = release(panel, 'v1.0.0', '2026-01-01T00:00:00Z');
  writeTree(panel, {
    'app/Models/Person.php': personModel(''),
    'app/Http/Controllers/Api/Client/JobController.php': jobController(false),
  });
  const second = release(panel, 'v1.1.0', '2026-02-01T00:00:00Z');
  panelGitDir = path.join(panel, '.git');
  releases = [first, second];
  outputs = extractAll({
    panelGitDir,
    wingsGitDir: panelGitDir,
    panelReleases: releases,
    wingsReleases: [],
    current: '1.1.0',
    changes: [{from: '1.0.0', to: '1.1.0', file: 'CHANGES.md'}],
    acceptedUnknowns: [
      {
        releases: {from: '1.0.0', to: '1.1.0'},
        route: 'POST /api/client/notes',
        field: NOTES_UNKNOWN,
        reason: 'detail has no in: rule',
      },
    ],
  });
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

function route(version: string, method: string, routePath: string): PanelRoute {
  const table = JSON.parse(outputs.get(`panel/${version}.json`)!) as {routes: PanelRoute[]};
  const found = table.routes.find((r) => r.method === method && r.path === routePath);
  if (!found) throw new Error(`${version}: no ${method} ${routePath}`);
  return found;
}

describe('rule objects added by a model’s own getRules()', () => {
  it('appear in the rules of the requests that use the model, by their short class name', () => {
    expect(route('1.0.0', 'POST', '/api/client/account/email').body).toEqual({
      email: 'required|email|unique:people,email|NoLeadingDash',
      language: 'string|in:en,de',
    });
  });

  it('go away again when the release drops them, and the change list says so', () => {
    expect(route('1.1.0', 'POST', '/api/client/account/email').body['email']).toBe(
      'required|email|unique:people,email',
    );
    expect(outputs.get('CHANGES.md')).toContain(
      '`email`: `required|email|unique:people,email|NoLeadingDash` → `required|email|unique:people,email`',
    );
  });
});

describe('permissions computed in a FormRequest’s authorize()', () => {
  it('are expanded over every value the request’s `in:` rules allow, a decided Rule::when included', () => {
    const store = route('1.0.0', 'POST', '/api/client/jobs');
    expect(store.permission).toBe('job.edit');
    expect(store.computed_permissions).toEqual([
      {
        checked_in: 'StoreJobRequest::authorize()',
        computed_by: 'Job::permissionFor()',
        from: 'request',
        inputs: ['kind', 'detail'],
        by_input: {
          'kind=shell': 'shell.use',
          'kind=run, detail=fast': 'run.fast',
          'kind=run, detail=slow': 'run.slow',
          'kind=nothing': null,
        },
      },
    ]);
  });

  it('say unknown where a field the permission depends on has no `in:` rule, instead of guessing', () => {
    expect(route('1.0.0', 'POST', '/api/client/notes').computed_permissions?.[0]?.by_input).toEqual(
      {'kind=shell': 'shell.use', 'kind=run': 'unknown'},
    );
  });

  it('fail the run, naming release, route, field and construct, unless the unknown is on the accepted list', () => {
    const run = () =>
      extractAll({
        panelGitDir,
        wingsGitDir: panelGitDir,
        panelReleases: releases,
        wingsReleases: [],
        current: '1.1.0',
        changes: [],
      });
    expect(run).toThrow(ExtractionError);
    expect(run).toThrow(
      `panel 1.0.0: POST /api/client/notes: ${NOTES_UNKNOWN} is unknown (switch on an unknown value (request input detail))`,
    );
  });

  it('fail the run when an accepted entry matches nothing any more', () => {
    const stale = {releases: ['1.0.0'], route: 'GET /nowhere', field: 'permission', reason: 'test'};
    const accepted = [
      {
        releases: {from: '1.0.0', to: '1.1.0'},
        route: 'POST /api/client/notes',
        field: NOTES_UNKNOWN,
        reason: 'test',
      },
      stale,
    ];
    expect(() =>
      extractAll({
        panelGitDir,
        wingsGitDir: panelGitDir,
        panelReleases: releases,
        wingsReleases: [],
        current: '1.1.0',
        changes: [],
        acceptedUnknowns: accepted,
      }),
    ).toThrow('the entry for GET /nowhere permission matches no unknown fact any more');
  });
});

describe('permissions computed in the controller', () => {
  it('are found in the private methods the action calls, as computed from stored records', () => {
    expect(route('1.0.0', 'POST', '/api/client/jobs/{job}/run').computed_permissions).toEqual([
      {
        checked_in: 'JobController::checkSteps()',
        computed_by: 'Job::permissionFor()',
        from: 'stored',
      },
    ]);
  });

  it('are gone when the action no longer calls the check, and the change list names it', () => {
    expect(
      route('1.1.0', 'POST', '/api/client/jobs/{job}/run').computed_permissions,
    ).toBeUndefined();
    expect(outputs.get('CHANGES.md')).toMatch(
      /`POST \/api\/client\/jobs\/\{job\}\/run`: `computed_permissions` removed/,
    );
  });
});
