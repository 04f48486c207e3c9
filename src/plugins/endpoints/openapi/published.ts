/**
 * The documents the site publishes for download: the bundled descriptions, and for the current
 * APIs each operation's release history from the fact tables (`x-pterodactyl-since`,
 * `x-pterodactyl-changes`) and the release and commit the document describes (in `info`).
 */
import {routeHistory} from '../../facts/releaseHistory';
import {currentRelease} from '../../facts/tables';
import type {LoadedApi} from './load';
import {operationsOf, type OpenApiDocument} from './types';

export function publishedDocument(loaded: LoadedApi): OpenApiDocument {
  const document = structuredClone(loaded.bundled);
  if (loaded.api.facts.version !== 'current') {
    return document;
  }
  const {release} = currentRelease();
  document.info = {...document.info, ...{'x-pterodactyl-release': release.version, 'x-pterodactyl-commit': release.commit}};
  for (const {method, path, operation} of operationsOf(document)) {
    const history = routeHistory(method, path);
    if (!history) {
      throw new Error(`${loaded.api.root}: ${method.toUpperCase()} ${path} is in no 1.x release table`);
    }
    operation['x-pterodactyl-since'] = history.since;
    operation['x-pterodactyl-changes'] = history.changes.map(({release: changedIn, change}) => ({release: changedIn, change}));
  }
  return document;
}
