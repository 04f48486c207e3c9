/**
 * The build-time caches: a JSON file parsed once per version of the file (src/plugins/files.ts
 * readJsonFile) and each Markdown text of the endpoint blocks converted once
 * (src/plugins/endpoints/openapi/markdownNodes.ts). Both hand out values that every page shares.
 */
import {mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openApiDigest} from '../../src/plugins/endpoints/openapi/load';
import {markdownNodes} from '../../src/plugins/endpoints/openapi/markdownNodes';
import {readJsonFile, writeCompiledJson} from '../../src/plugins/files';

describe('readJsonFile', () => {
  it('parses a file once, freezes what it hands out, and reads a changed file again', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'json-cache-'));
    try {
      const file = path.join(dir, 'table.json');
      writeFileSync(file, '{"routes":[{"path":"/a"}]}');
      const first = readJsonFile<{routes: {path: string}[]}>(file);
      expect(readJsonFile(file)).toBe(first);
      expect(Object.isFrozen(first.routes[0])).toBe(true);
      expect(() => first.routes.push({path: '/b'})).toThrow(TypeError);
      // Same size, later modification time: a dev server's edit.
      writeFileSync(file, '{"routes":[{"path":"/b"}]}');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(readJsonFile<{routes: {path: string}[]}>(file).routes[0]?.path).toBe('/b');
      writeFileSync(file, '{"routes":[]}');
      expect(readJsonFile<{routes: unknown[]}>(file).routes).toEqual([]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('fails on a missing file', () => {
    expect(() => readJsonFile(path.join(tmpdir(), 'no-such-table.json'))).toThrow(/ENOENT/);
  });
});

describe('writeCompiledJson', () => {
  it("names the file by its content, and removes the page's earlier versions of it only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compiled-json-'));
    try {
      const first = writeCompiledJson(dir, 'parts/page', {rows: 1});
      expect(first).toMatch(/^@generated\/parts\/page\.[0-9a-f]{12}\.json$/);
      // Another page whose name starts alike, and a file that is no version of the page's.
      writeCompiledJson(dir, 'parts/page.twin', {rows: 1});
      writeFileSync(path.join(dir, 'parts', 'page.notes.json'), '{}');
      expect(writeCompiledJson(dir, 'parts/page', {rows: 1})).toBe(first);
      const second = writeCompiledJson(dir, 'parts/page', {rows: 2});
      expect(second).not.toBe(first);
      const left = readdirSync(path.join(dir, 'parts')).sort();
      expect(left).toHaveLength(3);
      expect(left).toContain(path.basename(second));
      expect(left).not.toContain(path.basename(first));
      expect(left).toContain('page.notes.json');
      expect(left.filter((file) => file.startsWith('page.twin.'))).toHaveLength(1);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('openApiDigest (the version of openapi/ that loadAllApis keeps its loads by)', () => {
  it('stays while no file changes, and changes with an edited, added or removed file', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'openapi-digest-'));
    try {
      mkdirSync(path.join(site, 'openapi/client'), {recursive: true});
      const file = path.join(site, 'openapi/client/servers.yaml');
      writeFileSync(file, 'summary: a\n');
      const first = openApiDigest(site);
      expect(openApiDigest(site)).toBe(first);
      // Same size, later modification time: a dev server's edit.
      writeFileSync(file, 'summary: b\n');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      const edited = openApiDigest(site);
      expect(edited).not.toBe(first);
      writeFileSync(path.join(site, 'openapi/client/files.yaml'), 'summary: c\n');
      const added = openApiDigest(site);
      expect(added).not.toBe(edited);
      rmSync(path.join(site, 'openapi/client/files.yaml'));
      expect(openApiDigest(site)).toBe(edited);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('markdownNodes', () => {
  it('gives the same nodes for a text asked for again, which no caller can change', async () => {
    const text = 'Lists the `files` of a *directory*.';
    const first = await markdownNodes(text, 'first.yaml: description');
    const again = await markdownNodes(text, 'second.yaml: description');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('still names the field of each text that fails, also after a good text', async () => {
    await markdownNodes('fine', 'a.yaml: description');
    await expect(markdownNodes('# Heading', 'a.yaml: description')).rejects.toThrow(
      /^a\.yaml: description: uses Markdown \(heading\)/,
    );
    await expect(markdownNodes('# Heading', 'b.yaml: note')).rejects.toThrow(/^b\.yaml: note: /);
  });
});
