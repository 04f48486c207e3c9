/**
 * The text of a page-title or heading document in the search index: the title or heading, then an
 * operation's generated terms (../operationTerms.ts), then the search terms written in the page's
 * front matter (../authoredTerms.ts). ../sectionTerms.ts writes it at build time; ./worker.ts reads
 * it back to weigh a word by where it was found and to show the heading without the terms.
 */
export const OPERATION_TERMS_SEPARATOR = ' · ';
export const AUTHORED_TERMS_SEPARATOR = ' ¦ ';
/** Between two authored phrases: lunr drops the comma, the phrases stay readable in the index. */
export const AUTHORED_PHRASE_SEPARATOR = ', ';

/** A title or heading with the terms added to it. */
export function sectionText(
  heading: string,
  operationTerms: string | undefined,
  authoredTerms: readonly string[] | undefined,
): string {
  const operation = operationTerms ? `${OPERATION_TERMS_SEPARATOR}${operationTerms}` : '';
  const authored =
    authoredTerms && authoredTerms.length > 0
      ? `${AUTHORED_TERMS_SEPARATOR}${authoredTerms.join(AUTHORED_PHRASE_SEPARATOR)}`
      : '';
  return `${heading}${operation}${authored}`;
}

export interface SectionTextParts {
  /** The title or heading alone. */
  readonly heading: string;
  /** Whether an operation's terms follow the heading (the section is an operation's block). */
  readonly operation: boolean;
  /** The text a suggestion shows: the heading and any operation terms, without the authored terms. */
  readonly shown: string;
  /** Where the authored terms begin in the text (the text's length when there are none). */
  readonly authoredFrom: number;
}

/** Reads a title or heading document's text back into its parts (the inverse of sectionText). */
export function sectionTextParts(text: string): SectionTextParts {
  const authoredAt = text.indexOf(AUTHORED_TERMS_SEPARATOR);
  const shown = authoredAt === -1 ? text : text.slice(0, authoredAt);
  const operationAt = shown.indexOf(OPERATION_TERMS_SEPARATOR);
  return {
    heading: operationAt === -1 ? shown : shown.slice(0, operationAt),
    operation: operationAt !== -1,
    shown,
    authoredFrom: authoredAt === -1 ? text.length : authoredAt + AUTHORED_TERMS_SEPARATOR.length,
  };
}

type MatchData = Record<string, {t?: {position?: [number, number][]}}>;

/**
 * A title or heading document as a suggestion shows it: the terms written in front matter are for
 * the index only, so they and the positions lunr matched in them are left out (no positions left:
 * undefined, and the suggestion is shown unmarked).
 */
export function withoutAuthoredTerms<Document extends {readonly t: string}>(
  document: Document,
  metadata: object | undefined,
): {document: Document; metadata: object | undefined} {
  const {shown} = sectionTextParts(document.t);
  if (shown.length === document.t.length) {
    return {document, metadata};
  }
  const kept = Object.entries((metadata ?? {}) as MatchData).flatMap(([term, fields]) => {
    const positions = (fields.t?.position ?? []).filter(
      ([start, length]) => start + length <= shown.length,
    );
    return positions.length > 0 ? [[term, {...fields, t: {...fields.t, position: positions}}]] : [];
  });
  return {
    document: {...document, t: shown},
    metadata: kept.length > 0 ? Object.fromEntries(kept) : undefined,
  };
}
