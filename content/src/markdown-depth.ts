import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';

/**
 * The deepest nesting a write-up keeps. The tree transforms and serializers after the parser
 * recurse once per level, so 10,000 nested quotes or lists would overflow the stack; past this
 * depth the content is kept as plain text.
 */
export const MAX_MARKDOWN_DEPTH = 48;

/** The text under `node`, gathered without recursion. */
function textOf(node: Parent): string {
  const parts: string[] = [];
  const stack: Array<Parent | Nodes> = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if ('value' in current && typeof current.value === 'string') parts.push(current.value);
    if ('children' in current) {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The children `parent` may hold that carry `text` and nothing deeper. */
function flatChildren(parent: Parent, text: string): RootContent[] {
  const phrasing: PhrasingContent[] = text ? [{ type: 'text', value: text }] : [];
  const paragraph: RootContent = { type: 'paragraph', children: phrasing };
  switch (parent.type) {
    case 'root':
    case 'blockquote':
    case 'listItem':
    case 'footnoteDefinition':
      return [paragraph];
    case 'list':
      return [{ type: 'listItem', spread: false, children: [paragraph] }];
    case 'table':
      return [{ type: 'tableRow', children: [{ type: 'tableCell', children: phrasing }] }];
    case 'tableRow':
      return [{ type: 'tableCell', children: phrasing }];
    default:
      return phrasing;
  }
}

/** remark plugin: flattens whatever lies deeper than MAX_MARKDOWN_DEPTH into text. */
export function remarkBoundDepth() {
  return (tree: Root) => {
    const stack: Array<[Parent, number]> = [[tree, 0]];
    while (stack.length > 0) {
      const [parent, depth] = stack.pop()!;
      if (depth >= MAX_MARKDOWN_DEPTH) {
        parent.children = flatChildren(parent, textOf(parent)) as Parent['children'];
        continue;
      }
      for (const child of parent.children) {
        if ('children' in child) stack.push([child, depth + 1]);
      }
    }
  };
}
