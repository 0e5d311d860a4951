import { escapeHtml, type PageHead, type ThemeChoice } from '@stackfolio/contract';

export { escapeHtml };

/**
 * Escaping and injection helpers for the server-rendered head and content.
 * Everything a user wrote passes through `escapeHtml` or `jsonLdScript` before it reaches the page.
 */

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element. `<`, `>` and `&` become
 * JSON unicode escapes so `</script>` or `<!--` in a bio cannot end the element, and U+2028/2029
 * are escaped for old parsers; the JSON value read back is unchanged.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * Puts the page's CSP nonce on every `<script>` and `<style>` element (the JSON-LD one included)
 * and announces it first in the head as `<meta property="csp-nonce" nonce="…">`, where the shell
 * and styled-components read it. Safe on the whole page: user text is escaped before it gets
 * here, so every `<script`/`<style` left is our own markup.
 */
export function addNonce(html: string, nonce: string): string {
  const attr = ` nonce="${escapeHtml(nonce)}"`;
  const tagged = html.replace(/<(script|style)(?=[\s>])/gi, (tag) => `${tag}${attr}`);
  return tagged.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce"${attr}>`);
}

/** What the front-end serving learnt about the request (`res.locals`). */
export interface PageLocals {
  /** The page policy's nonce (serving/csp.ts). */
  cspNonce?: string;
  /** The request carried no session cookie: whoever loads this page is signed out. */
  noSession?: boolean;
  /** The visitor's theme cookie: "light" or "dark" goes on `<html>` as `data-theme`. */
  theme?: ThemeChoice;
}

/**
 * Puts the visitor's explicit theme choice on `<html data-theme="…">`, so the first paint already
 * has the right colours (no flash, no script). "system" leaves the page to `prefers-color-scheme`.
 */
export function addThemeAttribute(html: string, theme: ThemeChoice | undefined): string {
  if (theme !== 'light' && theme !== 'dark') return html;
  return html.replace(
    /<html(?=[\s>])([^>]*)>/i,
    (_tag, attrs: string) =>
      `<html${attrs.replace(/\sdata-theme="[^"]*"/i, '')} data-theme="${theme}">`,
  );
}

/**
 * Last touches on every page the server sends: the CSP nonce, the theme choice on `<html>`, and
 * `<meta name="stackfolio-session" content="none">` when the request had no session cookie. The shell's auth state reads that hint
 * once at start-up instead of asking GET /api/auth/user for a 401 it already knows (a failed
 * request costs a round trip and a console error on every signed-out visit).
 */
export function finishPage(html: string, locals: PageLocals): string {
  const themed = addThemeAttribute(html, locals.theme);
  const hinted = locals.noSession
    ? themed.replace(
        /<head(\s[^>]*)?>/i,
        (head) => `${head}<meta name="stackfolio-session" content="none">`,
      )
    : themed;
  return locals.cspNonce ? addNonce(hinted, locals.cspNonce) : hinted;
}

function headTags(meta: PageHead, siteName: string): string {
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  if (!meta.canonical) return tag('name', 'robots', 'noindex');
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', meta.ogType),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    tags.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
    if (meta.imageWidth && meta.imageHeight) {
      tags.push(
        tag('property', 'og:image:width', String(meta.imageWidth)),
        tag('property', 'og:image:height', String(meta.imageHeight)),
      );
    }
    if (meta.imageAlt) {
      tags.push(
        tag('property', 'og:image:alt', meta.imageAlt),
        tag('name', 'twitter:image:alt', meta.imageAlt),
      );
    }
  }
  if (meta.jsonLd) tags.push(jsonLdScript(meta.jsonLd));
  return tags.join('');
}

/**
 * Fills the shell's index.html for one page: replaces its generic title and description and adds
 * canonical, Open Graph, Twitter and JSON-LD before `</head>`. Markup the shell no longer has is
 * left alone rather than guessed at.
 */
export function injectPage(html: string, meta: PageHead, siteName: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  let out = html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${description}">`,
    );
  if (!/<meta\s+name="description"/i.test(out)) {
    out = out.replace(
      /<\/head>/i,
      () => `<meta name="description" content="${description}"></head>`,
    );
  }
  return out.replace(/<\/head>/i, () => `${headTags(meta, siteName)}</head>`);
}
