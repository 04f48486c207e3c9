/** The reader's panel release: where it is stored and the control that sets it (shared by the build and the browser). */
export const PANEL_RELEASE_STORAGE_KEY = 'pterodactyl-docs.panel-release';
/** Class of the control's label; the navbar renders it twice on phones (bar and menu), so no id. */
export const PANEL_RELEASE_CONTROL_CLASS = 'panel-release-control';
