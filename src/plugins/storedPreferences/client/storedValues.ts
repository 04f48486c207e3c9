/**
 * Every localStorage key the site reads, with what a valid value looks like (but the reader's panel
 * release, which is checked against the release list when that loads: src/plugins/panelRelease/client/applyRelease.ts). Values left by an
 * older version of the site, another site on the same origin, or a hand edit are removed before
 * anything reads them.
 */
import {SAMPLE_LANGUAGES, SAMPLE_TABS_STORAGE_KEY} from '../../endpoints/client/sampleLanguages';
import {PANEL_URL_STORAGE_KEY, validatePanelUrl} from '../../endpoints/client/panelUrl';

/** The browser's localStorage, or null where it is unavailable (blocked cookies, private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredValueRule {
  readonly key: string;
  readonly isValid: (value: string) => boolean;
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function storedValueRules(docsVersions: readonly string[]): StoredValueRule[] {
  return [
    // The site is dark-only; any other stored theme comes from elsewhere.
    {key: 'theme', isValid: (value) => value === 'dark'},
    {
      key: 'docusaurus.announcement.dismiss',
      isValid: (value) => value === 'true' || value === 'false',
    },
    {
      key: 'docusaurus.announcement.id',
      isValid: (value) =>
        value.length > 0 && value.length <= 200 && !CONTROL_CHARACTERS.test(value),
    },
    {key: 'docs-preferred-version-default', isValid: (value) => docsVersions.includes(value)},
    {
      key: SAMPLE_TABS_STORAGE_KEY,
      isValid: (value) => SAMPLE_LANGUAGES.some((language) => language.id === value),
    },
    {
      key: PANEL_URL_STORAGE_KEY,
      isValid: (value) => {
        const result = validatePanelUrl(value);
        return result.ok && result.url === value;
      },
    },
  ];
}

/** Removes the invalid values; returns the keys it removed. Never throws, whatever storage does. */
export function repairStoredValues(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  rules: readonly StoredValueRule[],
): string[] {
  const removed: string[] = [];
  for (const {key, isValid} of rules) {
    try {
      const value = storage.getItem(key);
      if (value !== null && !isValid(value)) {
        storage.removeItem(key);
        removed.push(key);
      }
    } catch {
      // Storage may be blocked or full; the site then runs without stored preferences.
    }
  }
  return removed;
}
