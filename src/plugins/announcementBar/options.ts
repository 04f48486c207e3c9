/** Bump `id` whenever `content` changes so readers who closed the old one see the new one. */
export const announcementBar = {
  id: 'panel-1-11-8-two-factor-disable',
  content:
    'Updated for panel v1.11.8: turning off two-factor authentication is now <code>POST /api/client/account/two-factor/disable</code>. The old <code>DELETE</code> route is gone.',
  isCloseable: true,
} as const;
