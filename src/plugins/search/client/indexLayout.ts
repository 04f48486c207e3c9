/**
 * The layout of a shipped search index file: the documents of each part as columns, every text
 * after every other field, ids as steps from the previous one, and the fields a document shares
 * with the section it belongs to left out and restored on reading. Text beside text and ids beside
 * ids compress better than one document after another, and the left-out fields (a text document's
 * page, anchor, title id and heading, a heading's page and title id) repeat what the title or
 * heading document just before it says. The build writes it (../indexFiles.ts, which checks that
 * reading it back gives the documents it was given); the worker reads it (./worker.ts).
 */
import type {SearchDocument} from './lunrIndex';
import {sectionTextParts} from './sectionText';

/** The fields a document may have besides its id and text (./lunrIndex.ts SearchDocument). */
const FIELDS = ['u', 'h', 'p', 's', 'b'] as const;
type Field = (typeof FIELDS)[number];

/** The parts whose documents are sections' owners: page titles (0) and headings (1). */
const TITLE_PART = 0;
const HEADING_PART = 1;

export interface ColumnIndex {
  /** Marks the layout, so a file of another shape fails clearly. */
  readonly layout: 'columns';
  /** By part, each document's id as the step from the previous document's (the first from 0). */
  readonly ids: readonly (readonly number[])[];
  /** By part, the fields written out, each as one value a document (null: the document lacks it). */
  readonly fields: readonly Partial<Record<Field, readonly unknown[]>>[];
  /** By part, the fields every document of it has as its section's owner gives them (ownerFields). */
  readonly derived: readonly (readonly Field[])[];
  /** By part, the documents' texts. */
  readonly texts: readonly (readonly string[])[];
}

interface Owner {
  readonly part: number;
  readonly document: SearchDocument;
}

/**
 * What a document's section owner says of the fields a document may leave out: a heading belongs
 * to the page title before it (by id); a text document to the title or heading with its id or the
 * one before it (a page's description has its title's id, the text under a heading the next one).
 */
function ownerFields(part: number, owner: Owner | undefined): Partial<Record<Field, unknown>> {
  if (!owner) {
    return {};
  }
  const {document} = owner;
  if (part === HEADING_PART) {
    return owner.part === TITLE_PART ? {u: document.u, p: document.i} : {};
  }
  const isTitle = owner.part === TITLE_PART;
  return {
    u: document.u,
    p: isTitle ? document.i : document.p,
    h: isTitle ? '' : document.h,
    s: sectionTextParts(document.t).heading,
  };
}

/**
 * By document id, the owner a document of `part` with that id belongs to: the latest title (for
 * a heading) or title or heading (for a text) whose id is at most the document's, strictly less
 * for a heading.
 */
function ownersOf(
  parts: readonly (readonly SearchDocument[])[],
): (part: number, id: number) => Owner | undefined {
  const sorted = (of: readonly number[]): Owner[] =>
    of
      .flatMap((part) => (parts[part] ?? []).map((document) => ({part, document})))
      .sort((a, b) => a.document.i - b.document.i || a.part - b.part);
  const titles = sorted([TITLE_PART]);
  const owners = sorted([TITLE_PART, HEADING_PART]);
  return (part, id) =>
    part === HEADING_PART ? latest(titles, (i) => i < id) : latest(owners, (i) => i <= id);
}

/** The last of `owners` (sorted by id) whose id passes `before`, by binary search. */
function latest(owners: readonly Owner[], before: (id: number) => boolean): Owner | undefined {
  let low = 0;
  let high = owners.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(owners[middle]!.document.i)) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return owners[low - 1];
}

/** Writes the documents of each part in the column layout. */
export function toColumns(parts: readonly (readonly SearchDocument[])[]): ColumnIndex {
  const ownerOf = ownersOf(parts);
  const ids: number[][] = [];
  const fields: Partial<Record<Field, unknown[]>>[] = [];
  const derived: Field[][] = [];
  parts.forEach((documents, part) => {
    ids.push(documents.map((document, at) => document.i - (documents[at - 1]?.i ?? 0)));
    const owned: Partial<Record<Field, unknown>>[] =
      part === TITLE_PART
        ? documents.map(() => ({}))
        : documents.map((document) => ownerFields(part, ownerOf(part, document.i)));
    const written: Partial<Record<Field, unknown[]>> = {};
    const left: Field[] = [];
    for (const field of FIELDS) {
      const values = documents.map((document) => document[field]);
      if (values.every((value) => value === undefined)) {
        continue;
      }
      if (values.every((value, at) => value !== undefined && value === owned[at]?.[field])) {
        left.push(field);
      } else {
        written[field] = values.map((value) => value ?? null);
      }
    }
    fields.push(written);
    derived.push(left);
  });
  return {
    layout: 'columns',
    ids,
    fields,
    derived,
    texts: parts.map((documents) => documents.map(({t}) => t)),
  };
}

/** Reads the column layout back into each part's documents. */
export function fromColumns(index: unknown): SearchDocument[][] {
  const columns = index as Partial<ColumnIndex> | null;
  if (
    !columns ||
    columns.layout !== 'columns' ||
    !Array.isArray(columns.ids) ||
    !Array.isArray(columns.fields) ||
    !Array.isArray(columns.derived) ||
    !Array.isArray(columns.texts)
  ) {
    throw new Error('Not a search index in the column layout (no "layout": "columns").');
  }
  const parts: SearchDocument[][] = columns.ids.map((steps: readonly number[], part) => {
    let id = 0;
    return steps.map((step: number, at: number) => {
      id += step;
      const document: Record<string, unknown> = {i: id, t: columns.texts?.[part]?.[at] ?? ''};
      for (const [field, values] of Object.entries(columns.fields?.[part] ?? {})) {
        const value = (values as unknown[])[at];
        if (value !== null && value !== undefined) {
          document[field] = value;
        }
      }
      return document as unknown as SearchDocument;
    });
  });
  // Restored in place, titles' dependants first: a heading takes its fields from a title, a text
  // document from a title or a heading whose own fields are then already back.
  const ownerOf = ownersOf(parts);
  const order = parts.map((_, part) => part).sort((a, b) => ownerRank(a) - ownerRank(b));
  for (const part of order) {
    const left: readonly Field[] = columns.derived[part] ?? [];
    for (const document of left.length > 0 ? (parts[part] ?? []) : []) {
      const owned = ownerFields(part, ownerOf(part, document.i));
      for (const field of left) {
        (document as unknown as Record<string, unknown>)[field] = owned[field];
      }
    }
  }
  return parts;
}

/** Headings first (they read titles only), then the text parts, which read titles and headings. */
function ownerRank(part: number): number {
  return part === TITLE_PART ? 0 : part === HEADING_PART ? 1 : 2;
}
