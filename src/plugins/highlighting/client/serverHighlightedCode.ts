import {createContext, useContext} from 'react';

/**
 * Highlighted code blocks found in server HTML that React is about to replace, by language and
 * code. Content rendered after hydration (see src/plugins/endpoints/client/RenderOnDemand.tsx, and the theme's
 * tabs, which render again once hydrated) reuses this markup for code that has not changed since
 * the server highlighted it, so using a reference page rarely needs the highlighter (Prism).
 */
export type ServerHighlightedCode = ReadonlyMap<string, string>;

export const ServerHighlightedCodeContext = createContext<ServerHighlightedCode | null>(null);

function key(language: string, code: string): string {
  return `${language}\n${code}`;
}

/** Collects the highlighted code blocks under `root` (as the theme renders them: one element per line). */
export function collectServerHighlightedCode(root: Element): ServerHighlightedCode {
  const found = new Map<string, string>();
  for (const pre of root.querySelectorAll('pre[class*="language-"]')) {
    const language = /(?:^|\s)language-(\S+)/.exec(pre.className)?.[1];
    const lines = pre.querySelectorAll('.token-line');
    if (!language || lines.length === 0) {
      continue;
    }
    // An empty line is rendered with its newline as text; the code it came from has none.
    const code = Array.from(lines, (line) => (line.textContent ?? '').replace(/\n$/, '')).join(
      '\n',
    );
    found.set(key(language, code), pre.innerHTML);
  }
  return found;
}

/** The server's highlighted markup of this code, when the content being rendered replaced some. */
export function useServerHighlightedCode(language: string, code: string): string | undefined {
  return useContext(ServerHighlightedCodeContext)?.get(key(language, code));
}
