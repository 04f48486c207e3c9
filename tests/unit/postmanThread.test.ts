import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_DOCUMENTS} from '../../src/plugins/endpoints/openapi/apis';
import {loadAllApis, type LoadedApi} from '../../src/plugins/endpoints/openapi/load';
import {postmanCollection} from '../../src/plugins/endpoints/openapi/postman';
import {postmanCollectionsOnThread} from '../../src/plugins/endpoints/openapi/postmanThread';
import {publishedDocument} from '../../src/plugins/endpoints/openapi/published';
import type {OpenApiDocument} from '../../src/plugins/endpoints/openapi/types';

const siteDir = path.resolve(__dirname, '../..');
let apis: Map<string, LoadedApi>;

beforeAll(async () => {
  apis = await loadAllApis(siteDir);
});

describe('the Postman conversion on a worker thread', () => {
  it('gives each document the collection the conversion on the main thread gives, in order', async () => {
    const jobs = ['legacy-application', 'legacy-client'].map((id) => {
      const loaded = apis.get(id)!;
      return {api: loaded.api, document: publishedDocument(loaded, 'https://docs.example.com')};
    });
    const threaded = await postmanCollectionsOnThread(jobs);
    expect(threaded).toHaveLength(2);
    for (const [at, job] of jobs.entries()) {
      // As written to the .postman.json files.
      expect(JSON.stringify(threaded[at], null, 2)).toBe(
        JSON.stringify(await postmanCollection(job.document, job.api), null, 2),
      );
    }
  });

  it('fails naming the document the converter rejects', async () => {
    const api = API_DOCUMENTS.find((candidate) => candidate.id === 'client')!;
    const broken = {openapi: '3.1.0', paths: 'none'} as unknown as OpenApiDocument;
    await expect(postmanCollectionsOnThread([{api, document: broken}])).rejects.toThrow(
      `${api.root}: the Postman conversion failed`,
    );
  });
});
