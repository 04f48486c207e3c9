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
