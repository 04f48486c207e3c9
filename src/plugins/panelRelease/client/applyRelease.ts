/**
 * Makes a v1.0+ page speak for the release the reader chose (loaded only once a reader has chosen
 * one): a note at the top of the page with that release's API-wide limits (and on the websocket
 * page, what its Wings lacks), and in each endpoint block a note when the route arrived later
 * (its request samples are then hidden) and a mark on each listed change the release does not
 * have yet. Blocks render on demand and replace their server HTML, so marks are put back when the
 * page changes. The page itself keeps describing the current release: nothing is rewritten.
 */
import data from '@generated/site-panel-release/default/releases.json';
import {browserStorage} from '../../storedPreferences/client/storedValues';
import {PANEL_RELEASE_CONTROL_CLASS, PANEL_RELEASE_STORAGE_KEY} from '../options';
import {releaseControls, storedRelease} from './control';
import type {PanelReleaseData} from '../index';
import type {MarkdownNode} from '../../endpoints/openapi/markdownNodes';

const releases = (data as PanelReleaseData).releases;
const unread = (data as PanelReleaseData).unread;
const MARK = 'data-release-mark';
const ABSENT = 'data-release-absent';

/** Position in release order; -1 for a release the data does not know. */
const order = (version: string): number =>
  releases.findIndex((release) => release.version === version);

/** The chosen release: a read one, or an unread one standing on the facts of the closest read release (`at`). */
interface Chosen {
  readonly version: string;
  readonly label: string;
  readonly wings: string;
  readonly limits: PanelReleaseData['releases'][number]['limits'];
  readonly at: number;
  readonly known?: string;
}

function chosenRelease(version: string): Chosen | undefined {
  const at = order(version);
  const read = releases[at];
  if (read) {
    return {...read, at};
  }
  const entry = unread.find((release) => release.version === version);
  const closest = entry ? releases[order(entry.closest)] : undefined;
  return entry && closest
    ? {
        ...closest,
        version: entry.version,
        label: entry.label,
        at: order(entry.closest),
        known: entry.known,
      }
    : undefined;
}

const isCurrent = (chosen: Chosen): boolean =>
  chosen.at === releases.length - 1 && chosen.known === undefined;

/** Every release the control offers, newest first by release number (an unread release sits among the read ones). */
function offered(): {readonly version: string; readonly label: string}[] {
  const number = (version: string): number[] => version.split('.').map(Number);
  const newer = (a: string, b: string): number => {
    const [x, y] = [number(a), number(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      if ((x[i] ?? 0) !== (y[i] ?? 0)) {
        return (y[i] ?? 0) - (x[i] ?? 0);
      }
    }
    return 0;
  };
  const current = releases.at(-1)?.version;
  return [...releases, ...unread]
    .map(({version, label}) => ({
      version,
      label: version === current ? `${label} (these docs)` : label,
    }))
    .sort((a, b) => newer(a.version, b.version));
}

/** A change, converted from Markdown at build time (../index.ts), as DOM nodes, never as HTML. */
function changeNodes(nodes: readonly MarkdownNode[]): Node[] {
  return nodes.map((node) => {
    if (typeof node === 'string') {
      return document.createTextNode(node);
    }
    const child = document.createElement(node.tag);
    if (node.href !== undefined) {
      child.setAttribute('href', node.href);
    }
    child.append(...changeNodes(node.children));
    return child;
  });
}

function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  node.setAttribute(MARK, '');
  node.className = className;
  node.append(...children);
  return node;
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

function clearMarks(root: ParentNode): void {
  root.querySelectorAll(`[${MARK}]`).forEach((node) => node.remove());
  root.querySelectorAll(`[${ABSENT}]`).forEach((node) => node.removeAttribute(ABSENT));
}

/** Ends each list item with its mark, once: blocks are re-marked whenever the page changes. */
function markItems(items: readonly HTMLElement[], text: string): void {
  for (const item of items) {
    if (!item.lastElementChild?.hasAttribute(MARK)) {
      item.append(element('span', 'release-note', ` ${text}`));
    }
  }
}

/**
 * A block's own note goes right before the block, outside it: a waiting block hands a click on to
 * the same control of the rendered block by its position among the block's elements, which an
 * element added inside would shift. Inside, only list items get a mark, at their end.
 */
function markBlocks(article: Element, chosen: Chosen): void {
  const at = chosen.at;
  for (const block of article.querySelectorAll<HTMLElement>('[data-endpoint-block][data-since]')) {
    const outer = block.closest('[data-render-on-demand]') ?? block;
    const since = block.dataset['since'] ?? '';
    const absent = order(since) > at;
    if (absent) {
      block.setAttribute(ABSENT, '');
    }
    const later = absent
      ? []
      : [...block.querySelectorAll<HTMLElement>('li[data-release]')].filter(
          (item) => order(item.dataset['release'] ?? '') > at,
        );
    markItems(later, `Not yet in panel ${chosen.label}.`);
    // Notes and errors that hold only from or until some release (data-note-since / data-note-until, see the block's Content.tsx).
    const outOfRange = absent
      ? []
      : [...block.querySelectorAll<HTMLElement>('li[data-note-since], li[data-note-until]')].filter(
          (item) => {
            const since = order(item.dataset['noteSince'] ?? '');
            const until = order(item.dataset['noteUntil'] ?? '');
            return (since >= 0 && at < since) || (until >= 0 && at > until);
          },
        );
    markItems(outOfRange, `Does not apply to panel ${chosen.label}.`);
    if (outer.previousElementSibling?.hasAttribute(MARK)) {
      continue;
    }
    if (absent) {
      outer.before(
        element(
          'p',
          'release-note',
          `Not in panel ${chosen.label}: this route arrived in panel ${releases[order(since)]?.label ?? since}. Its request samples are hidden.`,
        ),
      );
    } else if (later.length > 0) {
      outer.before(
        element(
          'p',
          'release-note',
          `Panel ${chosen.label} differs: ${later.length === 1 ? 'one change' : `${later.length} changes`} listed under "Changes by panel release" came later.`,
        ),
      );
    }
  }
}

function pageNote(chosen: Chosen): HTMLElement {
  const current = releases.at(-1);
  const note = element('div', 'alert alert--info release-note-page');
  note.setAttribute('role', 'note');
  const standIn = releases[chosen.at];
  // An unread release's Wings is not known either: only a read release names its pair.
  const parts: (Node | string)[] = [
    chosen.known === undefined
      ? `You chose panel ${chosen.label}, which goes with Wings ${chosen.wings}. `
      : `You chose panel ${chosen.label}. `,
    `This page describes panel ${current?.label ?? ''}. `,
  ];
  if (chosen.known !== undefined) {
    parts.push(
      `${chosen.known} What this note and the endpoint blocks show is panel ${standIn?.label ?? ''}, the closest release that was read. `,
    );
  }
  if (chosen.at !== releases.length - 1) {
    parts.push('Endpoint blocks mark what your release does not have. ');
  }
  if (
    current &&
    (current.limits.client !== chosen.limits.client ||
      current.limits.application !== chosen.limits.application)
  ) {
    parts.push(
      `Default API-wide limits in ${chosen.label}: ${chosen.limits.client} requests per minute for the client API and ${chosen.limits.application} for the application API. `,
    );
  }
  parts.push(link('/docs/api-changes', 'Every change by release'), '.');
  note.append(...parts);
  if (location.pathname.startsWith('/docs/api/websocket')) {
    const at = chosen.at;
    const missing = (data as PanelReleaseData).websocket.filter(
      (entry) => order(entry.release) > at,
    );
    if (missing.length > 0) {
      const list = element('ul', '');
      for (const entry of missing) {
        list.append(
          element(
            'li',
            '',
            `${releases[order(entry.release)]?.label ?? entry.release}: `,
            ...changeNodes(entry.change),
          ),
        );
      }
      note.append(element('p', '', `Not in Wings ${chosen.wings}:`), list);
    }
  }
  return note;
}

/** Gives the controls every release, newest first (the HTML has the current one only), and selects the chosen one. */
export function fillControls(selects: readonly HTMLSelectElement[], version: string | null): void {
  for (const select of selects) {
    const options = offered();
    if (select.options.length < options.length) {
      select.replaceChildren(
        ...options.map((release) => new Option(release.label, release.version)),
      );
    }
    select.value = version ?? releases.at(-1)?.version ?? '';
  }
}

let observer: MutationObserver | undefined;

/**
 * Marks the page for a release (null: the current one, which needs no marks). Returns the release
 * it applied: a stored release this build does not know (left by an older build) is forgotten and
 * the page stays as it is, for the current release.
 */
export function applyRelease(version: string | null): string | null {
  observer?.disconnect();
  const chosen = version === null ? undefined : chosenRelease(version);
  if (version !== null && !chosen) {
    try {
      browserStorage()?.removeItem(PANEL_RELEASE_STORAGE_KEY);
    } catch {
      // Nothing to repair where storage is blocked.
    }
  }
  const article = document.querySelector('article');
  if (article) {
    clearMarks(article);
    // The legacy docs and the current release need no notes.
    if (
      chosen &&
      !isCurrent(chosen) &&
      document.documentElement.classList.contains('docs-version-current')
    ) {
      article.prepend(pageNote(chosen));
      if (chosen.at !== releases.length - 1) {
        markBlocks(article, chosen);
        observer = new MutationObserver(() => markBlocks(article, chosen));
        observer.observe(article, {childList: true, subtree: true});
      }
    }
  }
  return chosen && !isCurrent(chosen) ? chosen.version : null;
}

/** The reader's release for this page load: stored, or kept here where storage is blocked. */
let choice: string | null | undefined;

function choose(select: HTMLSelectElement): void {
  // Choosing the release the docs describe forgets the choice.
  choice = select.value === releases.at(-1)?.version ? null : select.value;
  try {
    if (choice === null) {
      browserStorage()?.removeItem(PANEL_RELEASE_STORAGE_KEY);
    } else {
      browserStorage()?.setItem(PANEL_RELEASE_STORAGE_KEY, choice);
    }
  } catch {
    // Storage may be blocked or full: the choice then lasts until the page is reloaded.
  }
  showChosenRelease();
}

let listening = false;

/** Fills the controls, listens to them, and marks the page for the reader's release (on every route). */
export function showChosenRelease(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('change', (event) => {
      const target = event.target as Element | null;
      if (
        target instanceof HTMLSelectElement &&
        target.closest(`.${PANEL_RELEASE_CONTROL_CLASS}`)
      ) {
        choose(target);
      }
    });
  }
  choice = applyRelease(choice === undefined ? storedRelease() : choice);
  fillControls(releaseControls(), choice);
}
