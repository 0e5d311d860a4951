import {
  ACCEPTED_FILE_EXTENSIONS,
  PROJECT_CONTENT_MESSAGES,
  extensionOf,
} from '@stackfolio/contract';
import { HttpError } from '../http';
import {
  checkMainFile,
  isJsonText,
  isUtf8Text,
  sniff,
  type CheckedFile,
  type TempFile,
} from './upload-checks';
import { UPLOAD_MESSAGES } from './upload-rules';

/** Names that today's project-file check judges by content (no extension: by content alone). */
const MAIN_FILE_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'zip', 'txt', 'json', '']);

/** What a text file is sent as on download; never a type a browser would render (HTML, SVG). */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  md: 'text/markdown; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  ipynb: 'application/x-ipynb+json',
};

/**
 * Accepts one of a project's files: PDF, DOC, DOCX, ZIP, TXT and JSON by content as
 * `checkMainFile` does, and every other name of ACCEPTED_FILE_EXTENSIONS (source, Markdown, CSV,
 * notebooks) when it is UTF-8 text, a notebook also valid JSON. The declared type of a text file
 * is not checked: downloads send the type chosen here. 415 otherwise.
 */
export async function checkProjectFile(file: TempFile): Promise<CheckedFile> {
  const ext = extensionOf(file.originalName);
  if (MAIN_FILE_EXTENSIONS.has(ext)) {
    try {
      return await checkMainFile(file);
    } catch (err) {
      // Today's message lists today's formats; a project takes more.
      if (err instanceof HttpError && err.message === UPLOAD_MESSAGES.badFile)
        throw new HttpError(415, PROJECT_CONTENT_MESSAGES.badFile);
      throw err;
    }
  }
  if (!ACCEPTED_FILE_EXTENSIONS.includes(ext))
    throw new HttpError(415, PROJECT_CONTENT_MESSAGES.badFile);
  // A known binary format (an executable named tool.py) is refused even when its bytes decode.
  const sniffed = await sniff(file.path);
  const binary = sniffed !== undefined && sniffed.mime !== 'application/xml';
  if (binary || !(await isUtf8Text(file.path))) throw new HttpError(415, UPLOAD_MESSAGES.badText);
  if (ext === 'ipynb' && !(await isJsonText(file.path)))
    throw new HttpError(415, PROJECT_CONTENT_MESSAGES.badNotebook);
  return {
    ...file,
    // Storage keys take extensions of up to 8 characters (`dockerfile` has 10).
    ext: ext.length <= 8 ? ext : 'txt',
    mime: TEXT_TYPES[ext] ?? 'text/plain; charset=utf-8',
  };
}
