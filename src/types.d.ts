declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** File name of the search index, with `{dir}` where a search context would go. */
  export const searchIndexUrl: string;
}

declare module '@generated/site-panel-release/default/releases.json' {
  const data: unknown;
  export default data;
}
