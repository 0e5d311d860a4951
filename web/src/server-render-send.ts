import type { Response } from 'express';
import type { PageStream } from '@stackfolio/contract';

/** Crawlers and link previews read the whole page at once: they get it when every area is done. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|archiver/i;

export const isCrawler = (userAgent: string | undefined): boolean => CRAWLER.test(userAgent ?? '');

const ROOT = '<div id="root"></div>';

/** The shell's start script as index.html names it: `<script … defer src="…"></script>` in the head. */
const START_SCRIPT = /<script\b([^>]*)><\/script>/gi;

/**
 * A server-rendered page starts its JavaScript once it has been painted: the shell's start script
 * is still fetched at once (a preload in the head), and the shell's page script (`startScript`,
 * which also holds presses made before the app has hydrated) adds it after the first contentful
 * paint, reading its address from `data-start`. Pages the browser renders (signed in, no server
 * build) keep the plain `defer` script.
 */
export function startAfterPaint(
  head: string,
  startScript: string,
): { head: string; starter: string } {
  let src: string | undefined;
  let nonce = '';
  const rewritten = head.replace(START_SCRIPT, (tag, attrs: string) => {
    const source = /\ssrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src || !source || !/\sdefer(?=[\s=>]|$)/i.test(attrs)) return tag;
    src = source;
    nonce = /\snonce="([^"]*)"/i.exec(attrs)?.[1] ?? '';
    return `<link rel="preload" as="script" href="${source}">`;
  });
  if (!src) return { head, starter: '' };
  // `src` and `nonce` are attribute text of our own index.html, already escaped for an attribute.
  const starter = `<script nonce="${nonce}" data-start="${src}">${startScript}</script>`;
  return { head: rewritten, starter };
}

/**
 * Streams a server-rendered page into the response, whose status is already set: the
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
  const { head: before, starter } = startAfterPaint(page.slice(0, at), stream.startScript);
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
    end: (tail) => res.end(`</div>${tail}${starter}${after}`),
  });
  return true;
}
