/**
 * Everything syntax highlighting needs in the browser, in its own chunk: Prism with the site's
 * extra languages (theme-classic's language module, which registers them on import) and the
 * theme's highlighting code block content. Loaded on demand by ./useHighlighter.
 */
import '@docusaurus/theme-classic/lib/prism-include-languages';

export {default as HighlightedContent} from '@theme-original/CodeBlock/Content';
