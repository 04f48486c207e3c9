/**
 * Anchors on a library the panel locks: a claim about a library's behaviour (the query builder's
 * filters, the framework's throttle) names the package in the panel's `composer.lock`,
 * `package:vendor/name`, and its fingerprint is the version each release locks. A release that
 * locks another version flags the claim for reading again in that version's source (`npm run
 * drift`), as a change to the panel's own code does.
 */

export const PANEL_LOCK_FILE = 'composer.lock';

/** `package:vendor/name`, as Composer spells package names. */
export const PACKAGE_SYMBOL = /^package:[a-z0-9][a-z0-9_.-]*\/[a-z0-9][a-z0-9_.-]*$/;

/** The version a `composer.lock` text locks a package at; null when it has no such package. */
export function lockedVersion(lockFile: string, symbol: string): string | null {
  const name = symbol.replace(/^package:/, '');
  type Locked = {name: string; version: string}[];
  let lock: {packages?: Locked; 'packages-dev'?: Locked};
  try {
    lock = JSON.parse(lockFile) as typeof lock;
  } catch (error) {
    throw new Error(`${PANEL_LOCK_FILE} is not JSON: ${(error as Error).message}`);
  }
  const locked = [...(lock.packages ?? []), ...(lock['packages-dev'] ?? [])].find(
    (entry) => entry.name === name,
  );
  return locked?.version ?? null;
}
