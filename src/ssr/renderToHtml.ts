import {Writable} from 'node:stream';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/**
 * Renders a page to HTML once everything is ready. Unlike React's default, large Suspense
 * boundaries stay in place instead of being streamed as hidden segments that only a script
 * reveals (facebook/react#31134): the pages must read fine without JavaScript.
 */
export function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}
