import {firstLoadKeepsServerHtml} from '../../../client/serverHtml';
import {loadOnce, type LoadOnce} from '../../../client/loadOnce';
import type {PageParts} from '../partNodes';

/** A page's generated data module: its deferred parts (see ../pageParts.ts). */
type PagePartsModule = {readonly default: PageParts};

/** The page's parts, loaded at most once. */
export function pageParts(loadPage: () => Promise<PagePartsModule>): LoadOnce<PageParts> {
  return loadOnce(() => loadPage().then((module) => module.default));
}

/**
 * Awaited at the top of the page's module, so the page is ready to render when its module is:
 * the server and a page reached by client-side navigation wait for the parts, the first page a
 * reader opens keeps its server HTML and loads them only if a part has to render. Never rejects:
 * a part whose data fails to load says so itself.
 */
export async function preloadPageParts(parts: LoadOnce<PageParts>): Promise<void> {
  if (!firstLoadKeepsServerHtml()) {
    await parts.load().catch(() => undefined);
  }
}
