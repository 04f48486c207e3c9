/**
 * Cache policy per built file. Everything under `assets/` is named by the bundler with a content
 * hash, so it can be cached forever; every other file (pages, sitemap, search indexes, the
 * OpenAPI downloads) must be revalidated so a deploy is visible at once.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Bundler output names: `name.<hash>.js`, `<hash>.<hash>.js`, `name-<hash>.png`... */
const HASHED_ASSET = /^assets\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

export function isHashedAsset(relativePath: string): boolean {
  return HASHED_ASSET.test(relativePath);
}

export function cacheControlFor(relativePath: string): string {
  return isHashedAsset(relativePath) ? IMMUTABLE : REVALIDATE;
}
