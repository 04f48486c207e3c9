/**
 * Takes the place of theme-classic's Prism language module in the browser's entry bundle: the
 * languages are registered when ./highlighter loads, so Prism stays out of the first download.
 */
export {};
