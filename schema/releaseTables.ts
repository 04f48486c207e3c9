/**
 * The one schema of the per-release fact tables in reference/releases/: what the extractor
 * (scripts/facts/) writes and what the site (src/plugins/facts/) and the tests read. Neither side
 * may import the other (tests/unit/layout.test.ts), so the shape of a table is stated here once,
 * with how each field is obtained; reference/releases/README.md points here.
 */

/** A validation rule: `|`-joined, or a list when a part itself contains `|`. */
export type RuleValue = string | string[];

/** A subuser permission key, as the panel writes it (`control.start`; 0.7: `power-start`). */
export type PermissionKey = string;

/** An application API key's access: `$resource` and `$permission` of the request class. */
export interface ApplicationAccess {
  resource: string;
  access: 'read' | 'write';
}

/**
 * The permission a route checks:
 * - a subuser key: `permission()` of the client FormRequest (following `extends`), the `can()` in
 *   `authorize()` (0.7), or else the first negative check in the controller method (`authorize`,
 *   `cannot`, `!…->can`);
 * - input value → key, when the key depends on a request field (the power signal): evaluated once
 *   per value of the field's `in:` rule;
 * - the application key's access to a resource;
 * - `null` when no check was found.
 */
export type Permission =
  PermissionKey | Readonly<Record<string, PermissionKey>> | ApplicationAccess | null;

/** What a permission value means, decided in one place (see {@link readPermission}). */
export type PermissionGrant =
  | {readonly kind: 'none'}
  | {readonly kind: 'subuser'; readonly key: PermissionKey}
  | {
      readonly kind: 'byInput';
      readonly keys: readonly {readonly input: string; readonly key: PermissionKey}[];
    }
  | {readonly kind: 'application'; readonly resource: string; readonly access: 'read' | 'write'};

function isApplicationAccess(permission: object): permission is ApplicationAccess {
  return (
    'resource' in permission &&
    'access' in permission &&
    typeof permission.resource === 'string' &&
    (permission.access === 'read' || permission.access === 'write')
  );
}

/** Reads a route's permission value (a table's `permission` or an operation's `x-permission`). */
export function readPermission(permission: Permission | undefined): PermissionGrant {
  if (permission === null || permission === undefined) {
    return {kind: 'none'};
  }
  if (typeof permission === 'string') {
    return {kind: 'subuser', key: permission};
  }
  if (isApplicationAccess(permission)) {
    return {kind: 'application', resource: permission.resource, access: permission.access};
  }
  return {kind: 'byInput', keys: Object.entries(permission).map(([input, key]) => ({input, key}))};
}

/** The subuser keys a permission checks (none for an application key's access). */
export function permissionKeys(permission: Permission | undefined): PermissionKey[] {
  const grant = readPermission(permission);
  return grant.kind === 'subuser'
    ? [grant.key]
    : grant.kind === 'byInput'
      ? grant.keys.map((entry) => entry.key)
      : [];
}

/**
 * A `can($permission, …)` whose `$permission` a call computes: in the FormRequest's authorize()
 * (checked before the controller runs) or in the controller method and the private methods it calls.
 */
export interface ComputedPermission {
  /** `StoreTaskRequest::authorize()`, `ScheduleController::authorizeTasks()`. */
  checked_in: string;
  /** The call that computes the permission, e.g. `Task::permissionForAction()`. */
  computed_by: string;
  /** `request`: its arguments are request fields; `stored`: anything else (stored records, e.g. each task of a schedule). */
  from: 'request' | 'stored';
  /** Request fields the call reads (from `request`). */
  inputs?: string[];
  /**
   * The permission for each combination of values the fields' `in:` rules allow (`action=power,
   * payload=start`); a field without an `in:` rule is left out of the key and stays unknown in the
   * call. `null`: no permission is checked for those values; `unknown`: the source does not decide.
   */
  by_input?: Record<string, string | null>;
}

/** What an include checks before it adds its data: a subuser permission, or the application key's read access to a resource. */
export type IncludeRequirement = {permission: string} | {resource: string};

/** The transformer the controller method names. */
export interface TransformerFacts {
  class: string;
  /** `getResourceName()`. */
  object?: string;
  /** Keys of the array `transform()` returns. */
  attributes?: string[];
  /** Keys of literal sub-arrays. */
  nested?: Record<string, string[]>;
  includes: {
    default: string[];
    available: string[];
    /**
     * What each include checks before it adds its data: a subuser permission (`$user->can()`, the
     * client API) or the key's read access to a resource (`$this->authorize()`, the application API).
     */
    requires?: Record<string, IncludeRequirement>;
  };
  /** Why there is no attribute list: `transform()` returns no literal array (e.g. a model's `toArray()`). */
  unresolved?: string;
}

/**
 * A route, in the order of the route files. Route DSL of `routes/api-client.php` /
 * `routes/api-application.php` interpreted from `app/Providers/RouteServiceProvider.php`
 * (prefixes, groups, names, controller namespaces of 0.7).
 */
export interface PanelRoute {
  api: 'client' | 'application';
  method: string;
  /** `{user:id}` shown as `{user}`. */
  path: string;
  /** The path as written, where it differs from `path`. */
  path_raw?: string;
  name: string | null;
  /** Relative to `…\Controllers\Api\Client|Application`. */
  controller: string;
  /** The `…Request` class type-hinted by the controller method (`Request` = Illuminate's). */
  request_class: string | null;
  permission: Permission;
  permission_source: 'form_request' | 'controller' | 'none';
  /**
   * Every `throttle…` middleware after expanding `app/Http/Kernel.php` middleware groups, group
   * level first. 1.0–1.7 build it with `sprintf()` from `config/http.php`, shown resolved
   * (`throttle:720,1`); 1.8+ use named limiters (`throttle:api.client`); 1.12+ per-resource
   * limiters (`ThrottleRequests::using(...)` shown as `throttle:<name>`); a bare `throttle` is
   * shown as written.
   */
  throttle: string[];
  /** Route and group middleware as written (aliases, short class names), `withoutMiddleware` removed. */
  middleware: string[];
  /** Excluded from `RequireTwoFactorAuthentication`. */
  two_factor_exempt?: true;
  /**
   * `rules()` evaluated statically: model `$validationRules` through `getRules()` /
   * `getRulesForUpdate()` (a `unique:` rule then becomes `unique:table,column`), `array_merge`,
   * `collect()->only()`, `mapWithKeys`, helper methods, `parent::rules()`. Rule objects become
   * short tokens (`in:a,b`, `unique:table,column`, `exists:table,column`, `required_if`, a custom
   * rule class by its short name); values only known at run time are written
   * `in:(values computed at run time)`. What a model's own `getRules()` adds is included (User:
   * `Username`, `in:` of the languages, and in 1.14.1 `UserEmail`). Complete for 1.x; 0.7.19 model
   * rules live in a vendor trait and are listed in `body_unresolved`.
   */
  body: Record<string, RuleValue>;
  /** Field → why its rule could not be evaluated. */
  body_unresolved?: Record<string, string>;
  /** Rules added by `$validator->sometimes()` in withValidator(): they apply only under a condition. */
  body_conditional?: Record<string, RuleValue>;
  /** Fields validated by the controller method itself (`$this->validate()`, a validator `make()`), merged into `body`/`query`. */
  rules_from_controller?: string[];
  /**
   * For GET: the validated inputs, plus Spatie `allowedFilters` (each `filter[x]` → `filter`,
   * `exact`, `partial`, `callback`, `custom:<Class>`), `allowedSorts` (`sort: in:…`) and the
   * `per_page` default and cap (`default:50|max:100`).
   */
  query?: Record<string, RuleValue>;
  /** Permission checks whose permission is computed rather than named (beside `permission`). */
  computed_permissions?: ComputedPermission[];
  transformer?: TransformerFacts;
}

/** A throttle resolved through its named limiter (`RateLimiter::for`) or its numeric middleware. */
export interface LimitFacts {
  limiter?: string;
  middleware: string;
  count?: number;
  window_minutes?: number;
  per_minute?: number;
  /** The variable `config/http.php` reads. */
  env?: string;
  config?: string;
  by?: string;
  /** Set for a bare `throttle`: its numbers are the framework's defaults, not in the panel. */
  unresolved?: string;
}

/** A throttle other than the API group's, with the routes it applies to (1.12+: numbers from `app/Enum/ResourceLimit.php`). */
export interface ResourceLimitFacts extends LimitFacts {
  routes: string[];
}

/**
 * How many account (client) API keys one user may hold: the count the key-creating route refuses
 * at (`>=`), read from its controller method; `route` is that route (0.7: the web panel's, as its
 * client API cannot create keys), `file` and `symbol` where the comparison is.
 */
export interface AccountKeyLimitFacts {
  count: number;
  route: string;
  file: string;
  symbol: string;
}

/**
 * One condition under which `Server::validateCurrentState()` throws, in the order of its test:
 * `status in a, b` (the server's `status` is one of `status`), `relation->method()` (a related
 * model's method, as written), or `relation !== null` / `relation === null`.
 */
export interface ServerStateCheck {
  condition: string;
  /** The `status` values, for a status condition. */
  status?: string[];
  /** The model's own methods the condition was read through (`Server::isInstalled`), outermost first. */
  via?: string[];
}

/** The server states that make the panel refuse a call with `exception` (1.3.0+: `Server::validateCurrentState`). */
export interface ServerStateFacts {
  file: string;
  symbol: string;
  exception: string;
  refuses: ServerStateCheck[];
}

/** What one panel release's source says (everything of `reference/releases/panel/<version>.json` but `release`). */
export interface PanelFacts {
  routes: PanelRoute[];
  /**
   * `global`: each API group's throttle resolved through the named limiter (`RateLimiter::for`) or
   * the numeric middleware. `resources`: every other throttle with the routes it applies to; a
   * bare `throttle` is marked `unresolved`. `account_api_keys`: how many account keys one user
   * may hold.
   */
  limits: {
    global: {client?: LimitFacts; application?: LimitFacts};
    resources: ResourceLimitFacts[];
    account_api_keys?: AccountKeyLimitFacts;
  };
  /** Subuser permission keys of `app/Models/Permission.php`: `group.key` → the panel's description (0.7: the legacy names, without descriptions). */
  permissions: Record<string, string>;
  /** Exception classes under `app/Exceptions` → the HTTP status they declare (a property's declared default where `getStatusCode()` returns one). */
  errors: Record<string, number | string>;
  /** The states in which a server's calls are refused; absent where the model has no such check (before 1.3.0). */
  server_states?: ServerStateFacts;
}

/**
 * Websocket facts read from Wings' Go source (`router/websocket/websocket.go`, `message.go`,
 * `server/events.go`, `router/router_server_ws.go`). Whole-line Go comments are removed before
 * matching, so code quoted in a comment is not read as a check.
 */
export interface WingsFacts {
  websocket: {
    /** Cases of `HandleInbound`; `permission` from the `HasPermission()` in the case (the power map from the `actions[…] = …` table). */
    inbound: Array<{event: string; permission: string | Record<string, string> | string[] | null}>;
    /** The token check every inbound event except `auth` goes through. */
    inbound_token_check?: string;
    /** Event constants not handled as inbound; `permission` from the check before sending (`permission_match: prefix` when matched by prefix). */
    outbound: Array<{event: string; permission?: string; permission_match?: 'prefix'}>;
    /** The permission that lets error details through. */
    error_detail_permission?: string;
    /** `FormatCloseMessage(code, reason)` calls. */
    close_codes: Array<{code: number | string; name?: string; reason: string}>;
    /** Close codes treated as normal (gorilla names mapped to RFC 6455 numbers). */
    expected_close_codes?: Array<{code: number; name: string}>;
    /** Only where that release has them. */
    limits: {
      read_limit_bytes?: number;
      max_message_bytes?: number;
      sockets_per_server?: number;
      too_many_sockets_status?: number;
      connection_rate?: {every_ms: number; burst: number};
      event_rates?: Array<{events: string[] | 'default'; every_ms: number; burst: number}>;
    };
    jwt: {
      /** JSON fields of `WebsocketPayload` (+ embedded `Scoped`). */
      claims: string[];
      required_scope?: string;
      scopes?: Record<string, string>;
      connect_permission?: string;
      expiry_check_interval_seconds?: number;
      expiring_notice_seconds?: number;
      rejects_tokens_issued_before_boot?: boolean;
      validates_exp_on_each_message?: boolean;
    };
    /** The `Permission…` constants of the websocket package. */
    permissions: Record<string, string>;
  };
}

/** A release point as the tables name it. */
export interface ReleaseInfo {
  version: string;
  commit: string;
  /** The commit date. */
  date: string;
  /** Where the commit was read: tag name, or branch + commit. */
  source: string;
}

/** `reference/releases/panel/<version>.json`. */
export type PanelTable = {release: ReleaseInfo} & PanelFacts;

/** `reference/releases/wings/<version>.json`. */
export type WingsTable = {release: ReleaseInfo} & WingsFacts;

/** Releases known to exist whose source was not (or only partly) read; the site names them as such. */
export interface UnreadRelease {
  version: string;
  /** The readable release whose facts stand in for it on the site. */
  closest: string;
  /** What of it was read: its route files only, or nothing. */
  read: 'routes' | 'nothing';
  /** What is known about it, one sentence. */
  known: string;
}

/** `reference/releases/index.json`. */
export interface ReleaseIndex {
  generated_by: string;
  /** In release order. */
  panel: ReleaseInfo[];
  wings: ReleaseInfo[];
  /** Panel version → the Wings version that goes with it (rule in scripts/facts/releases.config.ts). */
  pairing: Record<string, string>;
  /** How long after a panel release a Wings release still counts as tagged with it (the pairing rule). */
  pairing_window_minutes: number;
  /**
   * Panel version → the versions its `composer.lock` locks of the libraries whose behaviour the
   * site states (scripts/facts/releases.config.ts), as Composer writes them; a package the release
   * does not lock is left out.
   */
  locked_packages: Record<string, Record<string, string>>;
  /** The release the current docs describe. */
  current: string;
  unread: UnreadRelease[];
}
