import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const copy = path.resolve(__dirname, '../../reference/pterodactyl-api');
const shared = path.resolve(__dirname, '../../../shared/reference/pterodactyl-api');
const FILES = [
  'README.md',
  'errors.json',
  'permissions.json',
  'v0.7-routes.json',
  'v1-routes.json',
  'websocket.json',
];

describe('the fact tables kept in the repository', () => {
  it('are all present and parse', () => {
    expect(readdirSync(copy).sort()).toEqual(FILES);
    for (const file of FILES.filter((name) => name.endsWith('.json'))) {
      expect(() => JSON.parse(readFileSync(path.join(copy, file), 'utf8')), file).not.toThrow();
    }
  });

  // The shared folder sits beside the repository on the team's machines and in CI; elsewhere the
  // comparison is reported as skipped.
  it.skipIf(!existsSync(shared))('are byte-for-byte the shared fact tables in ../shared', () => {
    expect(readdirSync(shared).sort()).toEqual(FILES);
    for (const file of FILES) {
      expect(
        readFileSync(path.join(copy, file)).equals(readFileSync(path.join(shared, file))),
        `${file} differs from ../shared`,
      ).toBe(true);
    }
  });
});
