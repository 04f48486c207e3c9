import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineMarkdownNodes, type MarkdownNode} from '../endpoints/openapi/markdownNodes';
import {pairedWings, releaseHistory} from '../facts/releaseHistory';
import {unreadReleases} from '../facts/tables';

export interface PanelReleaseData {
  /** Oldest first; the last is the release the site describes. */
  readonly releases: readonly {
    readonly version: string;
    readonly label: string;
    readonly wings: string;
    readonly limits: {readonly client: number; readonly application: number};
  }[];
  /**
   * Releases known to exist whose source was not (fully) read, offered too: the page then shows
   * what is known and the facts of the `closest` readable release.
   */
  readonly unread: readonly {
    readonly version: string;
    readonly label: string;
    readonly closest: string;
    readonly known: string;
  }[];
  /** Websocket changes, by the panel release whose Wings brought them, converted from Markdown at build time by the endpoints' one Markdown path. */
  readonly websocket: readonly {
    readonly release: string;
    readonly change: readonly MarkdownNode[];
  }[];
}

/**
 * The reader's panel release: client/panelRelease.ts wires the navbar control (./navbarItem.ts)
 * and, when the reader has chosen another release than the current one, loads
 * client/applyRelease.ts, which marks what that release lacks, from the data written here.
 */
export default function panelReleasePlugin(): Plugin<PanelReleaseData> {
  return {
    name: 'site-panel-release',
    getClientModules: () => [path.join(__dirname, 'client/panelRelease.ts')],
    loadContent: async () => {
      const {releases, globalLimits, log} = releaseHistory();
      return {
        releases: releases.map((version) => {
          const limits = globalLimits.get(version);
          if (!limits) {
            throw new Error(`reference/releases/panel/${version}.json: no API-wide limits`);
          }
          return {version, label: version, wings: pairedWings(version), limits};
        }),
        unread: unreadReleases().map(({version, closest, read, known}) => {
          if (!releases.includes(closest)) {
            throw new Error(
              `reference/releases/index.json: unread release ${version} stands in with ${closest}, which has no table`,
            );
          }
          return {
            version,
            label: `${version}: ${read === 'routes' ? 'routes checked only' : 'content unknown'}`,
            closest,
            known,
          };
        }),
        websocket: await Promise.all(
          log.flatMap(({release, changes}) =>
            changes
              .filter((change) => change.api === 'websocket')
              .map(async ({change}) => ({
                release,
                change: await inlineMarkdownNodes(change, `websocket change of panel ${release}`),
              })),
          ),
        ),
      };
    },
    contentLoaded: async ({content, actions}) => {
      await actions.createData('releases.json', JSON.stringify(content));
    },
  };
}
