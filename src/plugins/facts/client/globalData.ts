import {usePluginData} from '@docusaurus/useGlobalData';

/** What the facts plugin (../index.ts) gives pages built outside Markdown. */
export interface FactsGlobalData {
  readonly routes: {readonly client: number; readonly application: number};
}

export function useFacts(): FactsGlobalData {
  return usePluginData('site-facts') as FactsGlobalData;
}
