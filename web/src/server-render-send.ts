import type { Response } from 'express';
import type { PageStream } from '@stackfolio/contract';

/** Crawlers and link previews read the whole page at once: they get it when every area is done. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|archiver/i;

export const isCrawler = (userAgent: string | undefined): boolean => CRAWLER.test(userAgent ?? '');

const ROOT = '<div id="root"></div>';

/** The shell's start script as index.html names it: `<script … defer src="…"></script>` in the head. */
const START_SCRIPT = /<script\b([^>]*)><\/script>/gi;

/**
 * A press on a button of the server's page before React has hydrated that button would be lost:
 * the page is painted (and its buttons look ready) while its JavaScript still downloads. This
 * script, run with the page, holds such a press (a click, or Enter or Space on a focused button)
 * and presses the button again once it has been hydrated, so "Load more", "Followers" or a
 * dialog's close button pressed early still do what they say. When React replaces the server's
 * button instead of hydrating it (an update reached its area first), the press goes to the button
 * of the same name and rank that took its place. It only takes `type="button"` buttons, which do
 * nothing without JavaScript anyway; forms keep their submit buttons disabled until hydrated
 * (`useHydrated`). React marks each element it has hydrated with a `__reactFiber$…` key; held
 * presses are let go after 15 s (the app never started). A React upgrade that renames that key
 * fails shell/src/app/hydration-mark.test.tsx and the e2e suite (server-render.spec.ts).
 */
const HOLD_EARLY_PRESSES =
  `(function(){var held=[],timer=0,until=0;` +
  `function hydrated(el){return Object.keys(el).some(function(k){return k.indexOf('__reactFiber$')===0})}` +
  `function buttons(){return document.querySelectorAll('#root button[type="button"]')}` +
  `function name(b){return b.getAttribute('aria-label')||b.textContent}` +
  // The button, or the one React rendered in its place (same name, same rank among its namesakes).
  `function find(p){if(p.b.isConnected)return p.b;var all=buttons(),n=0;for(var i=0;i<all.length;i++)` +
  `if(name(all[i])===p.name&&n++===p.nth)return all[i];return null}` +
  `function replay(){timer=0;var late=Date.now()>until;held=held.filter(function(p){if(late)return false;` +
  `var b=find(p);if(!b||!hydrated(b))return true;if(!b.disabled)b.click();return false});` +
  `if(held.length)timer=setTimeout(replay,50)}` +
  `addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('#root button[type="button"]');` +
  `if(!b||hydrated(b))return;e.stopPropagation();for(var i=0;i<held.length;i++)if(held[i].b===b)return;` +
  `var all=buttons(),nth=0;for(i=0;all[i]!==b;i++)if(name(all[i])===name(b))nth++;` +
  `held.push({b:b,name:name(b),nth:nth});until=Date.now()+15000;if(!timer)timer=setTimeout(replay,50)},true)})();`;

/**
 * A server-rendered page starts its JavaScript once it has been painted. The start
 * script is still fetched at once (a preload in the head), but it runs only after the browser
 * reports the first contentful paint: run earlier, it competed with that paint on a slow phone
 * (and Lighthouse then counted its download and evaluation as blocking the page's LCP, which
 * moved between 0.7 and 2.9 s from run to run on the same build). A browser without paint timing
 * starts at once; one that never reports a paint (nothing visible) starts after 3 s.
 * Pages the browser renders (signed in, no server build) keep the plain `defer` script.
 */
export function startAfterPaint(head: string): { head: string; starter: string } {
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
  // `src` and `nonce` come from our own index.html (escaped attribute text); JSON keeps the
  // path a string literal, and `<` is escaped so it cannot end the element.
  const url = JSON.stringify(src.replace(/&amp;/g, '&')).replace(/</g, '\\u003c');
  const starter =
    `<script nonce="${nonce}">${HOLD_EARLY_PRESSES}(function(){var started=false;function start(){if(started)return;` +
    `started=true;var s=document.createElement('script');s.src=${url};document.body.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)` +
    `return start();new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length)` +
    `{observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,3000)})()</script>`;
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
  const { head: before, starter } = startAfterPaint(page.slice(0, at));
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
