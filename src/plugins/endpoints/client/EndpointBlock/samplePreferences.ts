import {PANEL_URL_CHANGED_EVENT, PANEL_URL_STORAGE_KEY, readPanelUrl} from '../panelUrl';
import {browserStorage} from '../../../storedPreferences/client/storedValues';
import {SAMPLE_LANGUAGES, SAMPLE_TABS_STORAGE_KEY} from '../sampleLanguages';

/**
 * Whether the reader's saved choices make request samples differ from the server's HTML, which
 * shows the first language and the placeholder panel URL: then a block must render to be right.
 */
export function samplesDifferFromServer(): boolean {
  const storage = browserStorage();
  let language: string | null = null;
  try {
    language = storage?.getItem(SAMPLE_TABS_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage holds no choice.
  }
  const known = SAMPLE_LANGUAGES.some((candidate) => candidate.id === language);
  return readPanelUrl(storage) !== null || (known && language !== SAMPLE_LANGUAGES[0]?.id);
}

/** Calls `onChange` when the reader changes either choice, in this tab or another. */
export function subscribeToSamplePreferences(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (
      event.key === null ||
      event.key === SAMPLE_TABS_STORAGE_KEY ||
      event.key === PANEL_URL_STORAGE_KEY
    ) {
      onChange();
    }
  };
  window.addEventListener(PANEL_URL_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(PANEL_URL_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
