/**
 * The websocket mock published at /downloads/mock-wings.mjs imitates Wings 1.12.2 and the panel's
 * credentials route: its numbers must be the fact tables' numbers, and the console relay recipe
 * must pace itself with the same budgets.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {WingsTable} from '../../schema/releaseTables';
import {currentRelease} from '../../src/plugins/facts/tables';

const root = path.resolve(__dirname, '../..');
const mockFile = path.join(root, 'static/downloads/mock-wings.mjs');

interface Rate {
  events: readonly string[] | 'default';
  burst: number;
  everyMs: number;
}
interface MockModule {
  WINGS: {
    release: string;
    readLimitBytes: number;
    socketsPerServer: number;
    tooManySocketsStatus: number;
    connectionRate: {burst: number; everyMs: number};
    eventRates: readonly Rate[];
    expiryCheckIntervalSeconds: number;
    expiringNoticeSeconds: number;
    suspendedClose: {code: number; reason: string};
    connectPermission: string;
    requiredScope: string;
    logCount: number;
  };
  PANEL: {tokenLifetimeSeconds: number; credentialsPerMinute: number; notBeforeSeconds: number};
  readOptions: (argv: string[]) => Record<string, unknown>;
}

/** The Wings 1.12.2 table (schema/releaseTables.ts), which states every limit and token fact the mock imitates. */
type FullWingsTable = WingsTable & {
  websocket: {
    limits: Required<WingsTable['websocket']['limits']>;
    jwt: Required<WingsTable['websocket']['jwt']>;
  };
};

const loadMock = async (): Promise<MockModule> =>
  (await import(/* @vite-ignore */ mockFile)) as MockModule;
const wings = JSON.parse(
  readFileSync(path.join(root, 'reference/releases/wings/1.12.2.json'), 'utf8'),
) as FullWingsTable;
const shared = JSON.parse(
  readFileSync(path.join(root, 'reference/pterodactyl-api/websocket.json'), 'utf8'),
) as {
  jwt: {lifetime_seconds: number};
  client_to_server: {event: string; effect: string}[];
};

describe('mock-wings', () => {
  it('names the Wings release it imitates, the one the websocket page describes', async () => {
    const {WINGS} = await loadMock();
    expect(WINGS.release).toBe(wings.release.version);
    expect(readFileSync(path.join(root, 'docs/api/websocket.mdx'), 'utf8')).toContain(
      `**Wings ${WINGS.release}**`,
    );
  });

  it('uses the limits of the Wings 1.12.2 table', async () => {
    const {WINGS} = await loadMock();
    const {limits} = wings.websocket;
    expect(WINGS.readLimitBytes).toBe(limits.read_limit_bytes);
    expect(WINGS.socketsPerServer).toBe(limits.sockets_per_server);
    expect(WINGS.tooManySocketsStatus).toBe(limits.too_many_sockets_status);
    expect(WINGS.connectionRate).toEqual({
      burst: limits.connection_rate.burst,
      everyMs: limits.connection_rate.every_ms,
    });
    expect(
      WINGS.eventRates.map((rate) => ({
        events: rate.events,
        burst: rate.burst,
        every_ms: rate.everyMs,
      })),
    ).toEqual(limits.event_rates);
  });

  it('uses the token rules, close code and permissions of the Wings 1.12.2 table', async () => {
    const {WINGS} = await loadMock();
    const {jwt, close_codes} = wings.websocket;
    expect(WINGS.expiryCheckIntervalSeconds).toBe(jwt.expiry_check_interval_seconds);
    expect(WINGS.expiringNoticeSeconds).toBe(jwt.expiring_notice_seconds);
    expect(WINGS.connectPermission).toBe(jwt.connect_permission);
    expect(WINGS.requiredScope).toBe(jwt.required_scope);
    expect(close_codes).toContainEqual(WINGS.suspendedClose);
  });

  it('replays as many lines as Wings does by default and signs tokens for as long as the panel', async () => {
    const {WINGS, PANEL} = await loadMock();
    const sendLogs = shared.client_to_server.find((event) => event.event === 'send logs');
    expect(sendLogs?.effect).toContain(`default ${WINGS.logCount})`);
    expect(PANEL.tokenLifetimeSeconds).toBe(shared.jwt.lifetime_seconds);
  });

  it("limits credentials as the current panel's table does", async () => {
    const {PANEL} = await loadMock();
    const limit = currentRelease().limits.resources.find((resource) =>
      resource.routes.includes('GET /api/client/servers/{server}/websocket'),
    );
    expect(limit?.window_minutes).toBe(1);
    expect(PANEL.credentialsPerMinute).toBe(limit?.count);
  });

  it('rejects bad options with a message naming the option', async () => {
    const {readOptions} = await loadMock();
    expect(() => readOptions(['--port', '70000'])).toThrow('--port takes a whole number');
    expect(() => readOptions(['--server', 'nope'])).toThrow('--server takes a server UUID');
    expect(() => readOptions(['--state', 'sleeping'])).toThrow('--state takes running or offline');
    expect(() => readOptions(['--origin', 'https://panel.example.com/path'])).toThrow(
      '--origin takes',
    );
    expect(() => readOptions(['--colour'])).toThrow("Unknown option '--colour'");
    expect(readOptions(['--port', '0'])).toMatchObject({
      port: 0,
      tokenTtl: 600,
      checkEvery: 30,
      expiringWithin: 60,
    });
  });
});

describe('mock-wings type checking', () => {
  it("is checked by the project's tsc: // @ts-check on its second line, in tsconfig's include, with allowJs", () => {
    const lines = readFileSync(mockFile, 'utf8').split('\n');
    expect(lines[0]).toBe('#!/usr/bin/env node');
    expect(lines[1]).toBe('// @ts-check');
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: {allowJs?: boolean; checkJs?: boolean};
      include: string[];
    };
    expect(tsconfig.include).toContain(path.relative(root, mockFile));
    expect(tsconfig.compilerOptions.allowJs).toBe(true);
    // checkJs stays off: only files that ask with // @ts-check are checked.
    expect(tsconfig.compilerOptions.checkJs).toBeUndefined();
  });

  it('stays dependency-free: it imports only node: built-ins', () => {
    const imports = [
      ...readFileSync(mockFile, 'utf8').matchAll(/^import .* from '([^']+)';$/gm),
    ].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });
});

describe('the console relay recipe', () => {
  it('paces itself with the budgets and message size of the Wings 1.12.2 table', () => {
    const source = readFileSync(path.join(root, 'examples/recipes/console-relay.mjs'), 'utf8');
    const budgets = /^const BUDGETS = (\{[^;]*\});$/m.exec(source)?.[1];
    expect(budgets).toBeDefined();
    // The object literal as JSON: keys quoted, single quotes made double, trailing comma dropped.
    const parsed = JSON.parse(
      (budgets ?? '')
        .replace(/([{,]\s*)([a-z]+):/g, '$1"$2":')
        .replace(/'/g, '"')
        .replace(/,(\s*\})$/, '$1'),
    ) as Record<string, [number, number]>;
    const {limits} = wings.websocket;
    const rateOf = (event: string): [number, number] => {
      const rate =
        limits.event_rates.find(
          (candidate) => Array.isArray(candidate.events) && candidate.events.includes(event),
        ) ?? limits.event_rates.find((candidate) => candidate.events === 'default');
      return [rate?.burst ?? 0, rate?.every_ms ?? 0];
    };
    expect(parsed).toEqual({
      global: [limits.connection_rate.burst, limits.connection_rate.every_ms],
      auth: rateOf('auth'),
      'send logs': rateOf('send logs'),
      'send command': rateOf('send command'),
      other: rateOf('set state'),
    });
    expect(source).toContain(`const MAX_MESSAGE_BYTES = ${limits.read_limit_bytes};`);
    expect(source).toContain(`const CLOSE_SUSPENDED = ${wings.websocket.close_codes[0]?.code};`);
  });
});
