/**
 * The Postman conversions (./postman.ts) on a worker thread of their own. In a build they ran on
 * the main thread in postBuild, beside the search theme's page scan, and the converter (with the
 * schema validator it brings) was loaded on the main thread while the configuration loads: about
 * two seconds of the main thread's time in all, on a machine whose second core is mostly idle
 * then. The worker loads ./postman.ts through tsx (which also runs the postbuild) and sends the
 * collections back; the files written are the same.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {ApiDocument} from './apis';
import type {PostmanCollection} from './postman';
import type {OpenApiDocument} from './types';

export interface PostmanJob {
  readonly document: OpenApiDocument;
  readonly api: ApiDocument;
}

type Reply = {collections: PostmanCollection[]} | {error: string};

/** Runs in the worker (CommonJS, evaluated): converts each job in turn and replies once. */
const WORKER_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
const tsx = require(workerData.tsx);
const {postmanCollection} = tsx.require(workerData.module, workerData.module);
(async () => {
  const collections = [];
  for (const job of workerData.jobs) {
    collections.push(await postmanCollection(job.document, job.api));
  }
  return collections;
})().then(
  (collections) => parentPort.postMessage({collections}),
  (error) => parentPort.postMessage({error: error instanceof Error ? error.message : String(error)}),
);
`;

/** The Postman collection of each job's document, in order, converted on a worker thread. */
export function postmanCollectionsOnThread(
  jobs: readonly PostmanJob[],
): Promise<PostmanCollection[]> {
  const workerData = {
    tsx: createRequire(__filename).resolve('tsx/cjs/api'),
    module: path.join(__dirname, 'postman.ts'),
    jobs,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {eval: true, workerData});
    let settled = false;
    const settle = (done: () => void): void => {
      if (!settled) {
        settled = true;
        done();
        void worker.terminate();
      }
    };
    worker.once('message', (reply: Reply) =>
      settle(() => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply.collections))),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the Postman conversion thread exited (code ${code}) without a result`))),
    );
  });
}
