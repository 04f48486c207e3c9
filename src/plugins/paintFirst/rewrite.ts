/**
 * Rewrites a built page so that its entry scripts run after the browser has painted the page.
 *
 * Docusaurus loads its two entry scripts with `defer`: they run as soon as the document is parsed,
 * and when they arrive before the first frame (a fast network, a cached visit) the reader sees
 * nothing until they have run. On a long reference page that is most of the page's main-thread
 * time, and Lighthouse's simulation counts it into the largest contentful paint. The page keeps
 * downloading the scripts at once (preload links); a small inline script starts them, in order,
 * after the first frame, or after a short wait where no frame comes (a tab opened in the
 * background).
 */

/** The entry scripts, in the order Docusaurus writes them. */
const ENTRY_SCRIPT =
  /<script src=("?)(\/[^"\s>]*assets\/js\/(?:runtime~main|main)\.[0-9a-f]+\.js)\1 defer><\/script>/g;

/** Where no frame comes (a background tab), the scripts start anyway after this many milliseconds. */
export const NO_FRAME_WAIT_MS = 100;

export function startScriptsAfterPaint(html: string, where: string): string {
  const sources = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[2] as string);
  if (
    sources.length !== 2 ||
    !/runtime~main/.test(sources[0] ?? '') ||
    /runtime~main/.test(sources[1] ?? '')
  ) {
    throw new Error(
      `${where}: expected Docusaurus' two deferred entry scripts (runtime~main, then main); found ${JSON.stringify(sources)}. Did the page template change?`,
    );
  }
  const preloads = sources.map((source) => `<link rel=preload as=script href=${source}>`).join('');
  // async=false keeps the order of scripts inserted by a script: runtime first, as with defer.
  const loader =
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `setTimeout(start,${NO_FRAME_WAIT_MS});requestAnimationFrame(function(){setTimeout(start)})})()</script>`;
  let replaced = 0;
  return html.replace(ENTRY_SCRIPT, () => (replaced++ === 0 ? preloads + loader : ''));
}
