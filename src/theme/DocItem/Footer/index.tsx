import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * No doc has tags, an edit link or a last-update line (none is configured), so the theme's doc
 * footer always renders nothing; this stand-in keeps the code of those rows out of every docs
 * page's scripts. A doc that gains one fails the build here rather than losing it silently.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  if (
    metadata.tags.length > 0 ||
    metadata.editUrl ||
    metadata.lastUpdatedAt ||
    metadata.lastUpdatedBy
  ) {
    throw new Error(
      `${metadata.source}: has tags, an edit link or a last update; remove src/theme/DocItem/Footer/, which stands in for the theme's footer that shows them.`,
    );
  }
  return null;
}
