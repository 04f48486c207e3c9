import releaseIndex from '../../../reference/releases/index.json';
import {releaseNames, unreadInWords} from '../facts/client/releaseNames';

// Release names come from the release list, so a new release point changes the texts and the id.
const names = releaseNames(releaseIndex);

/** FNV-1a of the texts, so the id changes with them and readers who closed an older bar see the new one. */
function textsId(...texts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of texts.join('\n')) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const content =
  `These docs describe panel ${names.current} (where it differs from ${names.previous}, and say so) and Wings ${names.wings}, noting older releases where they differ. ` +
  `Not read: ${unreadInWords(names)}, and Wings releases after ${names.wings}: see <a href="/docs/panel-versions">Panel versions</a>.`;

/** The announcement on the legacy 0.7 pages; same id, so closing it once closes both. */
export const legacyAnnouncement = `These pages describe the legacy panel ${names.legacy}. The current docs describe panel ${names.current} and Wings ${names.wings}: see <a href="/docs/panel-versions">Panel versions</a>.`;

/**
 * theme-classic shows `content` everywhere; on the 0.7 pages, which describe another panel,
 * src/theme/AnnouncementBar/Content shows `legacyAnnouncement` instead, which reaches the browser
 * through the site's custom fields so that the release list stays out of the page bundle.
 */
export const announcementBar = {
  id: `panel-${names.current}-${textsId(content, legacyAnnouncement)}`.replaceAll('.', '-'),
  content,
  isCloseable: true,
} as const;
