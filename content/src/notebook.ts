import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { NoPreviewError } from './errors';
import { codeListingTree } from './highlight';
import { element, joinText, markdownNodes, outputNodes } from './notebook-outputs';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The notebook's cells, or NoPreviewError when the text is not an nbformat 4 notebook. */
function parseNotebook(json: string): { cells: Json[]; language: string | null } {
  let notebook: unknown;
  try {
    notebook = JSON.parse(json);
  } catch {
    throw new NoPreviewError('The notebook is not valid JSON');
  }
  if (!isObject(notebook) || !Array.isArray(notebook.cells)) {
    throw new NoPreviewError('The file is not a Jupyter notebook (no cells)');
  }
  if (notebook.nbformat !== 4) throw new NoPreviewError('Only nbformat 4 notebooks are shown');
  const metadata = isObject(notebook.metadata) ? notebook.metadata : {};
  const kernel = isObject(metadata.kernelspec) ? metadata.kernelspec.language : undefined;
  const info = isObject(metadata.language_info) ? metadata.language_info.name : undefined;
  const language = [kernel, info].find((l): l is string => typeof l === 'string') ?? null;
  return { cells: notebook.cells.filter(isObject), language };
}

/** `In [3]:` / `Out [3]:`, `In [ ]:` for a cell never run. */
const prompt = (label: string, count: unknown) =>
  element('div', 'prompt', [
    { type: 'text', value: `${label} [${typeof count === 'number' ? count : ' '}]:` },
  ]);

function codeCell(cell: Json, language: string | null, slugger: GithubSlugger): Element {
  const outputs = (Array.isArray(cell.outputs) ? cell.outputs : []).filter(isObject);
  const input = element('div', 'cell-input', [
    prompt('In', cell.execution_count),
    ...(codeListingTree(joinText(cell.source), language, false).children as ElementContent[]),
  ]);
  const shown = outputs.map((output) => {
    const nodes = safely(() => outputNodes(output, slugger));
    const label =
      output.output_type === 'execute_result' ? [prompt('Out', output.execution_count)] : [];
    return element('div', 'cell-output', [...label, ...nodes]);
  });
  return element('div', 'cell code-cell', [input, ...shown]);
}

/** A malformed output, or one nested too deep to walk, leaves the rest of the notebook shown. */
function safely(render: () => ElementContent[]): ElementContent[] {
  try {
    return render();
  } catch {
    const note = PROJECT_CONTENT_MESSAGES.outputUnreadable;
    return [element('p', 'output-note', [{ type: 'text', value: note }])];
  }
}

/**
 * A Jupyter notebook (nbformat 4) as safe HTML, cell by cell: Markdown cells as write-ups
 * (attachments dropped), code highlighted in the kernel's language with `In [n]:`, outputs
 * allow-listed by MIME type (text, tracebacks without ANSI colours, PNG/JPEG images, sanitized
 * HTML such as pandas tables, Markdown); outputs that would run code get a note instead.
 * Throws NoPreviewError for invalid JSON or anything but an nbformat 4 notebook.
 */
export function renderNotebook(json: string): string {
  const { cells, language } = parseNotebook(json);
  const slugger = new GithubSlugger();
  const children = cells.map((cell): Element => {
    if (cell.cell_type === 'code') return codeCell(cell, language, slugger);
    if (cell.cell_type === 'markdown') {
      return element('div', 'cell markdown-cell', markdownNodes(joinText(cell.source), slugger));
    }
    return element('div', 'cell raw-cell', [
      element('pre', 'output-text', [{ type: 'text', value: joinText(cell.source) }]),
    ]);
  });
  const root: Root = { type: 'root', children: [element('div', 'notebook', children)] };
  return toHtml(root);
}
