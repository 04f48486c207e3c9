import {describe, expect, it} from 'vitest';
import {startScriptsAfterPaint} from '../../src/plugins/paintFirst/rewrite';

const page = (scripts: string) =>
  `<!doctype html><html><head><meta charset=UTF-8>${scripts}<link rel=stylesheet href=/assets/css/styles.1.css></head><body><p>Text</p></body></html>`;
const ENTRY =
  '<script src=/assets/js/runtime~main.a9c946da.js defer></script><script src=/assets/js/main.82bbc9a9.js defer></script>';

describe('entry scripts started after the first paint', () => {
  it('replaces the two deferred entry scripts with preloads and one loader that inserts them in order', () => {
    const html = startScriptsAfterPaint(
      page(
        `<script src=https://analytics.example.com/js/script.js defer data-domain=x></script>${ENTRY}`,
      ),
      'a.html',
    );
    expect(html).not.toMatch(/assets\/js\/[^"]+\.js defer/);
    expect(html).toContain(
      '<link rel=preload as=script href=/assets/js/runtime~main.a9c946da.js><link rel=preload as=script href=/assets/js/main.82bbc9a9.js>',
    );
    expect(html).toContain(
      '["/assets/js/runtime~main.a9c946da.js","/assets/js/main.82bbc9a9.js"].forEach',
    );
    expect(html).toContain('s.async=false');
    expect(html).toContain('requestAnimationFrame');
    // Other scripts are left alone.
    expect(html).toContain(
      '<script src=https://analytics.example.com/js/script.js defer data-domain=x></script>',
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('runs the scripts once, after a frame or after the wait, in a page', async () => {
    const html = startScriptsAfterPaint(page(ENTRY), 'a.html');
    const loader = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const inserted: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeDocument = {
      createElement: () => ({}) as {src?: string},
      head: {appendChild: (element: {src: string}) => inserted.push(element.src)},
    };
    new Function('document', 'setTimeout', 'requestAnimationFrame', loader)(
      fakeDocument,
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => frames.push(callback),
    );
    expect(inserted).toEqual([]);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    // Both the frame's task and the fallback fired: the scripts start once.
    expect(inserted).toEqual([
      '/assets/js/runtime~main.a9c946da.js',
      '/assets/js/main.82bbc9a9.js',
    ]);
  });

  it('fails naming the file when the page does not have the expected entry scripts', () => {
    expect(() =>
      startScriptsAfterPaint(
        page('<script src=/assets/js/main.82bbc9a9.js defer></script>'),
        'docs/x.html',
      ),
    ).toThrow('docs/x.html: expected Docusaurus');
  });
});
