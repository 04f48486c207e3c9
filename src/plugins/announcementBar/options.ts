/**
 * Bump `id` whenever `content` or `legacyContent` changes so readers who closed the old one see the
 * new one. theme-classic shows `content` everywhere; src/theme/AnnouncementBar/Content swaps in
 * `legacyContent` on the 0.7 pages, which describe another panel.
 */
export const announcementBar = {
  id: 'panel-after-1-12-3-wings-1-12-2',
  content:
    'These docs describe the panel after release 1.12.3 and Wings 1.12.2, noting older releases where they differ. Check yours on <a href="/docs/panel-versions">Panel versions</a>.',
  isCloseable: true,
} as const;

/** The announcement on the legacy 0.7 pages; same id, so closing it once closes both. */
export const legacyAnnouncement =
  'These pages describe the legacy panel 0.7.19. The current docs describe the panel after release 1.12.3 and Wings 1.12.2: see <a href="/docs/panel-versions">Panel versions</a>.';
