import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './CopyButton.module.css';

/** A button that copies `text` to the clipboard and says so, for screen readers too. */
export default function CopyButton({
  text,
  label,
  className,
}: {
  readonly text: string;
  readonly label: string;
  readonly className?: string;
}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = (): void => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, className)}
      onClick={copy}
      aria-label={label}
      data-search-exclude=""
    >
      <span aria-hidden="true">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? 'Copied to the clipboard'
          : state === 'failed'
            ? 'Copying failed; select the text and copy it by hand'
            : ''}
      </span>
    </button>
  );
}
