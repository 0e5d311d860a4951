import type { Root, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Guards for the parser's slow paths. Opening many containers on one line (`- - - - …`) and
 * deeply nested emphasis (`****…x…****`) take the parser time that grows with the square of
 * the nesting: a 50,000-character write-up of either took close to a minute. Neither occurs in
 * real writing, so both are cut before parsing.
 */
const MAX_CONTAINERS_PER_LINE = 32;
/** Emphasis delimiters (`*`, `_`, `~`) outside code above which emphasis is not parsed at all. */
const MAX_EMPHASIS_DELIMITERS = 2000;

const DELIMITER = /[*_~]/g;

/** A block quote or list marker and the spaces after it (`> `, `- `, `12. `). */
const MARKER = String.raw`[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*`;

/** `- - -`, `* * *`: a rule, not list markers. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** Escapes the container markers of a line past the first MAX_CONTAINERS_PER_LINE. */
function boundLine(line: string): string {
  if (THEMATIC_BREAK.test(line)) return line;
  const marker = new RegExp(MARKER, 'y');
  for (let count = 0; ; count++) {
    const at = marker.lastIndex;
    if (!marker.exec(line)) return line;
    if (count < MAX_CONTAINERS_PER_LINE) continue;
    // A backslash before the marker's punctuation makes the rest of the line plain text.
    const punctuation = line.slice(at).search(/[>\-+*.)]/) + at;
    return `${line.slice(0, punctuation)}\\${line.slice(punctuation)}`;
  }
}

/** `source` with at most MAX_CONTAINERS_PER_LINE containers opened on any one line. */
export function boundContainers(source: string): string {
  return source.split('\n').map(boundLine).join('\n');
}

/** remark plugin: parses `*`, `_` and `~` as plain text (no emphasis, no strikethrough). */
export function remarkNoEmphasis(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ disable: { null: ['attention', 'strikethrough'] } });
}

/**
 * Whether emphasis may be parsed in `source`: its text (code excluded, which a parse without
 * emphasis finds exactly) holds at most MAX_EMPHASIS_DELIMITERS delimiters.
 */
export function emphasisIsSafe(source: string): boolean {
  if ((source.match(DELIMITER)?.length ?? 0) <= MAX_EMPHASIS_DELIMITERS) return true;
  const tree = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkNoEmphasis)
    .parse(source) as Root;
  let count = 0;
  visit(tree, 'text', (node: Text) => {
    count += node.value.match(DELIMITER)?.length ?? 0;
  });
  return count <= MAX_EMPHASIS_DELIMITERS;
}
