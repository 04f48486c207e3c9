import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type ElementType,
  type ReactNode,
} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {LoadOnce} from '../../../client/loadOnce';
import RenderOnDemand from '../../endpoints/client/RenderOnDemand';
import type {PageTables, TableNode} from '../tableNodes';

/** A table's content never changes once the page has loaded: its server HTML is never stale. */
const NEVER_STALE = {check: () => false, subscribe: () => () => undefined};

function render(
  nodes: readonly TableNode[],
  components: Readonly<Record<string, unknown>>,
): ReactNode[] {
  // Nodes have no identity beyond their position in a table that never changes.
  return nodes.map((node, index) => {
    if (typeof node === 'string') {
      return node;
    }
    const Element = (components[node.tag] ?? node.tag) as ElementType;
    if (node.tag === 'br') {
      return <Element key={index} />;
    }
    return (
      <Element
        key={index}
        {...(node.href === undefined ? {} : {href: node.href})}
        {...(node.title === undefined ? {} : {title: node.title})}
        {...(node.align === undefined ? {} : {style: {textAlign: node.align}})}
        {...(node.searchExcluded ? {'data-search-exclude': ''} : {})}
      >
        {render(node.children, components)}
      </Element>
    );
  });
}

type Props = {
  readonly tables: LoadOnce<PageTables>;
  /** This table's place among the page's deferred tables. */
  readonly index: number;
};

function LoadedTable({tables, index}: Props): ReactNode {
  const components = useMDXComponents();
  const loaded = tables.current();
  const [failure, setFailure] = useState<string | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  if (!loaded && typeof window === 'undefined') {
    // The page's module loads its tables before the server renders it (see ./tableLoading.ts).
    throw new Error('A deferred table was rendered on the server before its data loaded.');
  }
  // Covers a load that failed, or had not finished, when the page rendered in the browser.
  useEffect(() => {
    if (loaded || failure !== null) {
      return undefined;
    }
    let current = true;
    tables.load().then(
      () => current && arrived(),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [tables, loaded, failure]);
  const table = loaded?.[index];
  if (failure !== null || (loaded && !table)) {
    return (
      <div className="alert alert--danger margin-vert--md" role="alert">
        <p>
          This table could not be loaded ({failure ?? `the page has no table ${index}`}). Reload the
          page to see it.
        </p>
      </div>
    );
  }
  return table ? <>{render([table], components)}</> : null;
}

/**
 * A long table of the page, in full in the server HTML. On a first visit that HTML stays as it
 * is (the table never changes, so it is never stale); a click or keyboard focus on a link in it
 * renders it from the page's table data first, so the link navigates in the page.
 */
export default function DeferredTable({tables, index}: Props): ReactNode {
  const ready = useCallback(() => tables.current() !== null, [tables]);
  const prepare = useCallback(() => tables.load(), [tables]);
  return (
    <RenderOnDemand ready={ready} prepare={prepare} stale={NEVER_STALE}>
      <LoadedTable tables={tables} index={index} />
    </RenderOnDemand>
  );
}
