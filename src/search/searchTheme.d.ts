// The search theme's browser modules ship without types; this describes the part ./worker.ts uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  import type lunr from 'lunr';

  export class SearchWorker {
    fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
    lowLevelFetchIndexes(
      baseUrl: string,
      searchContext: string,
    ): Promise<{wrappedIndexes: {type: number; documents: unknown[]; index: lunr.Index}[]; zhDictionary: string[]}>;
    search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const language: string[];
  export const removeDefaultStopWordFilter: string[];
  export const searchIndexUrl: string;
}
