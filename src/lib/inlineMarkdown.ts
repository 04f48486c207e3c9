/** Tokens of the inline Markdown subset used in short descriptions: `code`, **strong**, [links](url). */
export type InlineToken =
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'code'; readonly text: string}
  | {readonly kind: 'strong'; readonly text: string}
  | {readonly kind: 'link'; readonly text: string; readonly href: string};

const PATTERN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:https?:\/\/|\/|#)[^\s)]*)\)/g;

export function tokenizeInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) {
      tokens.push({kind: 'text', text: text.slice(last, index)});
    }
    if (match[1] !== undefined) {
      tokens.push({kind: 'code', text: match[1]});
    } else if (match[2] !== undefined) {
      tokens.push({kind: 'strong', text: match[2]});
    } else {
      tokens.push({kind: 'link', text: match[3] ?? '', href: match[4] ?? ''});
    }
    last = index + match[0].length;
  }
  if (last < text.length) {
    tokens.push({kind: 'text', text: text.slice(last)});
  }
  return tokens;
}
