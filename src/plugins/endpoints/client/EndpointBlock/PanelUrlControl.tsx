import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {validatePanelUrl} from '../panelUrl';
import {usePanelUrl} from './usePanelUrl';
import styles from './styles.module.css';

/** Lets the reader put their own panel URL into every code sample on the site. */
export default function PanelUrlControl({
  sampleBaseUrl,
}: {
  readonly sampleBaseUrl: string;
}): ReactNode {
  const [panelUrl, savePanelUrl] = usePanelUrl();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<{readonly error: boolean; readonly text: string} | null>(
    null,
  );
  // The form exists only while the reader has it open: it needs the page's script to do anything,
  // and each form field on a page makes Chromium lay out the whole page again when it finishes
  // parsing (Document::FinishedParsing, once per field; issue 22, bench/HISTORY.md).
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const result = validatePanelUrl(draft);
    if (!result.ok) {
      setMessage({error: true, text: result.message});
      return;
    }
    const stored = savePanelUrl(result.url);
    setDraft('');
    setMessage({
      error: false,
      text: stored
        ? `Samples now use ${result.url}.`
        : `Samples now use ${result.url} on this page; this browser does not let the site remember it.`,
    });
  };

  const clear = (): void => {
    savePanelUrl(null);
    setDraft('');
    setMessage({error: false, text: `Samples use ${sampleBaseUrl} again.`});
  };

  return (
    <details className={styles.panelUrl} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Panel URL: <code>{panelUrl ?? sampleBaseUrl}</code>
      </summary>
      {open && (
        <form className={styles.panelUrlForm} onSubmit={submit} noValidate>
          <label htmlFor={inputId}>Your panel URL</label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={sampleBaseUrl}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={message?.error === true}
            aria-describedby={messageId}
          />
          <button type="submit" className="button button--sm button--primary">
            Use in samples
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={clear}
            disabled={panelUrl === null}
          >
            Clear
          </button>
          <p className={styles.panelUrlHelp}>
            Stored in this browser only and never sent anywhere. Never paste an API key here.
          </p>
          <p
            id={messageId}
            className={message?.error ? styles.panelUrlError : styles.panelUrlOk}
            role={message?.error ? 'alert' : 'status'}
          >
            {message?.text ?? ''}
          </p>
        </form>
      )}
    </details>
  );
}
