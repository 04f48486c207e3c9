import type {ComponentType, ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';

type Props = {
  /** The footnote's number in its identifier (`source-4`). */
  readonly f: string;
  /** Which citation of the footnote this is, from the second on. */
  readonly r?: string;
  /** The mark's text when it is not the footnote's number. */
  readonly n?: string;
  /** The entry's link back to this mark, rather than the mark. */
  readonly back?: string;
};

/**
 * One source anchor's footnote mark, or its entry's link back to it, as remark-rehype writes them
 * (../rehypeSourceMarks.ts).
 */
export default function SourceMark({f, r, n, back}: Props): ReactNode {
  // The theme's link gives the mark its scroll margin under the sticky navbar, as other ids get.
  const Link = (useMDXComponents()['a'] ?? 'a') as ComponentType<Record<string, unknown>>;
  const mark = `user-content-fnref-source-${f}${r ? `-${r}` : ''}`;
  if (back) {
    return (
      <Link
        href={`#${mark}`}
        data-footnote-backref=""
        aria-label={`Back to reference ${n ?? f}${r ? `-${r}` : ''}`}
        className="data-footnote-backref"
      >
        ↩{r && <sup>{r}</sup>}
      </Link>
    );
  }
  return (
    <sup>
      <Link
        href={`#user-content-fn-source-${f}`}
        id={mark}
        data-footnote-ref
        aria-describedby="footnote-label"
      >
        {n ?? f}
      </Link>
    </sup>
  );
}
