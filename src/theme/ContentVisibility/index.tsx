import type {ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

/**
 * The site publishes no draft or unlisted page, so the theme's banners for them never show; this
 * stand-in keeps their code and texts out of every docs page's scripts. A page marked draft or
 * unlisted fails the build here rather than losing its banner silently.
 */
export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (unlisted || frontMatter.unlisted || frontMatter.draft) {
    throw new Error(
      "A draft or unlisted page: remove src/theme/ContentVisibility/, which stands in for the theme's banners that mark them.",
    );
  }
  return null;
}
