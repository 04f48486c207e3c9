import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const copy = path.resolve(__dirname, '../../reference/pterodactyl-api');
const shared = path.resolve(__dirname, '../../../shared/reference/pterodactyl-api');
const FILES = ['README.md', 'errors.json', 'permissions.json', 'v0.7-routes.json', 'v1-routes.json', 'websocket.json'];

describe('the fact tables kept in the repository', () => {
  it('are all present, parse, and hold 111 v1 and 46 v0.7 routes', () => {
    expect(readdirSync(copy).sort()).toEqual(FILES);
    for (const file of FILES.filter((name) => name.endsWith('.json'))) {
      expect(() => JSON.parse(readFileSync(path.join(copy, file), 'utf8')), file).not.toThrow();
    }
    const routes = (file: string) => (JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as {routes: unknown[]}).routes;
    expect(routes('v1-routes.json')).toHaveLength(111);
    expect(routes('v0.7-routes.json')).toHaveLength(46);
  });

  // The shared folder sits beside the repository on the team's machines and in CI.
  it('are byte-for-byte the shared fact tables, when ../shared is present', () => {
    if (!existsSync(shared)) {
      console.warn(`No ${shared}: comparison with the shared fact tables not possible on this machine.`);
      return;
    }
    expect(readdirSync(shared).sort()).toEqual(FILES);
    for (const file of FILES) {
      expect(readFileSync(path.join(copy, file)).equals(readFileSync(path.join(shared, file))), `${file} differs from ../shared`).toBe(true);
    }
  });
});
