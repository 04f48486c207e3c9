import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string, or null when the block holds elements rather than text. */
function codeText(children: ReactNode): string | null {
  const parts = Children.toArray(children);
  return parts.some((part) => isValidElement(part)) ? null : parts.join('');
}

/**
 * The theme's code block, minus its remount after hydration. The theme re-creates every code
 * block once the page has hydrated, because a reader's colour mode may differ from the one the
 * server highlighted for; this site has a single colour mode and one Prism theme, so the server
 * HTML is already right, and re-highlighting every block would only block the main thread.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = codeText(children);
  return code === null ? (
    <ElementContent {...props}>{children}</ElementContent>
  ) : (
    <StringContent {...props}>{code}</StringContent>
  );
}
