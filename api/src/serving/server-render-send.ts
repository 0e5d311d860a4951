import type { Response } from 'express';
import type { PageStream } from './server-render';

/** Crawlers and link previews read the whole page at once: they get it when every area is done. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|archiver/i;

export const isCrawler = (userAgent: string | undefined): boolean => CRAWLER.test(userAgent ?? '');

const ROOT = '<div id="root"></div>';
/** The shell's entry scripts in index.html (`<script defer src>`, with the page's nonce). */
const ENTRY_SCRIPT = /<script\b([^>]*)\sdefer\b([^>]*)\ssrc="([^"]+)"([^>]*)><\/script>/g;

/**
 * The app's scripts start after the server's markup is painted (issue 19). A `defer` script runs
 * as soon as the document is parsed, before the browser paints what it parsed last, so the page's
 * main content (streamed after the top bar) would show only once the app had started: seconds on
 * a slow phone. The head preloads the scripts instead, and a script at the end of the page starts
 * them once a frame with the whole page has been drawn (at once in a hidden tab, where no frame comes).
 */
function bootAfterPaint(head: string, nonce: string | undefined) {
  const sources: string[] = [];
  const preloaded = head.replace(ENTRY_SCRIPT, (_tag, _a, _b, src: string) => {
    sources.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  if (!sources.length) return { head, boot: '' };
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const boot =
    `<script${nonceAttr}>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');` +
    `s.src=src;s.async=false;document.head.appendChild(s);});}` +
    `if(document.hidden)start();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});` +
    `document.addEventListener('visibilitychange',start);})();</script>`;
  return { head: preloaded, boot };
}

/**
 * Streams a server-rendered page (issue 19) into the response, whose status is already set: the
 * head and the shell at once, each later area as React finishes it, the query cache and the rest
 * of index.html at the end. The styles the shell needs go at the end of the head. False (nothing
 * sent) when the page has no root element to render into.
 */
export function streamRenderedPage(
  res: Response,
  page: string,
  stream: PageStream,
  nonce: string | undefined,
): boolean {
  const at = page.indexOf(ROOT);
  if (at < 0) {
    stream.abort(new Error('index.html has no root element'));
    return false;
  }
  const { head, boot } = bootAfterPaint(page.slice(0, at), nonce);
  const after = page.slice(at + ROOT.length);
  res.write(`${head.replace(/<\/head>/i, () => `${stream.headStyles()}</head>`)}<div id="root">`);
  // A visitor who leaves stops the render; what was not rendered yet never will be.
  res.on('close', () => {
    if (!res.writableEnded) stream.abort(new Error('the visitor left before the page ended'));
  });
  const flushable = res as Response & { flush?: () => void };
  stream.pipe({
    write: (html) => res.write(html),
    // compression buffers what is written; each part React finishes is sent at once.
    flush: () => flushable.flush?.(),
    end: (tail) => res.end(`</div>${tail}${boot}${after}`),
  });
  return true;
}
