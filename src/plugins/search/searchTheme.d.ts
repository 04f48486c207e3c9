// The search theme's browser modules ship without types; this describes the part client/worker.ts uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  import type lunr from 'lunr';

  export class SearchWorker {
    fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
    lowLevelFetchIndexes(
      baseUrl: string,
      searchContext: string,
    ): Promise<{
      wrappedIndexes: {type: number; documents: unknown[]; index: lunr.Index}[];
      zhDictionary: string[];
    }>;
    search(
      baseUrl: string,
      searchContext: string,
      input: string,
      limit: number,
    ): Promise<unknown[]>;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const language: string[];
  export const removeDefaultStopWordFilter: string[];
  export const searchIndexUrl: string;
}

// Shortcut helpers of the theme's search box, reused by the box that stands in for it (src/theme/SearchBar).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js' {
  /** Renders one suggestion of the box as HTML. */
  export function SuggestionTemplate(result: {
    document: object;
    type: number;
    page?: object;
    metadata: object;
    tokens: string[];
    isInterOfTree?: boolean;
    isLastOfTree?: boolean;
  }): string;
}
