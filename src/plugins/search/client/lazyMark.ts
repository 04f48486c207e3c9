/**
 * Stands in for mark.js, which the search theme uses to highlight searched words on the page it
 * opens. The theme constructs it and calls `unmark()` on every page view; the library itself is
 * loaded only when there is something to mark or unmark, so a first visit does not download it.
 */
type MarkOptions = Record<string, unknown>;
interface MarkInstance {
  mark(keywords: string | readonly string[], options?: MarkOptions): void;
  unmark(options?: MarkOptions): void;
}
type MarkConstructor = new (root: Element) => MarkInstance;

/** What mark.js puts around every highlighted word. */
const MARKED = 'mark[data-markjs]';

let library: Promise<MarkConstructor> | null = null;
function loadLibrary(): Promise<MarkConstructor> {
  library ??= import('mark.js').then((module: {default: MarkConstructor}) => module.default);
  return library;
}

// One queue for every instance, so a mark and a later unmark run in the order they were asked for.
let queue: Promise<void> = Promise.resolve();
function enqueue(step: () => Promise<void> | void): void {
  queue = queue.then(step).catch(() => {
    // Highlighting searched words is a courtesy; if the library cannot load, the page reads fine without it.
    library = null;
  });
}

export default class LazyMark {
  readonly #root: Element;

  constructor(root: Element) {
    this.#root = root;
  }

  mark(keywords: string | readonly string[], options?: MarkOptions): void {
    enqueue(() => loadLibrary().then((Mark) => new Mark(this.#root).mark(keywords, options)));
  }

  unmark(options?: MarkOptions): void {
    enqueue(() => {
      if (this.#root.querySelector(MARKED)) {
        return loadLibrary().then((Mark) => new Mark(this.#root).unmark(options));
      }
      return undefined;
    });
  }
}
