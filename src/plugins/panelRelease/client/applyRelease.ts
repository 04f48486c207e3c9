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

const releases = (data as PanelReleaseData).releases;
const MARK = 'data-release-mark';
const ABSENT = 'data-release-absent';

/** Position in release order; -1 for a release the data does not know. */
const order = (version: string): number => releases.findIndex((release) => release.version === version);

/** Inline Markdown of a generated change (only code spans) as DOM nodes, never as HTML. */
function changeText(markdown: string): Node[] {
  return markdown.split('`').map((part, index) => {
    if (index % 2 === 0) {
      return document.createTextNode(part);
    }
    const code = document.createElement('code');
    code.textContent = part;
    return code;
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

/**
 * A block's own note goes right before the block, outside it: a waiting block hands a click on to
 * the same control of the rendered block by its position among the block's elements, which an
 * element added inside would shift. Inside, only list items get a mark, at their end.
 */
function markBlocks(article: Element, chosen: PanelReleaseData['releases'][number]): void {
  const at = order(chosen.version);
  for (const block of article.querySelectorAll<HTMLElement>('[data-endpoint-block][data-since]')) {
    const outer = block.closest('[data-render-on-demand]') ?? block;
    const since = block.dataset['since'] ?? '';
    const absent = order(since) > at;
    if (absent) {
      block.setAttribute(ABSENT, '');
    }
    const later = absent ? [] : [...block.querySelectorAll<HTMLElement>('li[data-release]')].filter((item) => order(item.dataset['release'] ?? '') > at);
    for (const item of later) {
      if (!item.lastElementChild?.hasAttribute(MARK)) {
        item.append(element('span', 'release-note', ` Not yet in panel ${chosen.label}.`));
      }
    }
    if (outer.previousElementSibling?.hasAttribute(MARK)) {
      continue;
    }
    if (absent) {
      outer.before(element('p', 'release-note', `Not in panel ${chosen.label}: this route arrived in panel ${releases[order(since)]?.label ?? since}. Its request samples are hidden.`));
    } else if (later.length > 0) {
      outer.before(element('p', 'release-note', `Panel ${chosen.label} differs: ${later.length === 1 ? 'one change' : `${later.length} changes`} listed under "Changes by panel release" came later.`));
    }
  }
}

function pageNote(chosen: PanelReleaseData['releases'][number]): HTMLElement {
  const current = releases.at(-1);
  const note = element('div', 'alert alert--info release-note-page');
  note.setAttribute('role', 'note');
  const described = current?.version.endsWith('+') ? `the panel ${current.label}` : `panel ${current?.label ?? ''}`;
  const parts: (Node | string)[] = [`You chose panel ${chosen.label}, which goes with Wings ${chosen.wings}. This page describes ${described}; `];
  parts.push('endpoint blocks mark what your release does not have. ');
  if (current && (current.limits.client !== chosen.limits.client || current.limits.application !== chosen.limits.application)) {
    parts.push(`Default API-wide limits in ${chosen.label}: ${chosen.limits.client} requests per minute for the client API and ${chosen.limits.application} for the application API. `);
  }
  parts.push(link('/docs/api-changes', 'Every change by release'), '.');
  note.append(...parts);
  if (location.pathname.startsWith('/docs/api/websocket')) {
    const at = order(chosen.version);
    const missing = (data as PanelReleaseData).websocket.filter((entry) => order(entry.release) > at);
    if (missing.length > 0) {
      const list = element('ul', '');
      for (const entry of missing) {
        list.append(element('li', '', `${releases[order(entry.release)]?.label ?? entry.release}: `, ...changeText(entry.change)));
      }
      note.append(element('p', '', `Not in Wings ${chosen.wings}:`), list);
    }
  }
  return note;
}

/** Gives the controls every release, newest first (the HTML has the current one only), and selects the chosen one. */
export function fillControls(selects: readonly HTMLSelectElement[], version: string | null): void {
  for (const select of selects) {
    if (select.options.length < releases.length) {
      select.replaceChildren(
        ...[...releases].reverse().map((release, index) => new Option(index === 0 ? `${release.label} (newest)` : release.label, release.version)),
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
  const chosen = version === null ? undefined : releases[order(version)];
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
    if (chosen && chosen !== releases.at(-1) && document.documentElement.classList.contains('docs-version-current')) {
      article.prepend(pageNote(chosen));
      markBlocks(article, chosen);
      observer = new MutationObserver(() => markBlocks(article, chosen));
      observer.observe(article, {childList: true, subtree: true});
    }
  }
  return chosen && chosen !== releases.at(-1) ? chosen.version : null;
}

/** The reader's release for this page load: stored, or kept here where storage is blocked. */
let choice: string | null | undefined;

function choose(select: HTMLSelectElement): void {
  // The first option is the current release: choosing it forgets the choice.
  choice = select.selectedIndex <= 0 ? null : select.value;
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
      if (target instanceof HTMLSelectElement && target.closest(`.${PANEL_RELEASE_CONTROL_CLASS}`)) {
        choose(target);
      }
    });
  }
  choice = applyRelease(choice === undefined ? storedRelease() : choice);
  fillControls(releaseControls(), choice);
}
