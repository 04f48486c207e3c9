import type {EndpointData} from '../../openapi/endpointData';
import {loadOnce, type LoadOnce} from '../../../../client/loadOnce';
import {firstLoadKeepsServerHtml} from '../../../../client/serverHtml';

/** A page's generated data module: a JSON file of its operations by id (see ../../openapi/endpointData.ts). */
type PageDataModule = {readonly default: Readonly<Record<string, EndpointData>>};

/** Loads one block's data; a page has one per block (see pageEndpointLoaders). */
export type EndpointLoader = () => Promise<EndpointData>;

export interface LoadedEndpoint {
  readonly data: EndpointData;
  readonly Content: typeof import('./Content').default;
}

/** The loaders of a page's blocks, by operation id, all served by the page's one data module. */
export function pageEndpointLoaders(
  loadPage: () => Promise<PageDataModule>,
  operationIds: readonly string[],
): Record<string, EndpointLoader> {
  return Object.fromEntries(
    operationIds.map((operationId) => [
      operationId,
      () =>
        loadPage().then(({default: page}) => {
          const data = page[operationId];
          if (!data) {
            throw new Error(`The page's data has no operation ${operationId}.`);
          }
          return data;
        }),
    ]),
  );
}

const blocks = new WeakMap<EndpointLoader, LoadOnce<LoadedEndpoint>>();

function block(load: EndpointLoader): LoadOnce<LoadedEndpoint> {
  let once = blocks.get(load);
  if (!once) {
    once = loadOnce(() =>
      Promise.all([load(), import('./Content')]).then(([data, content]) => ({
        data,
        Content: content.default,
      })),
    );
    blocks.set(load, once);
  }
  return once;
}

export function loadedEndpoint(load: EndpointLoader): LoadedEndpoint | undefined {
  return block(load).current() ?? undefined;
}

/** Loads a block's data and the code that renders it, once; a failed load is tried again on the next call. */
export function loadEndpoint(load: EndpointLoader): Promise<LoadedEndpoint> {
  return block(load).load();
}

/**
 * Awaited at the top of an API page's module, so the page is ready to render when its module is.
 * The server, a page reached by client-side navigation and a page opened from a search result
 * render every block at once and wait for all of their data; the first page a reader opens shows
 * its server HTML and loads the data when a block needs it (src/plugins/endpoints/client/RenderOnDemand.tsx).
 * Never rejects: a block whose data fails to load says so itself.
 */
export async function preloadPageEndpoints(loaders: readonly EndpointLoader[]): Promise<void> {
  if (firstLoadKeepsServerHtml()) {
    return;
  }
  await Promise.allSettled(loaders.map(loadEndpoint));
}
