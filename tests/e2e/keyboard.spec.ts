/**
 * A keyboard reader tabbing through a long page: every control on it takes focus, the focus is
 * always drawn, and the sticky navbar never covers the control that has it (WCAG 2.4.7, 2.4.11).
 * The browser scrolls a focused control just into view, so tabbing backwards puts each one at
 * the top edge of the viewport, where the navbar is.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitUntilSettled} from './support/fixtures';

const LONG_PAGE = '/docs/api/client/files';
/** More tab stops than the page has: a walk that has not come back to the start by then is stuck. */
const MAX_STOPS = 1500;

interface FocusStop {
  /** What the reader would hear: the element, its name and where it is. */
  readonly control: string;
  /** The focused element is inside the navbar (the navbar never covers itself). */
  readonly inNavbar: boolean;
  /** Part of the element is on screen and not under the navbar. */
  readonly seen: boolean;
  /** An outline is drawn around it. */
  readonly outlined: boolean;
  /** Where it is in the document relative to the previous stop (null: that one is gone, replaced by its rendered copy). */
  readonly afterPrevious: boolean | null;
}

/**
 * Marks every element that ever takes focus (including those that get it from script, such as a
 * rendered block's copy of the control the reader reached), so unreached controls can be listed.
 */
async function markFocusedElements(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      'focusin',
      (event) => {
        (event.target as Element).setAttribute('data-test-focused', '');
      },
      {capture: true},
    );
    // What moved focus last, for the failure message of a walk that ends early: focus changes,
    // and script calls of blur() with where they came from.
    const log: string[] = [];
    (window as unknown as {focusLog: string[]}).focusLog = log;
    const describe = (element: EventTarget | null): string =>
      element instanceof Element
        ? `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`
        : String(element);
    const record = (line: string): void => {
      log.push(`${Math.round(performance.now())} ms ${line}`);
      log.splice(0, Math.max(0, log.length - 20));
    };
    document.addEventListener(
      'focusout',
      (event) => record(`focusout ${describe(event.target)} → ${describe(event.relatedTarget)}`),
      {capture: true},
    );
    // Layout shifts, for the message of a stop found out of view: what moved it after it took focus.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
      })[]) {
        for (const source of entry.sources ?? []) {
          record(
            `layout shift of ${describe(source.node ?? null)}: y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, height ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)}`,
          );
        }
      }
    }).observe({type: 'layout-shift'});
    const blur = HTMLElement.prototype.blur;
    HTMLElement.prototype.blur = function blurLogged(this: HTMLElement): void {
      record(
        `blur() of ${describe(this)} from ${(new Error().stack ?? '').split('\n').slice(2, 4).join(' ← ').trim()}`,
      );
      blur.call(this);
    };
  });
}

/** Where focus is now; `again` measures the same stop once more, keeping the one before it. */
async function focusStop(page: Page, again = false): Promise<FocusStop | null> {
  return page.evaluate((measuringAgain) => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return null;
    }
    const navbar = document.querySelector('nav.navbar');
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    // Points spread over the visible part of the element: seen if any of them is not the navbar.
    let seen = false;
    if (right > left && bottom > top) {
      for (const x of [0.1, 0.5, 0.9].map((at) => left + (right - left) * at)) {
        for (const y of [0.1, 0.5, 0.9].map((at) => top + (bottom - top) * at)) {
          const topmost = document.elementFromPoint(x, y);
          if (!topmost || !navbar?.contains(topmost)) {
            seen = true;
          }
        }
      }
    }
    const memory = window as unknown as {previousFocusStop?: Element; stopBefore?: Element};
    if (!measuringAgain) {
      memory.stopBefore = memory.previousFocusStop;
    }
    const previous = memory.stopBefore;
    memory.previousFocusStop = element;
    const style = getComputedStyle(element);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    return {
      control: `<${element.tagName.toLowerCase()}> "${name}" at y=${Math.round(box.top)}`,
      inNavbar: navbar?.contains(element) ?? false,
      seen,
      outlined:
        element.matches(':focus-visible') &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0,
      afterPrevious:
        previous?.isConnected && previous !== element
          ? (previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          : null,
    };
  }, again);
}

/** How each walk ended: the last focus changes, for the message of a test that finds it ended early. */
const walkEnd = new WeakMap<FocusStop[], string>();
/** For a stop out of view: how it was first read, the stop before it and what moved last. */
const unseenContext = new WeakMap<FocusStop, string>();

async function focusLog(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as {focusLog?: string[]}).focusLog?.join('\n') ?? '',
  );
}

/**
 * Presses `key` until focus leaves the page's controls (Chromium then focuses the document) or
 * comes back to where it started; returns every stop on the way, the starting one first.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<FocusStop[]> {
  const first = await focusStop(page);
  const stops: FocusStop[] = first ? [first] : [];
  const start = await page.evaluateHandle(() => document.activeElement);
  for (let pressed = 0; pressed < MAX_STOPS; pressed++) {
    await page.keyboard.press(key);
    let stop = await focusStop(page);
    if (!stop || (!stop.seen && !stop.inNavbar)) {
      // A control being replaced by its rendered copy (a block, the search box loading) leaves the
      // document focused until the copy's code has arrived and rendered, however long a busy
      // machine takes; past the last control it stays there once the page has settled. A copy
      // that took focus while the page still moved is judged where the reader sees it: a CI run
      // on a loaded machine once read a block's first control 47 px under the viewport's edge.
      const first = stop?.control ?? 'the document';
      await waitUntilSettled(page);
      stop = await focusStop(page, stop !== null);
      if (stop && !stop.seen && !stop.inNavbar) {
        unseenContext.set(
          stop,
          `${stop.control}, first read as ${first}, after ${stops.at(-1)?.control ?? 'the start'}; last events:\n${await focusLog(page)}`,
        );
      }
    }
    const backAtStart = await page.evaluate(
      (startElement) => document.activeElement === startElement,
      start,
    );
    if (!stop || backAtStart) {
      walkEnd.set(stops, await focusLog(page));
      return stops;
    }
    stops.push(stop);
  }
  throw new Error(`Focus never left the page after ${MAX_STOPS} presses of ${key}`);
}

/** Controls a reader can see and reach with Tab that never took focus. */
async function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]',
    );
    return Array.from(controls)
      .filter(
        (control) =>
          control.tabIndex >= 0 &&
          !control.closest('[inert]') &&
          control.checkVisibility({visibilityProperty: true}),
      )
      .filter((control) => !control.hasAttribute('data-test-focused'))
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

for (const viewport of [
  {name: 'a phone', width: 390, height: 844},
  {name: 'a desktop', width: 1280, height: 800},
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test(`tabbing through ${LONG_PAGE} both ways reaches every control, draws its focus and never hides it under the navbar`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(LONG_PAGE);
      await waitForHydration(page);
      await markFocusedElements(page);
      const forwards = await walk(page, 'Tab');
      expect(forwards[0]?.control).toMatch(/Skip to main content/);
      await page.locator('footer a[href]').last().focus();
      const backwards = await walk(page, 'Shift+Tab');
      expect(backwards[0]?.control).toBe(forwards.at(-1)?.control);
      expect(forwards.length, `the walk ended after:\n${walkEnd.get(forwards)}`).toBeGreaterThan(
        30,
      );
      // Focus moves one way through the document: it never jumps back (a control taking focus
      // back after the reader moved on) nor falls to the start of the page.
      expect(
        forwards.filter((stop) => stop.afterPrevious === false).map((stop) => stop.control),
      ).toEqual([]);
      expect(
        backwards.filter((stop) => stop.afterPrevious === true).map((stop) => stop.control),
      ).toEqual([]);
      expect(backwards.at(-1)?.control, `the walk ended after:\n${walkEnd.get(backwards)}`).toMatch(
        /Skip to main content/,
      );
      const stops = [...forwards, ...backwards];
      expect(
        stops
          .filter((stop) => !stop.inNavbar && !stop.seen)
          .map((stop) => unseenContext.get(stop) ?? stop.control),
      ).toEqual([]);
      expect(stops.filter((stop) => !stop.outlined).map((stop) => stop.control)).toEqual([]);
      expect(await unreachedControls(page)).toEqual([]);
    });
  });
}

test('the back-to-top button keeps focus and stays shown while it fades out, as the page reaches the top', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The theme shows the button while the reader scrolls up, away from the top.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, -300);
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(button).toBeVisible();
  await page.keyboard.press('Tab');
  await button.focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(button).not.toHaveClass(/backToTopButtonShow/);
  await button.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  await waitUntilSettled(page);
  await expect(button).toBeFocused();
  await expect(button).toBeVisible();
});

test('a heading reached by its link sits just below the navbar, not further down', async ({
  page,
}) => {
  await page.goto(`${LONG_PAGE}#browsing-and-reading`);
  await waitForHydration(page);
  const navbar = await page.locator('nav.navbar').boundingBox();
  const heading = await page.locator('h2#browsing-and-reading').boundingBox();
  expect(navbar).not.toBeNull();
  expect(heading).not.toBeNull();
  const gap = heading!.y - (navbar!.y + navbar!.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(24);
});

test('the search box does not take focus back from a reader who tabbed on while its index loaded', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  let indexRequested = (): void => undefined;
  const requested = new Promise<void>((resolve) => {
    indexRequested = resolve;
  });
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The theme's box fetches the index (in its worker) once it has loaded and has focus; the
  // wrapper's HEAD request that checks the index exists goes through.
  await page.context().route(/search-index.*\.json/, async (route) => {
    if (route.request().method() === 'GET') {
      indexRequested();
      await released;
    }
    await route.continue();
  });
  const searchBox = page.locator('.navbar input[aria-label="Search"]');
  await searchBox.focus();
  await requested;
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  expect(next).not.toMatch(/aria-label="Search"/);
  release();
  // The autocomplete attaches once the index has loaded, in the same task as the theme's focus().
  await expect(searchBox).toHaveAttribute('role', 'combobox');
  await waitUntilSettled(page);
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).toBe(next);
});

test('the search box keeps focus while it loads and takes over: no key pressed meanwhile lands on the page', async ({
  page,
}) => {
  await page.goto(LONG_PAGE);
  await waitForHydration(page);
  // Between two tasks (where a key press can be handled) focus must be on the box's input; a
  // message-channel loop runs one check per task for as long as the box takes to attach.
  await page.evaluate(() => {
    const memory = window as unknown as {focusOnPageAt?: string[]};
    memory.focusOnPageAt = [];
    const channel = new MessageChannel();
    let searchFocusedOnce = false;
    let tasksAfterAttach = 0;
    channel.port1.onmessage = () => {
      const input = document.querySelector('.navbar input[aria-label="Search"]');
      if (document.activeElement === input) {
        searchFocusedOnce = true;
      } else if (searchFocusedOnce) {
        memory.focusOnPageAt?.push(
          `${document.activeElement?.tagName ?? 'none'} with the input ${input?.getAttribute('role') ?? 'not'} a combobox`,
        );
      }
      // Until the box has attached, then a hundred tasks more (its focus() may follow later).
      tasksAfterAttach += input?.getAttribute('role') === 'combobox' ? 1 : 0;
      if (tasksAfterAttach < 100 && (memory.focusOnPageAt?.length ?? 0) < 100) {
        channel.port2.postMessage(null);
      }
    };
    channel.port2.postMessage(null);
  });
  await page.keyboard.press('Tab');
  const searchBox = page.locator('.navbar input[aria-label="Search"]');
  await searchBox.focus();
  await expect(searchBox).toHaveAttribute('role', 'combobox');
  await waitUntilSettled(page);
  await expect(searchBox).toBeFocused();
  expect(
    await page.evaluate(() =>
      (window as unknown as {focusOnPageAt: string[]}).focusOnPageAt.slice(0, 3),
    ),
  ).toEqual([]);
});
