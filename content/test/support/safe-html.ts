import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const FORBIDDEN_TAGS = /<(script|iframe|form|object|embed|style|base|link|meta)\b/i;
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'form',
  'object',
  'embed',
  'style',
  'svg',
  'math',
  'base',
  'link',
  'meta',
]);
const BAD_SCHEME = /^\s*(javascript|vbscript|data):/i;
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const OTHER_ORIGIN = /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i;
const URL_ATTRIBUTES = [
  'action',
  'formAction',
  'cite',
  'poster',
  'background',
  'srcSet',
  'xLinkHref',
  'longDesc',
];

function elements(tree: Root): Element[] {
  const found: Element[] = [];
  const stack: RootContent[] = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'element') {
      found.push(node);
      stack.push(...node.children);
    }
  }
  return found;
}

/**
 * Every way the HTML could run script, load from another origin or restyle the page, checked
 * on the markup itself and on the tree a browser would parse from it (entities decoded).
 * `galleryUrls` are the only non-data image sources allowed.
 */
export function unsafeParts(html: string, galleryUrls: readonly string[] = []): string[] {
  const problems: string[] = [];
  const raw = FORBIDDEN_TAGS.exec(html);
  if (raw) problems.push(`markup <${raw[1]}`);
  for (const node of elements(fromHtml(html, { fragment: true }))) {
    const { tagName, properties } = node;
    if (FORBIDDEN_ELEMENTS.has(tagName)) problems.push(`element <${tagName}>`);
    for (const [key, value] of Object.entries(properties)) {
      const text = Array.isArray(value) ? value.join(' ') : String(value);
      if (/^on/i.test(key)) problems.push(`<${tagName}> event handler ${key}`);
      if (key === 'style') problems.push(`<${tagName}> style attribute`);
      if (URL_ATTRIBUTES.includes(key)) problems.push(`<${tagName}> ${key}="${text}"`);
      if (/javascript:|vbscript:/i.test(text.replace(/[\t\n\r]/g, '')))
        problems.push(`<${tagName}> ${key}="${text}"`);
    }
    const href = properties.href;
    if (href !== undefined) {
      // Browsers drop tabs and line breaks from URLs before reading the scheme.
      const url = String(href).replace(/[\t\n\r]/g, '');
      const rel = Array.isArray(properties.rel) ? properties.rel.join(' ') : '';
      if (tagName !== 'a') problems.push(`href on <${tagName}>`);
      if (BAD_SCHEME.test(url)) problems.push(`link to ${url}`);
      if (OTHER_ORIGIN.test(url) && rel !== 'nofollow ugc noopener')
        problems.push(`link to ${url} rel="${rel}"`);
    }
    const src = properties.src;
    if (src !== undefined) {
      const url = String(src);
      if (tagName !== 'img') problems.push(`src on <${tagName}>`);
      else if (!EMBEDDED_IMAGE.test(url) && !galleryUrls.includes(url))
        problems.push(`image from ${url.slice(0, 60)}`);
    }
  }
  return problems;
}
