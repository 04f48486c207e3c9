import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loadAllApis} from './openapi/load';
import {publishedDocument, publishedYaml} from './openapi/published';
import {postmanCollection} from './openapi/postman';

const DOWNLOAD_DIR = 'openapi';

// Loads every API description before anything renders, so a broken file fails the build with
// its name, and publishes the bundled descriptions as YAML and JSON downloads.
export default function openApiPlugin(context: {
  siteDir: string;
  siteConfig: {url: string};
}): Plugin {
  return {
    name: 'site-openapi',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'openapi/**/*.yaml')];
    },
    async loadContent() {
      await loadAllApis(context.siteDir);
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, DOWNLOAD_DIR);
      mkdirSync(target, {recursive: true});
      for (const loaded of (await loadAllApis(context.siteDir)).values()) {
        const base = path.join(target, loaded.api.download);
        const published = publishedDocument(loaded, context.siteConfig.url);
        writeFileSync(`${base}.json`, `${JSON.stringify(published, null, 2)}\n`);
        writeFileSync(`${base}.yaml`, publishedYaml(published));
        writeFileSync(
          `${base}.postman.json`,
          `${JSON.stringify(await postmanCollection(published, loaded.api), null, 2)}\n`,
        );
      }
    },
  };
}
