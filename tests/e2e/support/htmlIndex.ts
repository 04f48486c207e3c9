import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageLinks {
  /** Every id (and legacy `name`) on the page: the anchors a link can target. */
  readonly ids: ReadonlySet<string>;
  /** `href`/`src` values of links, scripts, stylesheets and images, with the tag they came from. */
  readonly references: readonly {readonly tag: string; readonly url: string}[];
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function walk(node: Node, visit: (element: Element) => void): void {
  if (isElement(node)) {
    visit(node);
    if (node.tagName === 'template' && 'content' in node) {
      walk(node.content as unknown as Node, visit);
    }
  }
  if ('childNodes' in node) {
    for (const child of node.childNodes) {
      walk(child, visit);
    }
  }
}

/** Reads one built HTML file and lists its anchors and outgoing references. */
export function readPageLinks(buildDir: string, htmlFile: string): PageLinks {
  const document = parse(readFileSync(path.join(buildDir, htmlFile), 'utf8'));
  const ids = new Set<string>();
  const references: {tag: string; url: string}[] = [];
  walk(document as unknown as Node, (element) => {
    for (const attribute of element.attrs) {
      if (attribute.name === 'id' || (attribute.name === 'name' && element.tagName === 'a')) {
        ids.add(attribute.value);
      }
      const isReference =
        (attribute.name === 'href' && ['a', 'link'].includes(element.tagName)) ||
        (attribute.name === 'src' && ['script', 'img'].includes(element.tagName));
      if (isReference) {
        references.push({tag: element.tagName, url: attribute.value});
      }
    }
  });
  return {ids, references};
}

function textOf(node: Node): string {
  if ('value' in node && node.nodeName === '#text') {
    return String(node.value);
  }
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/**
 * What each endpoint block of a built page states about its key, its own rate limit, its release and status, by
 * operation id: the text of its `data-statement` elements, as a reader sees it.
 */
export function readBlockStatements(
  buildDir: string,
  htmlFile: string,
): Map<string, Record<string, string>> {
  const document = parse(readFileSync(path.join(buildDir, htmlFile), 'utf8'));
  const blocks = new Map<string, Record<string, string>>();
  walk(document as unknown as Node, (element) => {
    const operationId = element.attrs.find(
      (attribute) => attribute.name === 'data-operation-id',
    )?.value;
    if (
      !operationId ||
      !element.attrs.some((attribute) => attribute.name === 'data-endpoint-block')
    ) {
      return;
    }
    const statements: Record<string, string> = {};
    walk(element, (inner) => {
      const kind = inner.attrs.find((attribute) => attribute.name === 'data-statement')?.value;
      if (kind) {
        // A kind stated more than once (status lines) is kept as one line per statement.
        const text = textOf(inner).replace(/\s+/g, ' ').trim();
        statements[kind] = kind in statements ? `${statements[kind]}\n${text}` : text;
      }
    });
    blocks.set(operationId, statements);
  });
  return blocks;
}
