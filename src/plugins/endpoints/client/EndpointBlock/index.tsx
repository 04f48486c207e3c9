import {memo, useCallback, useEffect, useReducer, useState, type ReactNode} from 'react';
import RenderOnDemand from '../RenderOnDemand';
import {keepBlocksAboveLaidOut} from './blocksAboveLaidOut';
import {loadEndpoint, loadedEndpoint, type EndpointLoader} from './endpointLoading';
import {samplesDifferFromServer, subscribeToSamplePreferences} from './samplePreferences';

/** A block's server HTML shows the first sample language with the placeholder panel URL. */
const SAMPLES_STALE = {check: samplesDifferFromServer, subscribe: subscribeToSamplePreferences};

type Props = {
  /** The level of the heading the block sits under. */
  readonly headingLevel: number;
  /** Imports the operation's data and description. */
  readonly load: EndpointLoader;
};

function LoadFailed({
  error,
  tryAgain,
}: {
  readonly error: Error;
  readonly tryAgain: () => void;
}): ReactNode {
  return (
    <div className="alert alert--danger margin-vert--md" role="alert">
      <p>
        The details of this endpoint could not be loaded ({error.message}). Check your connection,
        then try again.
      </p>
      <button type="button" className="button button--sm button--secondary" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}

function LoadedBlock({load, headingLevel}: Props): ReactNode {
  const loaded = loadedEndpoint(load);
  const [failure, setFailure] = useState<Error | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  if (!loaded && typeof window === 'undefined') {
    // The page's module loads every block's data before the server renders it (see ./endpointLoading.ts).
    throw new Error('An endpoint block was rendered on the server before its data loaded.');
  }
  // Pages rendered in the browser have their blocks' data loaded before they show (see
  // preloadPageEndpoints); this covers a load that failed there, or has not finished.
  useEffect(() => {
    if (loaded || failure) {
      return undefined;
    }
    let current = true;
    loadEndpoint(load).then(
      () => current && arrived(),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [load, loaded, failure]);
  if (failure) {
    return <LoadFailed error={failure} tryAgain={() => setFailure(null)} />;
  }
  return loaded ? <loaded.Content endpoint={loaded.data} headingLevel={headingLevel} /> : null;
}

/**
 * One API operation. The page holds only where it goes and how to load it: its data and the code
 * that renders it arrive when the reader reaches for the block, or when their saved sample
 * preferences change what it shows (its server HTML stands in until then).
 */
export default memo(function EndpointBlock({headingLevel, load}: Props): ReactNode {
  const ready = useCallback(() => loadedEndpoint(load) !== undefined, [load]);
  const prepare = useCallback(() => loadEndpoint(load), [load]);
  useEffect(keepBlocksAboveLaidOut, []);
  return (
    <RenderOnDemand ready={ready} prepare={prepare} stale={SAMPLES_STALE}>
      <LoadedBlock load={load} headingLevel={headingLevel} />
    </RenderOnDemand>
  );
});
