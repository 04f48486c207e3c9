import {useCallback, useSyncExternalStore} from 'react';
import {PANEL_URL_CHANGED_EVENT, PANEL_URL_STORAGE_KEY, readPanelUrl} from '../panelUrl';
import {browserStorage} from '../../../storedPreferences/client/storedValues';
import {subscribeToSamplePreferences} from './samplePreferences';

/** The reader's saved panel URL (shared by every block, every tab), and a setter; `null` when unset. */
export function usePanelUrl(): [string | null, (url: string | null) => boolean] {
  const url = useSyncExternalStore(
    subscribeToSamplePreferences,
    () => readPanelUrl(browserStorage()),
    () => null,
  );
  const save = useCallback((next: string | null): boolean => {
    const storage = browserStorage();
    try {
      if (next === null) {
        storage?.removeItem(PANEL_URL_STORAGE_KEY);
      } else {
        storage?.setItem(PANEL_URL_STORAGE_KEY, next);
      }
    } catch {
      return false;
    } finally {
      window.dispatchEvent(new Event(PANEL_URL_CHANGED_EVENT));
    }
    return storage !== null;
  }, []);
  return [url, save];
}
