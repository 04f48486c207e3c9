/**
 * The extractor end to end on two tiny repositories written here (not the panel's or Wings' code):
 * a panel with one client and one application route, released twice with a changed limit and rule,
 * and a Wings with a websocket handler.
 */
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {extractAll} from '../../../scripts/facts/extract';
import {BASE_MODEL, git, release, writeTree} from './support/fixtureRepo';

const work = mkdtempSync(path.join(tmpdir(), 'facts-fixture-'));

const provider = `<?php
namespace Pterodactyl\\Providers;

use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Cache\\RateLimiting\\Limit;
use Illuminate\\Support\\Facades\\RateLimiter;

class RouteServiceProvider
{
    public function boot(): void
    {
        RateLimiter::for('api.client', function ($request) {
            return Limit::perMinutes(config('http.rate_limit.client_period'), config('http.rate_limit.client'))->by($request->ip());
        });
        RateLimiter::for('api.application', fn ($request) => Limit::perMinute(config('http.rate_limit.application')));

        Route::middleware(['api', 'throttle:api.client'])->prefix('/api/client')->group(base_path('routes/api-client.php'));
        Route::middleware(['api', 'throttle:api.application'])->prefix('/api/application')->group(base_path('routes/api-application.php'));
    }
}
`;

const httpConfig = (clientLimit: number) => `<?php
return [
    'rate_limit' => [
        'client_period' => 1,
        'client' => env('FIXTURE_CLIENT_LIMIT', ${clientLimit}),
        'application_period' => 1,
        'application' => env('FIXTURE_APP_LIMIT', 90),
    ],
];
`;

const clientRoutes = (routeLimit: string) => `<?php
use Illuminate\\Support\\Facades\\Route;
use Pterodactyl\\Http\\Controllers\\Api\\Client;
use Pterodactyl\\Http\\Middleware\\AuthenticateServerAccess;

Route::group(['prefix' => '/servers/{server}', 'middleware' => [AuthenticateServerAccess::class]], function () {
    Route::get('/widgets', [Client\\WidgetController::class, 'index']);
    Route::post('/widgets', [Client\\WidgetController::class, 'store'])->middleware(['${routeLimit}']);
});
`;

const widgetModel = (nameRule: string) => `<?php
namespace Pterodactyl\\Models;

class Widget extends Model
{
    public static array $validationRules = [
        'name' => '${nameRule}',
        'colour' => 'nullable|string',
    ];
}
`;

const panelFiles: Record<string, string> = {
  'app/Providers/RouteServiceProvider.php': provider,
  'app/Http/Kernel.php': `<?php
namespace Pterodactyl\\Http;

class Kernel
{
    protected $middlewareGroups = ['api' => ['auth:sanctum']];
}
`,
  'routes/api-application.php': `<?php
use Illuminate\\Support\\Facades\\Route;
use Pterodactyl\\Http\\Controllers\\Api\\Application;

Route::get('/gadgets/{gadget:id}', [Application\\GadgetController::class, 'view'])->name('fixture.gadgets.view');
`,
  'app/Http/Controllers/Api/Client/WidgetController.php': `<?php
namespace Pterodactyl\\Http\\Controllers\\Api\\Client;

use Pterodactyl\\Models\\Permission;
use Pterodactyl\\Http\\Requests\\StoreWidgetRequest;
use Pterodactyl\\Http\\Requests\\PlainRequest;
use Pterodactyl\\Transformers\\Api\\Client\\WidgetTransformer;

class WidgetController
{
    public function index(PlainRequest $request)
    {
        $this->authorize(Permission::ACTION_WIDGET_READ, $request->server);

        return $this->fractal->collection($request->widgets)->transformWith(WidgetTransformer::class);
    }

    public function store(StoreWidgetRequest $request)
    {
        return null;
    }
}
`,
  'app/Http/Controllers/Api/Application/GadgetController.php': `<?php
namespace Pterodactyl\\Http\\Controllers\\Api\\Application;

use Pterodactyl\\Http\\Requests\\GetGadgetRequest;

class GadgetController
{
    public function view(GetGadgetRequest $request)
    {
        return null;
    }
}
`,
  'app/Http/Requests/StoreWidgetRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

use Pterodactyl\\Models\\Widget;
use Pterodactyl\\Models\\Permission;
use Illuminate\\Validation\\Rule;

class StoreWidgetRequest extends PlainRequest
{
    public function permission(): string
    {
        return Permission::ACTION_WIDGET_CREATE;
    }

    public function rules(): array
    {
        $rules = Widget::getRules();

        return [
            'name' => $rules['name'],
            'shape' => ['required', Rule::in(['round', 'square'])],
        ];
    }
}
`,
  'app/Http/Requests/PlainRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

class PlainRequest
{
}
`,
  'app/Http/Requests/GetGadgetRequest.php': `<?php
namespace Pterodactyl\\Http\\Requests;

use Pterodactyl\\Services\\Acl\\Api\\AdminAcl;

class GetGadgetRequest extends PlainRequest
{
    protected ?string $resource = AdminAcl::RESOURCE_GADGETS;

    protected int $permission = AdminAcl::READ;
}
`,
  'app/Services/Acl/Api/AdminAcl.php': `<?php
namespace Pterodactyl\\Services\\Acl\\Api;

class AdminAcl
{
    public const NONE = 0;
    public const READ = 1;
    public const WRITE = 2;
    public const RESOURCE_GADGETS = 'gadgets';
}
`,
  'app/Models/Model.php': BASE_MODEL,
  'app/Models/Permission.php': `<?php
namespace Pterodactyl\\Models;

class Permission extends Model
{
    public const ACTION_WIDGET_READ = 'widget.read';
    public const ACTION_WIDGET_CREATE = 'widget.create';

    protected static array $permissions = [
        'widget' => [
            'description' => 'Widget permissions for the fixture.',
            'keys' => [
                'read' => 'See widgets.',
                'create' => 'Make widgets.',
            ],
        ],
    ];
}
`,
  'app/Transformers/Api/Client/WidgetTransformer.php': `<?php
namespace Pterodactyl\\Transformers\\Api\\Client;

class WidgetTransformer
{
    protected array $availableIncludes = ['parts'];

    public function getResourceName(): string
    {
        return 'widget';
    }

    public function transform($widget): array
    {
        return [
            'name' => $widget->name,
            'size' => ['width' => $widget->width, 'height' => $widget->height],
        ];
    }
}
`,
};

const wingsFiles = (commandBurst: number): Record<string, string> => ({
  'router/websocket/message.go': `package websocket

type Event string

const (
	AuthEvent    = Event("auth")
	CommandEvent = Event("send command")
	ErrorEvent   = Event("daemon error")
)
`,
  'router/websocket/websocket.go': `package websocket

const (
	PermissionConnect = "websocket.connect"
	PermissionCommand = "control.console"
)

func (h *Handler) HandleInbound(m Message) error {
	if m.Event != AuthEvent {
		if err := h.TokenValid(); err != nil {
			return nil
		}
	}

	switch m.Event {
	case AuthEvent:
		{
			return nil
		}
	case CommandEvent:
		{
			if !h.GetJwt().HasPermission(PermissionCommand) {
				return nil
			}
			return nil
		}
	}

	return nil
}

func limitValuesFor(e Event) (rate.Limit, int) {
	if e == CommandEvent {
		return rate.Every(time.Second), ${commandBurst}
	}

	return rate.Every(time.Second * 2), 3
}
`,
  'router/tokens/websocket.go': `package tokens

type WebsocketPayload struct {
	jwt.Payload

	ServerUUID  string   \`json:"server_uuid"\`
	Permissions []string \`json:"permissions"\`
}
`,
  'router/router_server_ws.go': `package router

func getServerWebsocket(c *gin.Context) {
	if s.Websockets().Len() >= 7 {
		c.AbortWithStatusJSON(http.StatusBadRequest, nil)
		return
	}
	_ = conn.WriteMessage(ws.CloseMessage, ws.FormatCloseMessage(4321, "fixture closed"))
}
`,
  'server/events.go': `package server

const (
	StatusEvent = "status"
)
`,
});

let outputs: Map<string, string>;

beforeAll(() => {
  const panel = path.join(work, 'panel');
  const wings = path.join(work, 'wings');
  for (const repo of [panel, wings]) {
    mkdirSync(repo);
    git(repo, 'init', '-q');
  }
  writeTree(panel, {
    ...panelFiles,
    'config/http.php': httpConfig(120),
    'routes/api-client.php': clientRoutes('throttle:5,2'),
    'app/Models/Widget.php': widgetModel('required|string|max:20'),
  });
  const first = release(panel, 'v1.0.0', '2024-01-01T00:00:00Z');
  writeTree(panel, {
    'config/http.php': httpConfig(60),
    'routes/api-client.php': clientRoutes('throttle:2,1'),
    'app/Models/Widget.php': widgetModel('required|string|max:40'),
  });
  const second = release(panel, 'v1.1.0', '2024-02-01T00:00:00Z');
  writeTree(wings, wingsFiles(10));
  const wingsFirst = release(wings, 'v1.0.0', '2023-12-01T00:00:00Z');
  writeTree(wings, wingsFiles(20));
  const wingsSecond = release(wings, 'v1.1.0', '2024-01-15T00:00:00Z');
  outputs = extractAll({
    panelGitDir: path.join(panel, '.git'),
    wingsGitDir: path.join(wings, '.git'),
    panelReleases: [first, second],
    wingsReleases: [wingsFirst, wingsSecond],
    current: '1.1.0',
    changes: [{from: '1.0.0', to: '1.1.0', file: 'CHANGES.md'}],
  });
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

const table = (file: string) => JSON.parse(outputs.get(file)!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('fact extraction on fixture repositories', () => {
  it('writes the index with both releases, their pairing and the current label', () => {
    const index = table('index.json');
    expect(index.panel.map((r: {version: string}) => r.version)).toEqual(['1.0.0', '1.1.0']);
    expect(index.pairing).toEqual({'1.0.0': '1.0.0', '1.1.0': '1.1.0'});
    expect(index.current).toBe('1.1.0');
    expect(index.panel[0].date).toBe('2024-01-01T00:00:00+00:00');
  });

  it('reads routes with prefixes, public paths, permissions, throttles and rules', () => {
    const routes = table('panel/1.0.0.json').routes as Array<Record<string, unknown>>;
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/client/servers/{server}/widgets',
      'POST /api/client/servers/{server}/widgets',
      'GET /api/application/gadgets/{gadget}',
    ]);
    const [list, store, gadget] = routes;
    expect(store).toMatchObject({
      api: 'client',
      controller: 'WidgetController@store',
      request_class: 'StoreWidgetRequest',
      permission: 'widget.create',
      permission_source: 'form_request',
      throttle: ['throttle:api.client', 'throttle:5,2'],
      body: {name: 'required|string|max:20', shape: 'required|in:round,square'},
    });
    expect(list).toMatchObject({
      permission: 'widget.read',
      permission_source: 'controller',
      transformer: {
        class: 'WidgetTransformer',
        object: 'widget',
        attributes: ['name', 'size'],
        nested: {size: ['width', 'height']},
        includes: {default: [], available: ['parts']},
      },
    });
    expect(gadget).toMatchObject({
      path_raw: '/api/application/gadgets/{gadget:id}',
      name: 'fixture.gadgets.view',
      permission: {resource: 'gadgets', access: 'read'},
    });
    expect(table('panel/1.0.0.json').permissions).toEqual({
      'widget.create': 'Make widgets.',
      'widget.read': 'See widgets.',
    });
  });

  it('reads the global limits with their env variables, and the limit change between releases', () => {
    const before = table('panel/1.0.0.json').limits;
    const after = table('panel/1.1.0.json').limits;
    expect(before.global.client).toMatchObject({
      count: 120,
      window_minutes: 1,
      env: 'FIXTURE_CLIENT_LIMIT',
      middleware: 'throttle:api.client',
    });
    expect(after.global.client.count).toBe(60);
    expect(before.global.application).toMatchObject({count: 90, env: 'FIXTURE_APP_LIMIT'});
    expect(before.resources).toEqual([
      {
        middleware: 'throttle:5,2',
        count: 5,
        window_minutes: 2,
        routes: ['POST /api/client/servers/{server}/widgets'],
      },
    ]);
    expect(after.resources[0]).toMatchObject({
      middleware: 'throttle:2,1',
      count: 2,
      window_minutes: 1,
    });
    const changes = outputs.get('CHANGES.md')!;
    expect(changes).toContain('client API: `count`: `120` → `60`');
    expect(changes).toContain('`name`: `required|string|max:20` → `required|string|max:40`');
  });

  it('reads websocket events, permissions, limits and close codes from Wings', () => {
    const ws = table('wings/1.0.0.json').websocket;
    expect(ws.inbound).toEqual([
      {event: 'auth', permission: null},
      {event: 'send command', permission: 'control.console'},
    ]);
    expect(ws.inbound_token_check).toContain('"auth"');
    expect(ws.outbound.map((e: {event: string}) => e.event)).toEqual(['daemon error', 'status']);
    expect(ws.limits).toMatchObject({sockets_per_server: 7, too_many_sockets_status: 400});
    expect(ws.limits.event_rates).toEqual([
      {events: ['send command'], every_ms: 1000, burst: 10},
      {events: 'default', every_ms: 2000, burst: 3},
    ]);
    expect(table('wings/1.1.0.json').websocket.limits.event_rates[0].burst).toBe(20);
    expect(ws.close_codes).toEqual([{code: 4321, reason: 'fixture closed'}]);
    expect(ws.jwt.claims).toEqual(['permissions', 'server_uuid']);
  });

  it('is deterministic: a second run gives byte-identical files', () => {
    const index = table('index.json');
    const again = extractAll({
      panelGitDir: path.join(work, 'panel/.git'),
      wingsGitDir: path.join(work, 'wings/.git'),
      panelReleases: index.panel.map((r: {version: string; commit: string; source: string}) => ({
        ...r,
        ref: r.commit,
      })),
      wingsReleases: index.wings.map((r: {version: string; commit: string; source: string}) => ({
        ...r,
        ref: r.commit,
      })),
      current: '1.1.0',
      changes: [{from: '1.0.0', to: '1.1.0', file: 'CHANGES.md'}],
    });
    expect([...again.entries()]).toEqual([...outputs.entries()]);
  });
});
