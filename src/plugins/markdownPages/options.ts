/** The attribute that marks a page's "Copy page as Markdown" button and holds its twin's URL; shared by ./remark.ts, which writes it, and client/copyPageMarkdown.ts, which acts on it. */
export const COPY_ATTRIBUTE = 'data-copy-page-markdown';
