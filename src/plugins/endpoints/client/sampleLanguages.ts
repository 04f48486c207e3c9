/** The languages every endpoint has request samples in. Browser-safe: no generator code here. */
export interface SampleLanguage {
  readonly id: string;
  readonly label: string;
  /** Prism language used to highlight the sample. */
  readonly highlight: string;
  /** httpsnippet target and client that generate it. */
  readonly target: string;
  readonly client: string;
}

/** Base URL the samples are generated with; the reader's own panel URL replaces it in the browser. */
export const SAMPLE_BASE_URL = 'https://panel.example.com';

/** The tab group of every block's samples: choosing a language on one block switches them all, on every page. */
export const SAMPLE_TABS_GROUP = 'code-samples';

/** Where Docusaurus keeps the group's choice (`docusaurus.tab.<groupId>`). */
export const SAMPLE_TABS_STORAGE_KEY = `docusaurus.tab.${SAMPLE_TABS_GROUP}`;

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  {id: 'curl', label: 'cURL', highlight: 'bash', target: 'shell', client: 'curl'},
  {
    id: 'javascript',
    label: 'JavaScript',
    highlight: 'javascript',
    target: 'javascript',
    client: 'fetch',
  },
  {id: 'python', label: 'Python', highlight: 'python', target: 'python', client: 'requests'},
  {id: 'php', label: 'PHP', highlight: 'php', target: 'php', client: 'guzzle'},
  {id: 'go', label: 'Go', highlight: 'go', target: 'go', client: 'native'},
];

export interface CodeSample {
  readonly language: string;
  readonly code: string;
}
