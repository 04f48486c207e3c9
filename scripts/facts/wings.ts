import type {WingsFacts} from '../../schema/releaseTables';
import type {GitRepo} from './git';

/*
 * Websocket facts are read from Wings' Go source. The handful of statements that carry them
 * (const blocks, the HandleInbound switch, the permission checks before sending, the limiter
 * values) have kept one shape across releases, so they are matched with anchored patterns. A fact
 * is left out of a table only when its construct is gone from that commit: each pattern has a
 * loose probe for its construct, and a probe that finds the construct where the pattern read
 * nothing is a problem the run fails on (`problems`), never a silent "none".
 */

/** RFC 6455 close codes under the names gorilla/websocket gives them. */
const CLOSE_CODE_NAMES: Record<string, number> = {
  CloseNormalClosure: 1000,
  CloseGoingAway: 1001,
  CloseProtocolError: 1002,
  CloseUnsupportedData: 1003,
  CloseNoStatusReceived: 1005,
  CloseAbnormalClosure: 1006,
  CloseInvalidFramePayloadData: 1007,
  ClosePolicyViolation: 1008,
  CloseMessageTooBig: 1009,
  CloseMandatoryExtension: 1010,
  CloseInternalServerErr: 1011,
  CloseServiceRestart: 1012,
  CloseTryAgainLater: 1013,
  CloseTLSHandshake: 1015,
};

const HTTP_STATUS: Record<string, number> = {
  StatusBadRequest: 400,
  StatusForbidden: 403,
  StatusTooManyRequests: 429,
  StatusConflict: 409,
};

function durationMs(unit: string, factor: string | undefined): number {
  const base: Record<string, number> = {Millisecond: 1, Second: 1000, Minute: 60_000};
  return (base[unit] ?? NaN) * Number((factor ?? '1').replace(/_/g, ''));
}

/** Body of a Go function (from its signature to the first closing brace at column 0). */
function functionBody(source: string, signature: RegExp): string | null {
  const match = signature.exec(source);
  if (!match) return null;
  const start = match.index;
  const end = source.indexOf('\n}\n', start);
  return source.slice(start, end < 0 ? undefined : end);
}

/**
 * Reads the websocket facts (schema/releaseTables.ts WingsFacts) from Wings' Go source. The
 * handful of statements that carry these facts (const blocks, the HandleInbound switch, the
 * permission checks before sending, the limiter values) have kept one shape across releases, so
 * they are matched with anchored patterns; a fact whose pattern does not match at a commit is left
 * out of that table.
 */
export class WingsReader {
  private readonly files = new Map<string, string>();
  /** Facts whose construct is in the source but whose pattern read nothing: the run fails on them. */
  readonly problems: string[] = [];
  /** Facts whose construct the probe did not find at this commit (a removal the source shows). */
  readonly absent = new Set<string>();
  private sources = '';

  /** Whether the commit's (comment-free) websocket, server, token and router sources contain `text`. */
  mentions(text: string): boolean {
    return this.sources.includes(text);
  }

  /** Records whether a fact was read, or why not: construct absent (fine) or present but unread (a problem). */
  private expect(fact: string, read: boolean, probe: RegExp, source: string): void {
    if (read) return;
    if (probe.test(source))
      this.problems.push(
        `${fact}: the source has ${probe} but the extractor's pattern read nothing`,
      );
    else this.absent.add(fact);
  }

  constructor(
    readonly repo: GitRepo,
    readonly rev: string,
  ) {
    repo.preload(rev, ['router', 'server']);
  }

  private file(path: string): string {
    // Whole-line comments go first: they sometimes quote code that no longer runs.
    if (!this.files.has(path))
      this.files.set(path, (this.repo.show(this.rev, path) ?? '').replace(/^[ \t]*\/\/.*$/gm, ''));
    return this.files.get(path)!;
  }

  private folder(prefix: string): string {
    return this.repo
      .listFiles(this.rev, prefix)
      .filter(
        (f) =>
          f.endsWith('.go') &&
          !f.endsWith('_test.go') &&
          f.slice(prefix.length + 1).indexOf('/') < 0,
      )
      .map((f) => this.file(f))
      .join('\n');
  }

  /** `Name = "value"` and `Name = Type("value")` string constants of one package. */
  private constants(source: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const m of source.matchAll(
      /^\s*(\w+)\s+(?:[\w.]+\s+)?=\s+(?:[\w.]+\()?"([^"]*)"\)?\s*$/gm,
    ))
      out.set(m[1]!, m[2]!);
    return out;
  }

  read(): WingsFacts {
    const wsSource = this.folder('router/websocket');
    const serverSource = this.folder('server');
    const tokensSource = this.folder('router/tokens');
    const routerSource = this.file('router/router_server_ws.go');
    this.sources = [wsSource, serverSource, tokensSource, routerSource].join('\n');
    const ws = this.constants(wsSource);
    const srv = this.constants(serverSource);
    const tokens = this.constants(tokensSource);
    const resolve = (ref: string): string | undefined => {
      const [pkg, name] = ref.includes('.') ? ref.split('.') : ['', ref];
      if (pkg === 'server') return srv.get(name!);
      if (pkg === 'tokens') return tokens.get(name!);
      return ws.get(name!);
    };

    const permissions = Object.fromEntries(
      [...ws]
        .filter(([name]) => name.startsWith('Permission'))
        .sort(([a], [b]) => a.localeCompare(b)),
    );

    // Inbound: the cases of HandleInbound's switch and the permission each case checks.
    const inbound: WingsFacts['websocket']['inbound'] = [];
    const handle = functionBody(wsSource, /func \(h \*Handler\) HandleInbound\(/) ?? '';
    const caseParts = handle.split(/\n\s*case (\w+):/);
    for (let i = 1; i < caseParts.length; i += 2) {
      const event = resolve(caseParts[i]!);
      const block = caseParts[i + 1] ?? '';
      if (!event) {
        this.problems.push(
          `inbound: HandleInbound case ${caseParts[i]} does not resolve to an event constant`,
        );
        continue;
      }
      const actionMap: Record<string, string> = {};
      for (const m of block.matchAll(/actions\[server\.(\w+)\]\s*=\s*(\w+)/g)) {
        const action = srv.get(m[1]!);
        const permission = ws.get(m[2]!);
        if (action && permission) actionMap[action] = permission;
      }
      const checked = [
        ...new Set(
          [...block.matchAll(/HasPermission\((\w+)\)/g)]
            .map((m) => ws.get(m[1]!))
            .filter((p): p is string => !!p),
        ),
      ];
      let permission: string | Record<string, string> | string[] | null = null;
      if (Object.keys(actionMap).length) permission = actionMap;
      else if (checked.length === 1) permission = checked[0]!;
      else if (checked.length > 1) permission = checked;
      inbound.push({event, permission});
    }
    const tokenCheck = /if m\.Event != (\w+) \{\s*if err := h\.TokenValid\(\)/.exec(handle);
    const inboundTokenCheck = tokenCheck
      ? `every inbound event except "${resolve(tokenCheck[1]!)}" is rejected with a jwt error unless the stored token is valid`
      : undefined;

    // Outbound: every event constant Wings sends, with the permission checked before sending it.
    const inboundNames = new Set(inbound.map((e) => e.event));
    const outboundNames = new Set<string>();
    for (const [name, value] of ws)
      if (/Event$/.test(name) && !inboundNames.has(value)) outboundNames.add(value);
    for (const [name, value] of srv) if (/Event$/.test(name)) outboundNames.add(value);
    const gates = new Map<string, {permission: string; match?: 'prefix'}>();
    for (const m of wsSource.matchAll(
      /if (?:v\.Event == server\.(\w+)|strings\.HasPrefix\((?:string\()?v\.Event\)?, server\.(\w+)\)) \{\s*if !j\.HasPermission\((\w+)\)/g,
    )) {
      const event = srv.get((m[1] ?? m[2])!);
      const permission = ws.get(m[3]!);
      if (event && permission)
        gates.set(event, {permission, ...(m[2] ? {match: 'prefix' as const} : {})});
    }
    const outbound = [...outboundNames].sort().map((event) => {
      const gate = gates.get(event);
      return {
        event,
        ...(gate ? {permission: gate.permission} : {}),
        ...(gate?.match ? {permission_match: gate.match} : {}),
      };
    });
    const errorPermission = /HasPermission\((PermissionReceiveErrors)\)/.exec(wsSource);

    // Close frames Wings sends, and the close codes it treats as expected.
    const closeCodes: WingsFacts['websocket']['close_codes'] = [];
    for (const m of (routerSource + wsSource).matchAll(
      /FormatCloseMessage\((?:ws\.|websocket\.)?(\w+), "([^"]*)"\)/g,
    )) {
      const raw = m[1]!;
      const code = /^\d+$/.test(raw) ? Number(raw) : (CLOSE_CODE_NAMES[raw] ?? raw);
      closeCodes.push({code, ...(/^\d+$/.test(raw) ? {} : {name: raw}), reason: m[2]!});
    }
    const expectedBlock =
      /expectedCloseCodes = \[\]int\{([^}]*)\}/.exec(routerSource)?.[1] ??
      /IsCloseError\(\s*[^,]+,([^)]*)\)/.exec(routerSource)?.[1];
    const expected = expectedBlock
      ? [...expectedBlock.matchAll(/ws\.(\w+)/g)]
          .map((m) => ({code: CLOSE_CODE_NAMES[m[1]!] ?? -1, name: m[1]!}))
          .filter((c) => c.code > 0)
      : undefined;

    // Limits.
    const limits: WingsFacts['websocket']['limits'] = {};
    const readLimit = /SetReadLimit\(([\d_]+)\)/.exec(wsSource);
    if (readLimit) limits.read_limit_bytes = Number(readLimit[1]!.replace(/_/g, ''));
    const maxMessage = /len\(p\) > ([\d_]+)/.exec(routerSource);
    if (maxMessage) limits.max_message_bytes = Number(maxMessage[1]!.replace(/_/g, ''));
    const socketCap =
      /Websockets\(\)\.Len\(\) >= (\d+) \{\s*c\.AbortWithStatusJSON\(http\.(\w+)/.exec(
        routerSource,
      );
    if (socketCap) {
      limits.sockets_per_server = Number(socketCap[1]);
      if (HTTP_STATUS[socketCap[2]!]) limits.too_many_sockets_status = HTTP_STATUS[socketCap[2]!];
    }
    const connectionRate =
      /rate\.NewLimiter\(rate\.Every\(time\.(\w+)(?:\s*\*\s*([\d_]+))?\), (\d+)\)/.exec(
        routerSource,
      );
    if (connectionRate)
      limits.connection_rate = {
        every_ms: durationMs(connectionRate[1]!, connectionRate[2]),
        burst: Number(connectionRate[3]),
      };
    const limitFn = functionBody(wsSource, /func limitValuesFor\(/);
    if (limitFn) {
      const rates: NonNullable<WingsFacts['websocket']['limits']['event_rates']> = [];
      for (const m of limitFn.matchAll(
        /if ([^{]+)\{\s*return rate\.Every\(time\.(\w+)(?:\s*\*\s*([\d_]+))?\), (\d+)/g,
      )) {
        const events = [...m[1]!.matchAll(/e == (\w+)/g)]
          .map((e) => resolve(e[1]!))
          .filter((e): e is string => !!e);
        rates.push({events, every_ms: durationMs(m[2]!, m[3]), burst: Number(m[4])});
      }
      const fallback = /\n\treturn rate\.Every\(time\.(\w+)(?:\s*\*\s*([\d_]+))?\), (\d+)\s*$/.exec(
        limitFn,
      );
      if (fallback)
        rates.push({
          events: 'default',
          every_ms: durationMs(fallback[1]!, fallback[2]),
          burst: Number(fallback[3]),
        });
      if (rates.length) limits.event_rates = rates;
    }

    // JWT: the claims the websocket payload decodes, the scope and permission required to connect, expiry handling.
    const jwt: WingsFacts['websocket']['jwt'] = {claims: []};
    const payload = /type WebsocketPayload struct \{([^}]*)\}/.exec(tokensSource)?.[1] ?? '';
    const claims = [...payload.matchAll(/json:"([\w-]+)/g)].map((m) => m[1]!);
    if (/^\s*Scoped\s*$/m.test(payload)) {
      const scoped = /type Scoped struct \{([^}]*)\}/.exec(tokensSource)?.[1] ?? '';
      claims.push(...[...scoped.matchAll(/json:"([\w-]+)/g)].map((m) => m[1]!));
    }
    jwt.claims = claims.sort();
    const scope = /HasScope\(tokens\.(\w+)\)/.exec(wsSource);
    if (scope) {
      const value = tokens.get(scope[1]!);
      if (value) jwt.required_scope = value;
      const scopes = /type JwtScope string([\s\S]*?)\n\)/.exec(tokensSource)?.[1];
      if (scopes)
        jwt.scopes = Object.fromEntries(
          [...this.constants(scopes)].sort(([a], [b]) => a.localeCompare(b)),
        );
    }
    const connect = /if !\w+\.HasPermission\((\w+)\)/.exec(wsSource);
    if (connect && ws.get(connect[1]!)) jwt.connect_permission = ws.get(connect[1]!);
    // Exported as ListenForExpiration until Wings 1.5.2, listenForExpiration from 1.5.3.
    const expiry = functionBody(wsSource, /func \(h \*Handler\) [lL]istenForExpiration\(/);
    if (expiry) {
      const ticker = /NewTicker\(time\.(\w+)(?:\s*\*\s*(\d+))?\)/.exec(expiry);
      if (ticker) jwt.expiry_check_interval_seconds = durationMs(ticker[1]!, ticker[2]) / 1000;
      const notice =
        /else if [^<]*<= (\d+) \{\s*_ = h\.SendJson\((?:&)?Message\{Event: TokenExpiringEvent\}/.exec(
          expiry,
        );
      if (notice) jwt.expiring_notice_seconds = Number(notice[1]);
    } else {
      const notice =
        /<= (\d+) \{\s*_ = h\.SendJson\((?:&)?Message\{Event: TokenExpiringEvent\}/.exec(wsSource);
      if (notice) jwt.expiring_notice_seconds = Number(notice[1]);
    }
    if (/IssuedAt\.Time\.Before\(wingsBootTime\)/.test(tokensSource))
      jwt.rejects_tokens_issued_before_boot = true;
    if (/func \(h \*Handler\) TokenValid\(\)[\s\S]*?ExpirationTimeValidator/.test(wsSource))
      jwt.validates_exp_on_each_message = true;

    const expect = (fact: string, read: boolean, probe: RegExp, source = wsSource) =>
      this.expect(fact, read, probe, source);
    expect('inbound', inbound.length > 0, /func \(h \*Handler\) HandleInbound\(/);
    expect('inbound_token_check', inboundTokenCheck !== undefined, /TokenValid\(\)/, handle);
    expect(
      'error_detail_permission',
      errorPermission !== null && ws.has(errorPermission[1]!),
      /ReceiveErrors/,
    );
    const closeCalls = (routerSource + wsSource).match(/FormatCloseMessage\(/g)?.length ?? 0;
    if (closeCalls !== closeCodes.length)
      this.problems.push(
        `close_codes: ${closeCalls} FormatCloseMessage() calls, ${closeCodes.length} read`,
      );
    expect(
      'expected_close_codes',
      (expected?.length ?? 0) > 0,
      /expectedCloseCodes|IsCloseError|IsUnexpectedCloseError/,
      routerSource,
    );
    expect('limits.read_limit_bytes', limits.read_limit_bytes !== undefined, /SetReadLimit\(/);
    expect(
      'limits.max_message_bytes',
      limits.max_message_bytes !== undefined,
      /len\(p\)\s*>/,
      routerSource,
    );
    expect(
      'limits.sockets_per_server',
      limits.sockets_per_server !== undefined,
      /Websockets\(\)\.Len\(\)/,
      routerSource,
    );
    expect(
      'limits.too_many_sockets_status',
      limits.too_many_sockets_status !== undefined,
      /Websockets\(\)\.Len\(\)/,
      routerSource,
    );
    expect(
      'limits.connection_rate',
      limits.connection_rate !== undefined,
      /rate\.NewLimiter\(/,
      routerSource,
    );
    expect('limits.event_rates', limits.event_rates !== undefined, /func limitValuesFor\(/);
    expect('jwt.claims', jwt.claims.length > 0, /type WebsocketPayload struct/, tokensSource);
    expect('jwt.required_scope', jwt.required_scope !== undefined, /HasScope\(/);
    expect(
      'jwt.connect_permission',
      jwt.connect_permission !== undefined,
      /HasPermission\(PermissionConnect\)/,
    );
    expect(
      'jwt.expiry_check_interval_seconds',
      jwt.expiry_check_interval_seconds !== undefined,
      /NewTicker\([^)]*\)[\s\S]{0,400}TokenExpir/,
    );
    expect(
      'jwt.expiring_notice_seconds',
      jwt.expiring_notice_seconds !== undefined,
      /Event: TokenExpiringEvent/,
    );
    expect(
      'jwt.rejects_tokens_issued_before_boot',
      jwt.rejects_tokens_issued_before_boot !== undefined,
      /wingsBootTime/,
      tokensSource,
    );
    expect(
      'jwt.validates_exp_on_each_message',
      jwt.validates_exp_on_each_message !== undefined,
      /func \(h \*Handler\) TokenValid\(\)/,
    );

    return {
      websocket: {
        inbound,
        ...(inboundTokenCheck ? {inbound_token_check: inboundTokenCheck} : {}),
        outbound,
        ...(errorPermission && ws.get(errorPermission[1]!)
          ? {error_detail_permission: ws.get(errorPermission[1]!)}
          : {}),
        close_codes: closeCodes,
        ...(expected ? {expected_close_codes: expected} : {}),
        limits,
        jwt,
        permissions,
      },
    };
  }
}
