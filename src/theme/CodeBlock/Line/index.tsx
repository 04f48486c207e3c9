import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
// The theme's own class names, so numbered lines look like the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/**
 * One line of highlighted code, as one element holding its tokens. The theme's line also ends in
 * a `<br>` and carries the code's plain colour as a style attribute; the block (`pre`) already
 * has that colour, and an empty line keeps its height through the newline it holds as text
 * (the block is `white-space: pre`). On an endpoint page that is about 860 elements and as many
 * style attributes fewer for the browser to style and lay out (issue 22).
 */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  // The style is the plain colour, which the line inherits from the block.
  const {style, ...lineProps} = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });
  const isEmpty = line.every((token) => token.content === '' || token.content === '\n');
  const tokens = isEmpty
    ? '\n'
    : line.map((token, index) => {
        const tokenProps = getTokenProps({token});
        return (
          // Tokens have no identity beyond their position in the line.
          <LineToken key={index} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      });
  return (
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
    </div>
  );
}
