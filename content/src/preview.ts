import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  type PreviewKind,
  codeLanguageOf,
  extensionOf,
  previewKindOf,
} from '@stackfolio/contract';
import { TextDecoder } from 'node:util';
import { renderDocx } from './docx';
import { NoPreviewError } from './errors';
import { highlightCode } from './highlight';
import { renderMarkdown } from './markdown';
import { renderNotebook } from './notebook';
import { renderPdf } from './pdf';
import { renderTable } from './table';
import { listZip } from './zip';
import { renderZipTree } from './zip-tree';

/** `reason` is the message for the page; `detail` says what was wrong with the file, for logs. */
export type Preview =
  { kind: PreviewKind; html: string } | { kind: 'none'; reason: string; detail?: string };

/** Code listings stop here: a longer file's preview would be tens of megabytes of HTML. */
const MAX_CODE_LINES = 10_000;

/** The file as UTF-8 text, or NoPreviewError (binary or another encoding). */
function utf8(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new NoPreviewError('The file is not UTF-8 text');
  }
}

function within(data: Buffer, limit: number): Buffer {
  if (data.length > limit) throw new NoPreviewError(`The file is over ${limit} bytes`);
  return data;
}

const firstLines = (text: string) => text.split('\n', MAX_CODE_LINES).join('\n');

async function render(kind: PreviewKind, name: string, data: Buffer): Promise<string> {
  const text = () => utf8(within(data, PROJECT_CONTENT_LIMITS.previewTextBytes));
  switch (kind) {
    case 'code':
      return highlightCode(firstLines(text()), codeLanguageOf(name));
    case 'text':
      return highlightCode(firstLines(text()), null);
    case 'markdown': {
      // Past the write-up limit the parser's slow paths are not bounded: show the source.
      const source = text();
      return source.length > PROJECT_CONTENT_LIMITS.writeup
        ? highlightCode(firstLines(source), 'markdown')
        : renderMarkdown(source);
    }
    case 'notebook':
      return renderNotebook(utf8(within(data, PROJECT_CONTENT_LIMITS.previewNotebookBytes)));
    case 'csv':
      return renderTable(text(), extensionOf(name) === 'tsv' ? '\t' : ',');
    case 'docx':
      return renderDocx(data);
    case 'zip':
      return renderZipTree(await listZip(data));
    case 'pdf':
      return renderPdf(data);
    default:
      throw new NoPreviewError('This kind of file has no preview');
  }
}

/**
 * A stored file's preview, by the kind its name says (previewKindOf): code and text as
 * highlighted listings (the first 10,000 lines), Markdown, notebooks, CSV/TSV tables, docx,
 * a zip's tree of entries, a PDF's text page by page.
 * Anything else, text that is not UTF-8, or a file over its cap gives `{ kind: 'none' }` with
 * PROJECT_CONTENT_MESSAGES.noPreview. Never throws.
 */
export async function renderPreview(input: { name: string; data: Buffer }): Promise<Preview> {
  const kind = previewKindOf(input.name);
  try {
    if (kind === 'none') throw new NoPreviewError('This kind of file has no preview');
    return { kind, html: await render(kind, input.name, input.data) };
  } catch (error) {
    // Malformed files are expected here; anything else (a parser's own bug) is still no preview.
    const detail = error instanceof NoPreviewError ? error.reason : String(error);
    return { kind: 'none', reason: PROJECT_CONTENT_MESSAGES.noPreview, detail };
  }
}
