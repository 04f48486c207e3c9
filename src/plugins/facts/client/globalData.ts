import {usePluginData} from '@docusaurus/useGlobalData';

/** What the facts plugin (../index.ts) gives pages built outside Markdown. */
export interface FactsGlobalData {
  /** The release the current docs describe. */
  readonly release: string;
  readonly routes: {readonly client: number; readonly application: number};
  /** Default global limits, requests per minute. */
  readonly perMinute: {readonly client: number; readonly application: number};
}

export function useFacts(): FactsGlobalData {
  return usePluginData('site-facts') as FactsGlobalData;
}
