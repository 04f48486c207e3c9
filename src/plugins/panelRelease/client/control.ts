import {browserStorage} from '../../storedPreferences/client/storedValues';
import {PANEL_RELEASE_CONTROL_CLASS, PANEL_RELEASE_STORAGE_KEY} from '../options';

/** The navbar's controls: one in the bar, and one in the phone menu while it is open. */
export function releaseControls(): HTMLSelectElement[] {
  return [
    ...document.querySelectorAll<HTMLSelectElement>(`.${PANEL_RELEASE_CONTROL_CLASS} select`),
  ];
}

/** The release the reader chose, or null (none, or storage is unavailable). */
export function storedRelease(): string | null {
  try {
    return browserStorage()?.getItem(PANEL_RELEASE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
