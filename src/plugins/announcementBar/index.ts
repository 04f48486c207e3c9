import type {Plugin} from '@docusaurus/types';
import {announcementBar} from './options';

/**
 * theme-classic hides the announcement bar before hydration whenever *an* announcement was
 * dismissed, even one with an older id, so a new announcement stays hidden until the next page
 * load. This runs right after the theme's inline script and un-hides the bar when the stored id
 * is not the current one.
 */
function announcementBarResetScript(id: string): string {
  return `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementBarResetPlugin(): Plugin {
  return {
    name: 'site-announcement-bar-reset',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: announcementBarResetScript(announcementBar.id)},
        ],
      };
    },
  };
}
