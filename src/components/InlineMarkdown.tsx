import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {tokenizeInline} from '../lib/inlineMarkdown';

/** Renders the small Markdown subset used in parameter and response descriptions. */
export default function InlineMarkdown({text}: {readonly text: string}): ReactNode {
  return (
    <>
      {tokenizeInline(text).map((token, index) => {
        switch (token.kind) {
          case 'code':
            return <code key={index}>{token.text}</code>;
          case 'strong':
            return <strong key={index}>{token.text}</strong>;
          case 'link':
            return (
              <Link key={index} to={token.href}>
                {token.text}
              </Link>
            );
          default:
            return token.text;
        }
      })}
    </>
  );
}
