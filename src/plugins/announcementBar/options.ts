/**
 * Bump `id` whenever `content` or `legacyContent` changes so readers who closed the old one see the
 * new one. theme-classic shows `content` everywhere; src/theme/AnnouncementBar/Content swaps in
 * `legacyContent` on the 0.7 pages, which describe another panel.
 */
export const announcementBar = {
  id: 'panel-1-15-0-wings-1-12-3',
  content:
    'These docs describe panel 1.15.0 (where it differs from 1.14.1, and say so) and Wings 1.12.3, noting older releases where they differ. Panel 1.12.4, 1.15.1 beyond its routes and Wings 1.13 were not read: see <a href="/docs/panel-versions">Panel versions</a>.',
  isCloseable: true,
} as const;

/** The announcement on the legacy 0.7 pages; same id, so closing it once closes both. */
export const legacyAnnouncement =
  'These pages describe the legacy panel 0.7.19. The current docs describe panel 1.15.0 and Wings 1.12.3: see <a href="/docs/panel-versions">Panel versions</a>.';
