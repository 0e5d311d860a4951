import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { highlightNodes } from './highlighter';

/**
 * Maps an image of the write-up to one of the project's own gallery, or null to drop it; its size
 * and variants (`srcset`, widths in `w`) let the page reserve its space and pick a variant.
 */
export type ImageUrl = (
  src: string,
) => { url: string; alt?: string; width?: number; height?: number; srcset?: string } | null;

/** How wide a write-up's picture is shown: the text column at most. */
const WRITEUP_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

/** rehype plugin: keeps the images `imageUrl` maps (at their gallery URL); others become their alt. */
export function rehypeGalleryImages(imageUrl: ImageUrl | undefined) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = typeof node.properties.src === 'string' ? node.properties.src : '';
      const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
      const mapped = src && imageUrl ? imageUrl(src) : null;
      if (mapped) {
        node.properties = {
          src: mapped.url,
          alt: mapped.alt ?? alt,
          ...(mapped.width && mapped.height && { width: mapped.width, height: mapped.height }),
          ...(mapped.srcset && { srcSet: mapped.srcset, sizes: WRITEUP_IMAGE_SIZES }),
          loading: 'lazy',
          decoding: 'async',
        };
        return;
      }
      parent.children.splice(index, 1, ...(alt ? [{ type: 'text' as const, value: alt }] : []));
      return [SKIP, index];
    });
  };
}

const HEADING = /^h[1-6]$/;

/**
 * rehype plugin: gives each heading an `id` slug (GitHub's rules: `## Heading` → `heading`,
 * repeats numbered) and a leading `#` anchor to it. One slugger per document, so a notebook's
 * cells share it and their ids stay unique.
 */
export function rehypeHeadingAnchors(slugger: GithubSlugger) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      // The footnotes' label already has its id (the references point to it).
      if (!HEADING.test(node.tagName) || node.properties.id !== undefined) return;
      const id = slugger.slug(toString(node));
      const anchor: Element = {
        type: 'element',
        tagName: 'a',
        // Hidden from assistive tech (the heading itself is announced) and from tab order.
        properties: {
          className: ['heading-anchor'],
          href: `#${id}`,
          ariaHidden: 'true',
          tabIndex: -1,
        },
        children: [{ type: 'text', value: '#' }],
      };
      node.properties.id = id;
      node.children.unshift(anchor);
      return SKIP;
    });
  };
}

/** rehype plugin: highlights fenced code (` ```py `) with classes. */
export function rehypeHighlightFences() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      const language = classes
        .map(String)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
      node.children = highlightNodes(toString(node), language ?? null);
      node.properties.className = [...classes, 'hljs'];
      return SKIP;
    });
  };
}
