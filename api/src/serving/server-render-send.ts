import type { Response } from 'express';
import type { PageStream } from '@stackfolio/contract';

/** Crawlers and link previews read the whole page at once: they get it when every area is done. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|archiver/i;

export const isCrawler = (userAgent: string | undefined): boolean => CRAWLER.test(userAgent ?? '');

const ROOT = '<div id="root"></div>';

/**
 * Streams a server-rendered page (issue 19) into the response, whose status is already set: the
 * head and the shell at once, each later area as React finishes it, the query cache and the rest
 * of index.html at the end. The styles the shell needs go at the end of the head. False (nothing
 * sent) when the page has no root element to render into.
 */
export function streamRenderedPage(res: Response, page: string, stream: PageStream): boolean {
  const at = page.indexOf(ROOT);
  if (at < 0) {
    stream.abort(new Error('index.html has no root element'));
    return false;
  }
  const before = page.slice(0, at);
  const after = page.slice(at + ROOT.length);
  res.write(`${before.replace(/<\/head>/i, () => `${stream.headStyles()}</head>`)}<div id="root">`);
  // A visitor who leaves stops the render; what was not rendered yet never will be.
  res.on('close', () => {
    if (!res.writableEnded) stream.abort(new Error('the visitor left before the page ended'));
  });
  const flushable = res as Response & { flush?: () => void };
  stream.pipe({
    write: (html) => res.write(html),
    // compression buffers what is written; each part React finishes is sent at once.
    flush: () => flushable.flush?.(),
    end: (tail) => res.end(`</div>${tail}${after}`),
  });
  return true;
}
