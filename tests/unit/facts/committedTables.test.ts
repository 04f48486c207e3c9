/**
 * The committed tables under reference/releases are what scripts/facts/releases.config.ts says:
 * one file per configured release, carrying that release's commit, and well-formed.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {
  PanelTable,
  ReleaseIndex,
  ReleaseInfo,
  WingsTable,
} from '../../../schema/releaseTables';
import {stableJson} from '../../../scripts/facts/extract';
import {
  CURRENT_PANEL_VERSION,
  PANEL_RELEASES,
  UNREAD_PANEL_RELEASES,
  WINGS_RELEASES,
} from '../../../scripts/facts/releases.config';

const dir = path.resolve(__dirname, '../../../reference/releases');
// Typed by the one schema; the checks below test at run time what the types only claim.
const read = <T = Record<string, unknown>>(file: string): T =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
type Release = ReleaseInfo;

describe('reference/releases', () => {
  const index = read<ReleaseIndex>('index.json');

  it('index.json lists the configured releases in order with their commits', () => {
    expect(index.panel.map((r) => [r.version, r.commit, r.source])).toEqual(
      PANEL_RELEASES.map((r) => [r.version, r.commit, r.source]),
    );
    expect(index.wings.map((r) => [r.version, r.commit, r.source])).toEqual(
      WINGS_RELEASES.map((r) => [r.version, r.commit, r.source]),
    );
    expect(index.current).toBe(CURRENT_PANEL_VERSION);
    for (const release of [...index.panel, ...index.wings])
      expect(Number.isNaN(Date.parse(release.date)), release.version).toBe(false);
  });

  it('pairs every 1.x panel release with a listed Wings release: 1.12.x with Wings 1.12.2, 1.14.x and 1.15.0 with Wings 1.12.3', () => {
    const wingsVersions = new Set(index.wings.map((w) => w.version));
    for (const release of index.panel.filter((r) => !r.version.startsWith('0.'))) {
      expect(wingsVersions.has(index.pairing[release.version]!), release.version).toBe(true);
    }
    for (const version of ['1.12.0', '1.12.3']) expect(index.pairing[version]).toBe('1.12.2');
    // Wings 1.12.3 (2026-05-29) came after panel 1.12.3 (2026-05-23); no Wings 1.13.x is readable.
    for (const version of ['1.14.0', '1.14.1', '1.15.0'])
      expect(index.pairing[version]).toBe('1.12.3');
    expect(CURRENT_PANEL_VERSION).toBe('1.15.0');
    expect(index.pairing['0.7.19']).toBeUndefined();
  });

  it("reads 1.14.0, 1.14.1 and 1.15.0 at their matched commits, Wings 1.12.3 at the advisory's, and lists 1.12.4 and 1.15.1 as unread", () => {
    const commitOf = (list: Release[], version: string) =>
      list.find((r) => r.version === version)?.commit;
    expect(commitOf(index.panel, '1.14.0')).toBe('24458ea08728e6da8f80aeafa972f1046359e26c');
    expect(commitOf(index.panel, '1.14.1')).toBe('c39a7be8f55a4537a4eaa4a134be6a3b975b14ec');
    // The rebuilt tree's commit: fixed author and date make it the same on every rebuild.
    expect(commitOf(index.panel, '1.15.0')).toBe('465717524393e23a274cfc283cead60ca8e77c6a');
    expect(commitOf(index.wings, '1.12.3')).toBe('eb65e27ae077a63e38518c490768486af1cd86a9');
    expect(index.panel.some((r) => r.version.endsWith('+'))).toBe(false);
    const unread = index.unread;
    expect(unread.map(({version, closest, read: what}) => [version, closest, what])).toEqual(
      UNREAD_PANEL_RELEASES.map(({version, closest, read: what}) => [version, closest, what]),
    );
    expect(unread.map((r) => r.version)).toEqual(['1.12.4', '1.15.1']);
    for (const entry of unread)
      expect(
        index.panel.some((r) => r.version === entry.version),
        entry.version,
      ).toBe(false);
  });

  it('has exactly one panel and one Wings file per release, each naming its own commit', () => {
    expect(readdirSync(path.join(dir, 'panel')).sort()).toEqual(
      index.panel.map((r) => `${r.version}.json`).sort(),
    );
    expect(readdirSync(path.join(dir, 'wings')).sort()).toEqual(
      index.wings.map((r) => `${r.version}.json`).sort(),
    );
    for (const [kind, releases] of [
      ['panel', index.panel],
      ['wings', index.wings],
    ] as const) {
      for (const release of releases) {
        expect(
          read<{release: Release}>(`${kind}/${release.version}.json`).release.commit,
          `${kind} ${release.version}`,
        ).toBe(release.commit);
      }
    }
  });

  it('panel tables are well-formed', () => {
    for (const release of index.panel) {
      const table = read<PanelTable>(`panel/${release.version}.json`);
      expect(table.routes.length, release.version).toBeGreaterThan(40);
      const keys = new Set<string>();
      for (const route of table.routes) {
        const key = `${route.method} ${route.path}`;
        expect(keys.has(key), `${release.version} duplicate ${key}`).toBe(false);
        keys.add(key);
        expect(route.api === 'client' || route.api === 'application', key).toBe(true);
        expect(String(route.path), key).toMatch(/^\/api\/(client|application)/);
        expect(String(route.path), key).not.toMatch(/\{\w+:\w+\}/);
        expect(['form_request', 'controller', 'none']).toContain(route.permission_source);
        expect(
          Array.isArray(route.throttle) && route.throttle.length > 0,
          `${release.version} ${key} throttle`,
        ).toBe(true);
        if (route.api === 'application')
          expect(route.permission, `${release.version} ${key}`).toMatchObject({
            resource: expect.any(String),
            access: expect.stringMatching(/^(read|write)$/),
          });
      }
      expect(table.limits.global.client?.count, release.version).toBeGreaterThan(0);
      expect(table.limits.global.application?.count, release.version).toBeGreaterThan(0);
      // The site reads both API-wide limits as a figure per minute (src/plugins/facts/tables.ts GlobalLimit).
      expect(table.limits.global.client?.per_minute, release.version).toBeGreaterThan(0);
      expect(table.limits.global.application?.per_minute, release.version).toBeGreaterThan(0);
      expect(Object.keys(table.permissions).length, release.version).toBeGreaterThan(30);
    }
  });

  it('wings tables name the inbound events and the connect permission', () => {
    for (const release of index.wings) {
      const ws = read<WingsTable>(`wings/${release.version}.json`).websocket;
      expect(
        ws.inbound.map((e) => e.event),
        release.version,
      ).toEqual(expect.arrayContaining(['auth', 'set state', 'send command']));
      expect(ws.jwt.claims, release.version).toEqual(
        expect.arrayContaining(['permissions', 'server_uuid']),
      );
    }
  });

  it('every file is in the stable form the generator writes (sorted keys, two-space JSON, final newline)', () => {
    const files = [
      'index.json',
      ...['panel', 'wings'].flatMap((kind) =>
        readdirSync(path.join(dir, kind)).map((f) => `${kind}/${f}`),
      ),
    ];
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(stableJson(JSON.parse(text)) === text, file).toBe(true);
    }
    expect(existsSync(path.join(dir, 'CHANGES-1.11.8-to-current.md'))).toBe(true);
  });
});
