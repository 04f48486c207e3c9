import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loadAllApis} from './openapi/load';
import {publishedDocument, publishedYaml} from './openapi/published';
import {postmanCollectionsOnThread} from './openapi/postmanThread';

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
      const published = [...(await loadAllApis(context.siteDir)).values()].map((loaded) => ({
        api: loaded.api,
        document: publishedDocument(loaded, context.siteConfig.url),
      }));
      // Started first: the conversions run beside the rest of the build's postBuild work.
      const collections = postmanCollectionsOnThread(published);
      collections.catch(() => undefined); // awaited below; a write failing first is the error reported
      for (const {api, document} of published) {
        const base = path.join(target, api.download);
        writeFileSync(`${base}.json`, `${JSON.stringify(document, null, 2)}\n`);
        writeFileSync(`${base}.yaml`, publishedYaml(document));
      }
      (await collections).forEach((collection, at) => {
        const base = path.join(target, published[at]!.api.download);
        writeFileSync(`${base}.postman.json`, `${JSON.stringify(collection, null, 2)}\n`);
      });
    },
  };
}
