import {usePluginData} from '@docusaurus/useGlobalData';
import type {ReleaseNames} from './releaseNames';

/** What the facts plugin (../index.ts) gives pages built outside Markdown. */
export interface FactsGlobalData {
  /** The release the current docs describe. */
  readonly release: string;
  readonly routes: {readonly client: number; readonly application: number};
  /** Default global limits, requests per minute. */
  readonly perMinute: {readonly client: number; readonly application: number};
  /** The release names the home page's lead shows, from the release list. */
  readonly names: ReleaseNames;
}

export function useFacts(): FactsGlobalData {
  return usePluginData('site-facts') as FactsGlobalData;
}
