import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Every link a visitor's text makes: not endorsed, user content, no window.opener. */
export const LINK_REL = ['nofollow', 'ugc', 'noopener'];

/** Sets LINK_REL on every `<a href>` of the tree. */
export function addLinkRel(tree: Root): void {
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && node.properties.href !== undefined) {
      node.properties.rel = [...LINK_REL];
    }
  });
}
