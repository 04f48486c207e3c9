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
import type {PageParts, PartNode} from '../partNodes';

/** A part's content never changes once the page has loaded: its server HTML is never stale. */
const NEVER_STALE = {check: () => false, subscribe: () => () => undefined};

/**
 * A single child as itself, as the compiled page passes it: the theme's heading reads a text child
 * for its anchor link's label ("Direct link to Sources"), and would read an array as no text.
 */
function only(children: ReactNode[]): ReactNode {
  return children.length === 1 ? children[0] : children;
}

function render(
  nodes: readonly PartNode[],
  components: Readonly<Record<string, unknown>>,
): ReactNode[] {
  // Nodes have no identity beyond their position in a part that never changes.
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
        {...node.attributes}
      >
        {only(render(node.children, components))}
      </Element>
    );
  });
}

type Props = {
  readonly parts: LoadOnce<PageParts>;
  /** This part's place among the page's deferred parts. */
  readonly index: number;
};

function LoadedPart({parts, index}: Props): ReactNode {
  const components = useMDXComponents();
  const loaded = parts.current();
  const [failure, setFailure] = useState<string | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  if (!loaded && typeof window === 'undefined') {
    // The page's module loads its parts before the server renders it (see ./partLoading.ts).
    throw new Error('A deferred part was rendered on the server before its data loaded.');
  }
  // Covers a load that failed, or had not finished, when the page rendered in the browser.
  useEffect(() => {
    if (loaded || failure !== null) {
      return undefined;
    }
    let current = true;
    parts.load().then(
      () => current && arrived(),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [parts, loaded, failure]);
  const part = loaded?.[index];
  if (failure !== null || (loaded && !part)) {
    return (
      <div className="alert alert--danger margin-vert--md" role="alert">
        <p>
          This part of the page could not be loaded ({failure ?? `the page has no part ${index}`}).
          Reload the page to see it.
        </p>
      </div>
    );
  }
  return part ? <>{render([part], components)}</> : null;
}

/**
 * A long table or the footnote list of the page, in full in the server HTML. On a first visit that
 * HTML stays as it is (the part never changes, so it is never stale); a click or keyboard focus on
 * a link in it renders it from the page's data first, so the link navigates in the page.
 */
export default function DeferredPart({parts, index}: Props): ReactNode {
  const ready = useCallback(() => parts.current() !== null, [parts]);
  const prepare = useCallback(() => parts.load(), [parts]);
  return (
    <RenderOnDemand ready={ready} prepare={prepare} stale={NEVER_STALE}>
      <LoadedPart parts={parts} index={index} />
    </RenderOnDemand>
  );
}
