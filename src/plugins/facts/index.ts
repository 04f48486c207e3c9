import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {currentRelease, factRoutes, REFERENCE_DIR, RELEASES_DIR} from './tables';
import type {FactsGlobalData} from './client/globalData';
import {releaseNames, type ReleaseIndexData} from './client/releaseNames';

/**
 * Puts what pages outside Markdown show of the fact tables (the home page's route counts and
 * release names) into
 * the site's global data; Markdown pages use the elements of ./remark.ts.
 */
export default function factsPlugin(): Plugin<FactsGlobalData> {
  return {
    name: 'site-facts',
    getPathsToWatch: () => [
      path.join(REFERENCE_DIR, '*.json'),
      path.join(RELEASES_DIR, '**/*.json'),
    ],
    loadContent: async () => {
      const {release, limits} = currentRelease();
      return {
        release: release.version,
        routes: {
          client: factRoutes('current', 'client').length,
          application: factRoutes('current', 'application').length,
        },
        perMinute: {
          client: limits.global.client.per_minute,
          application: limits.global.application.per_minute,
        },
        names: releaseNames(
          JSON.parse(
            readFileSync(path.join(RELEASES_DIR, 'index.json'), 'utf8'),
          ) as ReleaseIndexData,
        ),
      };
    },
    contentLoaded: async ({content, actions}) => actions.setGlobalData(content),
  };
}
