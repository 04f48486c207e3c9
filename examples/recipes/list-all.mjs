#!/usr/bin/env node
// Lists every item of a paginated list, page by page, within the panel's rate limits.
//
//   node list-all.mjs /api/application/servers
//   node list-all.mjs /api/client '?type=admin-all'
//
// PANEL_URL is the panel's address and API_KEY a key of the matching API (ptla_ for
// /api/application, ptlc_ for /api/client). Prints one line per item and a total at the end; the
// items themselves go to stdout as JSON lines when JSON_LINES=1.
// Node.js 18 or later (built-in fetch); no dependencies.

const PANEL_URL = (process.env.PANEL_URL ?? '').replace(/\/+$/, '');
const API_KEY = process.env.API_KEY ?? '';
// Fewer, larger pages spend less of the rate limit.
const PER_PAGE = 100;
// Give up after this many 429 answers in a row.
const MAX_RETRIES = 5;

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** One page, retried after a 429 for as long as the panel's Retry-After says. */
async function fetchPage(url) {
  for (let retries = 0; ; retries += 1) {
    const response = await fetch(url, {
      headers: {Authorization: `Bearer ${API_KEY}`, Accept: 'application/json'},
    });
    if (response.status === 429 && retries < MAX_RETRIES) {
      // Retry-After is in seconds; X-RateLimit-Reset (a Unix time) says the same thing another way.
      const retryAfter = Number(response.headers.get('retry-after'));
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      const wait =
        retryAfter > 0 ? retryAfter : reset > 0 ? Math.max(1, reset - Date.now() / 1000) : 60;
      console.error(
        `429 on ${url.pathname}${url.search}: waiting ${Math.ceil(wait)} s (${retries + 1} of ${MAX_RETRIES}).`,
      );
      await sleep(wait);
      continue;
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      const detail =
        body?.errors?.map((error) => `${error.code}: ${error.detail}`).join('; ') ??
        response.statusText;
      throw new Error(`${url.pathname}${url.search} answered ${response.status}: ${detail}`);
    }
    const remaining = response.headers.get('x-ratelimit-remaining');
    return {body, remaining: remaining === null ? null : Number(remaining)};
  }
}

async function* everyItem(path, extraQuery) {
  const base = new URL(`${PANEL_URL}${path}${extraQuery ?? ''}`);
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const url = new URL(base);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(PER_PAGE));
    const {body, remaining} = await fetchPage(url);
    if (!Array.isArray(body?.data)) {
      throw new Error(`${path} is not a list: it answered an object of type ${body?.object}.`);
    }
    // Ask for pages by number up to total_pages, rather than following links.next: the total is
    // read again from every page, so a list that grows or shrinks while it is read ends cleanly.
    totalPages = body.meta?.pagination?.total_pages ?? 1;
    yield* body.data;
    // Leave room for the rest of the program: slow down when the window is nearly spent.
    if (remaining !== null && remaining < 5 && page < totalPages) {
      console.error(`${remaining} requests left in this minute; pausing before page ${page + 1}.`);
      await sleep(60 / Math.max(remaining, 1));
    }
  }
}

async function main() {
  const [path, extraQuery] = process.argv.slice(2);
  if (!PANEL_URL || !API_KEY || !path?.startsWith('/api/')) {
    throw new Error('Usage: PANEL_URL=… API_KEY=… list-all.mjs /api/<list path> [?extra=query]');
  }
  let count = 0;
  for await (const item of everyItem(path, extraQuery)) {
    count += 1;
    const {id, identifier, name, username} = item.attributes ?? {};
    if (process.env.JSON_LINES === '1') {
      console.log(JSON.stringify(item));
    } else {
      console.log(
        `${item.object} ${identifier ?? id ?? '?'}${(name ?? username) ? ` ${name ?? username}` : ''}`,
      );
    }
  }
  console.error(`${count} items from ${path}.`);
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
