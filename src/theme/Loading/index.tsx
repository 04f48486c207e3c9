import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface LoadingProps {
  readonly error?: Error | null;
  readonly retry?: () => void;
  readonly pastDelay?: boolean;
}

// Replaces the fallback loader, whose failure box had unreadable contrast and no alert role.
export default function Loading({error, retry, pastDelay}: LoadingProps): ReactNode {
  if (error) {
    return (
      <div role="alert" className={styles.failure}>
        <p className={styles.title}>This part of the page could not be loaded.</p>
        <p className={styles.detail}>{error.message || String(error)}</p>
        <p className={styles.detail}>
          Check your connection, then retry. Reloading the page also works.
        </p>
        {retry && (
          <button type="button" className="button button--primary" onClick={retry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div role="status" className={styles.pending}>
        Loading…
      </div>
    );
  }
  return null;
}
