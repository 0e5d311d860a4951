import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize } from 'hast-util-sanitize';
import { SKIP, visit } from 'unist-util-visit';
import { checkedDataImage } from './data-image';
import { addLinkRel } from './links';
import { documentSchema } from './sanitize-schema';

/**
 * Untrusted HTML (a docx converted by mammoth, a notebook's `text/html` output) as a safe tree:
 * parsed as a browser would, cut down to the document allow list, images kept only when they
 * are embedded raster images, links marked as user content.
 */
export function sanitizeDocument(html: string): Root {
  const tree = sanitize(fromHtml(html, { fragment: true }), documentSchema) as Root;
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'img' || !parent || index === undefined) return;
    const src =
      typeof node.properties.src === 'string' ? checkedDataImage(node.properties.src) : null;
    if (src) {
      node.properties.src = src;
      return;
    }
    const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
    parent.children.splice(index, 1, ...(alt ? [{ type: 'text' as const, value: alt }] : []));
    return [SKIP, index];
  });
  addLinkRel(tree);
  return tree;
}
