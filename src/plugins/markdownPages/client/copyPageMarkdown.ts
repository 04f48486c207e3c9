/**
 * Makes the "Copy page as Markdown" buttons work (they are hidden until this runs): one listener
 * for the whole document, so a page costs no code of its own. On failure (no clipboard, the twin
 * cannot be fetched) the button says so and the "View as Markdown" link beside it still works.
 */
import {COPY_ATTRIBUTE} from '../options';

const SELECTOR = `button[${COPY_ATTRIBUTE}]`;
const RESET_AFTER_MS = 2500;

function reveal(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`${SELECTOR}[hidden]`)) {
    button.hidden = false;
  }
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const label = button.dataset['label'] ?? button.textContent ?? '';
  button.dataset['label'] = label;
  try {
    const response = await fetch(button.getAttribute(COPY_ATTRIBUTE) ?? '', {
      headers: {Accept: 'text/markdown'},
    });
    if (!response.ok) {
      throw new Error(String(response.status));
    }
    await navigator.clipboard.writeText(await response.text());
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed: use View as Markdown';
  }
  setTimeout(() => {
    button.textContent = label;
  }, RESET_AFTER_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(SELECTOR);
    if (button instanceof HTMLButtonElement) {
      void copy(button);
    }
  });
}

export function onRouteDidUpdate(): void {
  reveal();
}
