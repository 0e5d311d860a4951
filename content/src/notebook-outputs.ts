import type { Element, ElementContent } from 'hast';
import stripAnsi from 'strip-ansi';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { dataImageUrl, imageSize } from './data-image';
import { codeListingTree } from './highlight';
import { markdownTree } from './markdown';
import { sanitizeDocument } from './sanitize-html';
import type GithubSlugger from 'github-slugger';

/** nbformat 4 multiline strings are a string or a list of lines. */
export const joinText = (value: unknown): string =>
  Array.isArray(value)
    ? value.filter((v) => typeof v === 'string').join('')
    : typeof value === 'string'
      ? value
      : '';

export const element = (
  tagName: string,
  className: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties: { className: [className], ...properties },
  children,
});

const text = (value: string): ElementContent => ({ type: 'text', value });
const preformatted = (value: string) => element('pre', 'output-text', [text(stripAnsi(value))]);

/**
 * Markdown of a cell or output; past the write-up limit (where the parser's slow paths are not
 * bounded) its source is shown instead.
 */
export function markdownNodes(source: string, slugger: GithubSlugger): ElementContent[] {
  const tree =
    source.length > PROJECT_CONTENT_LIMITS.writeup
      ? codeListingTree(source, 'markdown', false)
      : markdownTree(source, {}, slugger);
  return tree.children as ElementContent[];
}

/** Outputs a viewer runs as code (scripts, widgets, plotting libraries' own renderers). */
const runsCode = (mime: string) => /javascript|^application\/vnd\./.test(mime);

/** The representations shown, best first. */
const SHOWN = ['image/png', 'image/jpeg', 'text/html', 'text/markdown', 'text/plain'] as const;
type Shown = (typeof SHOWN)[number];

function representation(mime: Shown, value: string, slugger: GithubSlugger): ElementContent | null {
  switch (mime) {
    case 'image/png':
    case 'image/jpeg': {
      const src = dataImageUrl(mime, value);
      if (!src) return null;
      const size = imageSize(mime, Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
      return element('img', 'output-image', [], {
        src,
        alt: 'Output image',
        ...size,
        loading: 'lazy',
        decoding: 'async',
      });
    }
    case 'text/html':
      return element('div', 'output-html', sanitizeDocument(value).children as ElementContent[]);
    case 'text/markdown':
      return element('div', 'output-markdown', markdownNodes(value, slugger));
    case 'text/plain':
      return preformatted(value);
  }
}

/** One output of a code cell as nodes: what it shows, or a note for what runs code. */
export function outputNodes(
  output: Record<string, unknown>,
  slugger: GithubSlugger,
): ElementContent[] {
  switch (output.output_type) {
    case 'stream':
      return [preformatted(joinText(output.text))];
    case 'error':
      return [
        preformatted(joinText(output.traceback).trim() || `${output.ename}: ${output.evalue}`),
      ];
    case 'display_data':
    case 'execute_result': {
      const data = (output.data ?? {}) as Record<string, unknown>;
      const mimes = Object.keys(data);
      const interactive = mimes.some(runsCode);
      // An interactive output's text and HTML are stand-ins for the script; a static image is not.
      const candidates = SHOWN.filter((m) => m in data && (!interactive || m.startsWith('image/')));
      const shown = candidates
        .map((m) => representation(m, joinText(data[m]), slugger))
        .find((node) => node !== null);
      const note = interactive
        ? [element('p', 'output-note', [text(PROJECT_CONTENT_MESSAGES.outputNotShown)])]
        : [];
      return [...note, ...(shown ? [shown] : [])];
    }
    default:
      return [];
  }
}
