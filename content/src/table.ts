import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { parse } from 'csv-parse/sync';
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { NoPreviewError } from './errors';

const cell = (tagName: 'th' | 'td', value: string): Element => ({
  type: 'element',
  tagName,
  properties: tagName === 'th' ? { scope: 'col' } : {},
  children: value ? [{ type: 'text', value }] : [],
});

const row = (tagName: 'th' | 'td', values: string[], width: number): Element => ({
  type: 'element',
  tagName: 'tr',
  properties: {},
  children: Array.from({ length: width }, (_, i) => cell(tagName, values[i] ?? '')),
});

const section = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/**
 * A CSV (`,`) or TSV (`\t`) file as an HTML table: its first record as the header, then the
 * first PROJECT_CONTENT_LIMITS.csvRows records (RFC 4180 quoting: quoted delimiters, quotes
 * and line breaks inside cells), and a note when rows were left out. Ragged rows are padded.
 * Throws NoPreviewError for text that is not a table (an unclosed quote).
 */
export function renderTable(text: string, delimiter: ',' | '\t'): string {
  const limit = PROJECT_CONTENT_LIMITS.csvRows;
  let records: string[][];
  try {
    // One record past the limit tells whether rows were cut, without parsing the rest.
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: limit + 2,
    });
  } catch (error) {
    throw new NoPreviewError(`The table could not be read: ${(error as Error).message}`);
  }
  const [header = [], ...body] = records;
  const rows = body.slice(0, limit);
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const table = section('table', [
    section('thead', [row('th', header, width)]),
    section(
      'tbody',
      rows.map((r) => row('td', r, width)),
    ),
  ]);
  table.properties = { className: ['data-table'] };
  const cut = body.length > limit;
  const note = section('p', [{ type: 'text', value: PROJECT_CONTENT_MESSAGES.tableRowsCut }]);
  note.properties = { className: ['table-note'] };
  const wrapper = section('div', cut ? [table, note] : [table]);
  wrapper.properties = { className: ['table-preview'] };
  return toHtml(wrapper);
}
