import { isUtf8 } from 'node:buffer';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http';
import { createJsonSyntaxCheck } from './json-syntax';
import { inspectImage, inspectPdf, inspectZip } from './upload-inspect';
import { IMAGE_TYPES, UPLOAD_MESSAGES, type UploadField } from './upload-rules';

/**
 * What an uploaded file is, by its bytes (magic numbers, UTF-8, JSON syntax, the inner checks of
 * images, PDFs and ZIPs), and whether its name and declared type agree. `uploads.ts` takes the
 * files in; this decides whether they stay.
 */

/** A file that landed in the temp folder and has not been checked yet. */
export interface TempFile {
  field: UploadField;
  path: string;
  originalName: string;
  size: number;
  /** The part's Content-Type as the client declared it. */
  declaredType: string;
}

/** A checked file: what its bytes are, whatever its name says. */
export interface CheckedFile extends TempFile {
  ext: string;
  mime: string;
}

const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Name extensions and declared types that agree with each detected kind of content. */
const KINDS: Record<string, { exts: string[]; types: string[]; label: string }> = {
  png: { exts: ['png'], types: ['image/png', 'image/x-png'], label: 'PNG image' },
  jpg: {
    exts: ['jpg', 'jpeg', 'jpe', 'jfif'],
    types: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    label: 'JPEG image',
  },
  gif: { exts: ['gif'], types: ['image/gif'], label: 'GIF image' },
  webp: { exts: ['webp'], types: ['image/webp'], label: 'WebP image' },
  pdf: { exts: ['pdf'], types: ['application/pdf', 'application/x-pdf'], label: 'PDF document' },
  docx: {
    exts: ['docx'],
    types: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip',
    ],
    label: 'Word document',
  },
  zip: {
    exts: ['zip'],
    types: [
      'application/zip',
      'application/x-zip-compressed',
      'application/x-zip',
      'multipart/x-zip',
    ],
    label: 'ZIP archive',
  },
  doc: { exts: ['doc'], types: ['application/msword'], label: 'Word 97-2003 document' },
  txt: { exts: ['txt'], types: ['text/plain'], label: 'text' },
  json: { exts: ['json'], types: ['application/json', 'text/json', 'text/plain'], label: 'JSON' },
};

/**
 * Refuses a file whose name extension (x.png.html) or declared type (text/html) disagrees with
 * what its bytes are. A name without an extension is judged by content alone.
 */
function checkNameAndType(file: TempFile, ext: string): void {
  const kind = KINDS[ext];
  const nameExt = path.extname(file.originalName).slice(1).toLowerCase();
  if (nameExt && !kind.exts.includes(nameExt))
    throw new HttpError(415, UPLOAD_MESSAGES.extensionMismatch(nameExt, kind.label));
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && !kind.types.includes(declared))
    throw new HttpError(415, UPLOAD_MESSAGES.declaredType(kind.label));
}

export async function sniff(filePath: string): Promise<{ ext: string; mime: string } | undefined> {
  // file-type is ESM-only; Node 20.19+ loads it through require() and jest transforms it.
  const { fileTypeFromFile } = await import('file-type');
  return fileTypeFromFile(filePath);
}

/** Where the last complete UTF-8 sequence of `bytes` ends: a sequence cut by the read is held back. */
function completeUtf8End(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    const byte = bytes[i];
    if (byte >= 0x80 && byte < 0xc0) continue; // a continuation byte: look further back
    const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return i + length > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

/**
 * False at the first invalid UTF-8 sequence or a NUL. Read through one reused buffer and checked
 * as bytes (a sequence cut at the buffer's end carries over), so a 50 MB text file is never
 * decoded into strings.
 */
export async function isUtf8Text(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath);
  const buf = Buffer.allocUnsafe(64 * 1024);
  try {
    let kept = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, kept, buf.length - kept, null);
      if (bytesRead === 0) return kept === 0;
      const filled = buf.subarray(0, kept + bytesRead);
      const end = completeUtf8End(filled);
      if (filled.includes(0) || !isUtf8(filled.subarray(0, end))) return false;
      kept = filled.length - end;
      buf.copy(buf, 0, end, filled.length);
    }
  } finally {
    await handle.close();
  }
}

/** Whether the (UTF-8) file is one JSON text: checked as it is read, never parsed into memory. */
export async function isJsonText(filePath: string): Promise<boolean> {
  const check = createJsonSyntaxCheck();
  const handle = await fsp.open(filePath);
  const buf = Buffer.allocUnsafe(64 * 1024);
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, null);
      if (bytesRead === 0) return check.end();
      if (!check.push(buf.subarray(0, bytesRead))) return false;
    }
  } finally {
    await handle.close();
  }
}

/** Accepts PNG, JPEG, GIF or WebP by content; 415 otherwise. */
export async function checkImage(file: TempFile): Promise<CheckedFile> {
  const type = await sniff(file.path);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw new HttpError(415, UPLOAD_MESSAGES.badImage);
  checkNameAndType(file, ext);
  await inspectImage(file.path, type.mime);
  return { ...file, ext, mime: type.mime };
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Accepts a project file by content: PDF, DOCX, ZIP, DOC (an OLE compound file named .doc),
 * UTF-8 text, or JSON that parses (named .json). 415 otherwise.
 */
export async function checkMainFile(file: TempFile): Promise<CheckedFile> {
  const checked = await detectMainFile(file);
  checkNameAndType(file, checked.ext);
  if (checked.ext === 'pdf') await inspectPdf(file.path);
  if (checked.ext === 'zip' || checked.ext === 'docx') await inspectZip(file.path, file.size);
  return checked;
}

async function detectMainFile(file: TempFile): Promise<CheckedFile> {
  const nameExt = path.extname(file.originalName).slice(1).toLowerCase();
  const type = await sniff(file.path);
  if (type) {
    if (type.mime === 'application/pdf') return { ...file, ext: 'pdf', mime: type.mime };
    if (type.mime === DOCX) return { ...file, ext: 'docx', mime: type.mime };
    if (type.mime === 'application/zip') return { ...file, ext: 'zip', mime: type.mime };
    if (type.ext === 'cfb' && nameExt === 'doc')
      return { ...file, ext: 'doc', mime: 'application/msword' };
    throw new HttpError(415, UPLOAD_MESSAGES.badFile);
  }
  if (!(await isUtf8Text(file.path))) {
    throw new HttpError(
      415,
      nameExt === 'txt' || nameExt === 'json' ? UPLOAD_MESSAGES.badText : UPLOAD_MESSAGES.badFile,
    );
  }
  if (nameExt === 'json') {
    if (!(await isJsonText(file.path))) throw new HttpError(415, UPLOAD_MESSAGES.badJson);
    return { ...file, ext: 'json', mime: 'application/json' };
  }
  if (nameExt !== 'txt') throw new HttpError(415, UPLOAD_MESSAGES.badFile);
  return { ...file, ext: 'txt', mime: 'text/plain; charset=utf-8' };
}
