import { expect, type Page } from '@playwright/test';

/**
 * Script payloads for stored-XSS tests. Every one, if it ever ran, sets `window.__xss` to its id;
 * each carries its id so the text shown on a page can be matched to the field it came from.
 */
export const payload = {
  /** An <img> whose error handler runs (the classic; works through innerHTML). */
  img: (id: string) => `<img src=x onerror="window.__xss='${id}'">`,
  /** A script element (runs when parsed as markup, e.g. document.write or server HTML). */
  script: (id: string) => `<script>window.__xss='${id}'</script>`,
  /** Breaks out of a quoted attribute and adds an SVG with an onload handler. */
  attribute: (id: string) => `"><svg onload="window.__xss='${id}'">`,
  /** Unquoted and without `_`, `%` or backslashes, so it also survives search and filter URLs. */
  alert: (id: string) => `<svg/onload=alert('${id}')>`,
  /** A javascript: URL, for every field that becomes a link. */
  jsUrl: (id: string) => `javascript:window.__xss='${id}'`,
};

declare global {
  interface Window {
    __xss?: string;
    __xssDialogs?: string[];
  }
}

/**
 * Watches a page for script that should never run: `window.__xss` (set by every payload) and
 * alert/confirm/prompt dialogs. Call before the first navigation.
 */
export async function installXssProbe(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return { dialogs };
}

/**
 * Fails if any payload ran on the page as it is now, or if markup from user text reached the DOM
 * as elements: event-handler attributes (React never writes on* attributes, it delegates events),
 * injected <img src=x>/<svg>, scripts that mention the flag, or javascript: links.
 */
export async function expectNoScriptRan(
  page: Page,
  probe: { dialogs: string[] },
  where: string,
): Promise<void> {
  const found = await page.evaluate(() => {
    const handlers = Array.from(document.querySelectorAll('*'))
      .filter((el) => Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 120));
    // JSON-LD and the server-rendered page's query cache (application/json) are data, never run;
    // the cache counts as data only while no raw '<' in it could have ended its element early.
    const isData = (s: HTMLScriptElement) =>
      s.type === 'application/ld+json' || (s.type === 'application/json' && !s.text.includes('<'));
    const scripts = Array.from(document.scripts)
      .filter((s) => !isData(s) && s.text.includes('__xss'))
      .map((s) => s.outerHTML.slice(0, 120));
    const links = Array.from(
      document.querySelectorAll('a[href], area[href], iframe[src], form[action]'),
    )
      .map(
        (el) =>
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
      )
      .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url));
    const injected = Array.from(document.querySelectorAll('img[src="x"], body svg[onload]')).map(
      (el) => el.outerHTML,
    );
    return { flag: window.__xss ?? null, handlers, scripts, links, injected };
  });
  expect(found, `no script from user text ran or was injected on ${where}`).toEqual({
    flag: null,
    handlers: [],
    scripts: [],
    links: [],
    injected: [],
  });
  expect(probe.dialogs, `no alert/confirm/prompt on ${where}`).toEqual([]);
}
