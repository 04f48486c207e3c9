import {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The theme's own class names, so every state of the block looks like the theme's code block.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useHighlighter} from '../../../plugins/highlighting/client/useHighlighter';
import {useServerHighlightedCode} from '../../../plugins/highlighting/client/serverHighlightedCode';
import {KEEP_SERVER_HTML, useCreatedDuringHydration} from '../../../client/serverHtml';

/**
 * The code of a code block, highlighted. Pages arrive highlighted in their HTML; on first load
 * this keeps that markup instead of tokenizing every block again during hydration, so the
 * highlighter (Prism) is not part of the first download; code rendered again after hydration
 * reuses the server's markup while its text is unchanged. New code (a tab opened, a panel URL
 * applied, a page reached by client-side navigation) is highlighted by the theme's component once
 * the highlighter chunk has loaded, and shown as plain text until then.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const createdDuringHydration = useCreatedDuringHydration();
  const [serverCode] = useState(metadata.code);
  const keepServerHtml = createdDuringHydration && metadata.code === serverCode;
  const serverHighlighted = useServerHighlightedCode(metadata.language, metadata.code);
  // One object per markup: React rewrites innerHTML whenever the prop changes identity.
  const serverMarkup = useMemo(
    () => (serverHighlighted === undefined ? undefined : {__html: serverHighlighted}),
    [serverHighlighted],
  );
  const highlighter = useHighlighter(!keepServerHtml && !serverMarkup);

  if (highlighter && !keepServerHtml && !serverMarkup) {
    return <highlighter.HighlightedContent {...props} />;
  }
  const preProps = {
    ref: wordWrap.codeBlockRef,
    tabIndex: 0,
    className: clsx(
      props.className,
      `prism-code language-${metadata.language}`,
      styles.codeBlock,
      'thin-scrollbar',
    ),
    style: prismTheme.plain,
  };
  if (keepServerHtml) {
    return (
      <pre {...preProps} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    );
  }
  if (serverMarkup) {
    return <pre {...preProps} dangerouslySetInnerHTML={serverMarkup} />;
  }
  return (
    <pre {...preProps}>
      <code className={styles.codeBlockLines}>
        {metadata.code.split('\n').map((line, index) => (
          // Lines have no identity beyond their position; like highlighted lines (see ../Line),
          // an empty one holds its newline instead of ending in a <br>.
          <div key={index} className={clsx('token-line', metadata.lineClassNames[index])}>
            {line === '' ? '\n' : line}
          </div>
        ))}
      </code>
    </pre>
  );
}
