/**
 * Endpoint blocks are skipped by `content-visibility: auto` while off screen (styles.module.css),
 * standing in at a typical height until first laid out. A block laid out for the first time as
 * the reader scrolls up onto it would change height under the reader's eyes, which scroll
 * anchoring cannot make up for. Blocks are therefore laid out for good once they come within
 * this many viewport heights above the viewport: after a link into the middle of a page, a table
 * of contents jump or a restored scroll position, they settle while still out of sight. A page
 * read from the top meets no such block, so its load lays out nothing more.
 */
const VIEWPORTS_ABOVE = 3;

const BLOCK = '[data-endpoint-block]';

let observer: IntersectionObserver | null = null;
const observed = new WeakSet<Element>();

function layOut(entries: readonly IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    // Only blocks wholly above the viewport: one in view is laid out already, and changing the
    // style of what is in view would leave scroll anchoring without its anchor.
    const above = entry.boundingClientRect.bottom <= 0;
    if (entry.isIntersecting && above && entry.target instanceof HTMLElement) {
      entry.target.style.setProperty('content-visibility', 'visible');
      observer?.unobserve(entry.target);
    }
  }
}

/** Watches the page's endpoint blocks not watched yet; safe to call once per block. */
export function keepBlocksAboveLaidOut(): void {
  if (typeof IntersectionObserver === 'undefined') {
    return;
  }
  observer ??= new IntersectionObserver(layOut, {
    rootMargin: `${VIEWPORTS_ABOVE * 100}% 0px 0px 0px`,
  });
  for (const block of document.querySelectorAll(BLOCK)) {
    if (!observed.has(block)) {
      observed.add(block);
      observer.observe(block);
    }
  }
}
