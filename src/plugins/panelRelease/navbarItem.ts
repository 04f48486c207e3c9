import {releaseHistory} from '../facts/releaseHistory';
import {PANEL_RELEASE_CONTROL_CLASS} from './options';

/**
 * The "Your panel version" control as a navbar item of raw HTML, showing the release the site
 * describes. Disabled in the HTML: without JavaScript the site describes that release and the
 * control cannot change it. client/panelRelease.ts enables it, and the other releases are added
 * from the plugin's data when the reader reaches for it (the site's configuration, and so this
 * HTML, ships in every page's first download).
 */
export function panelReleaseNavbarItem(): {type: 'html'; position: 'right'; value: string} {
  const current = releaseHistory().releases.at(-1) ?? '';
  return {
    type: 'html',
    position: 'right',
    value: `<label class="${PANEL_RELEASE_CONTROL_CLASS}">Your panel <select disabled><option value="${current}" selected>${current} (these docs)</option></select></label>`,
  };
}
