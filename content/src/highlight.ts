import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { highlightNodes } from './highlighter';

/** Highlighted nodes cut at line breaks; a span across lines is repeated on each of its lines. */
function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const append = (
    pieces: ElementContent[][],
    wrap: (children: ElementContent[]) => ElementContent,
  ) =>
    pieces.forEach((children, i) => {
      if (i > 0) lines.push([]);
      if (children.length > 0) lines[lines.length - 1].push(wrap(children));
    });
  for (const node of nodes) {
    if (node.type === 'text') {
      append(
        node.value.split('\n').map((value) => (value ? [{ type: 'text', value }] : [])),
        ([text]) => text,
      );
    } else if (node.type === 'element') {
      append(splitLines(node.children), (children) => ({ ...node, children }));
    }
  }
  return lines;
}

/** One table row: the number (a link to the line itself, when anchored) and the code. */
function lineRow(children: ElementContent[], n: number, anchored: boolean): Element {
  const number: ElementContent = { type: 'text', value: String(n) };
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `#L${n}` },
    children: [number],
  };
  const cell = (className: string, content: ElementContent[]): Element => ({
    type: 'element',
    tagName: 'td',
    properties: { className: [className] },
    children: content,
  });
  return {
    type: 'element',
    tagName: 'tr',
    properties: anchored ? { id: `L${n}`, dataLine: n } : { dataLine: n },
    children: [cell('line-number', anchored ? [link] : [number]), cell('line-code', children)],
  };
}

/**
 * A listing as a tree (see highlightCode). `anchored: false` leaves out the line ids and links,
 * for listings of which a page shows several (a notebook's cells).
 */
export function codeListingTree(source: string, language: string | null, anchored = true): Root {
  const text = source.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const lines = splitLines(highlightNodes(text, language));
  const table: Element = {
    type: 'element',
    tagName: 'table',
    properties: { className: ['code-listing', 'hljs'] },
    children: [
      {
        type: 'element',
        tagName: 'tbody',
        properties: {},
        children: lines.map((line, i) => lineRow(line, i + 1, anchored)),
      },
    ],
  };
  return { type: 'root', children: [table] };
}

/**
 * A file's text as a highlighted listing with line numbers: row `n` has `id="L{n}"` and
 * `data-line="{n}"`, its number links to `#L{n}`. Classes only (no `style`); HTML and SVG
 * sources are text here, never markup. `language` null (or unknown) means plain text.
 */
export function highlightCode(source: string, language: string | null): string {
  return toHtml(codeListingTree(source, language));
}
