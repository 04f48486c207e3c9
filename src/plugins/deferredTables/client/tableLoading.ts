import {firstLoadKeepsServerHtml} from '../../../client/serverHtml';
import {loadOnce, type LoadOnce} from '../../../client/loadOnce';
import type {PageTables} from '../tableNodes';

/** A page's generated data module: its deferred tables (see ../remark.ts). */
type PageTablesModule = {readonly default: PageTables};

/** The page's tables, loaded at most once. */
export function pageTables(loadPage: () => Promise<PageTablesModule>): LoadOnce<PageTables> {
  return loadOnce(() => loadPage().then((module) => module.default));
}

/**
 * Awaited at the top of the page's module, so the page is ready to render when its module is:
 * the server and a page reached by client-side navigation wait for the tables, the first page a
 * reader opens keeps its server HTML and loads them only if a table has to render. Never rejects:
 * a table whose data fails to load says so itself.
 */
export async function preloadPageTables(tables: LoadOnce<PageTables>): Promise<void> {
  if (!firstLoadKeepsServerHtml()) {
    await tables.load().catch(() => undefined);
  }
}
