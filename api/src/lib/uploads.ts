import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import multer, { type StorageEngine } from 'multer';
import { HttpError, badRequest } from './errors';
import type { Storage } from './storage';
import { IMAGE_TYPES, UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadField } from './upload-rules';

/** A file that landed in the temp folder and has not been checked yet. */
export interface TempFile {
  field: UploadField;
  path: string;
  originalName: string;
  size: number;
}

/** A checked file: what its bytes are, whatever its name says. */
export interface CheckedFile extends TempFile {
  ext: string;
  mime: string;
}

const tempFilesOf = new WeakMap<Request, Set<string>>();

/**
 * Multer storage engine that streams each part to a random temp file, counting bytes so a part
 * over its field's limit is cut off at once (413) instead of after the whole body.
 */
class TempDiskStorage implements StorageEngine {
  constructor(private readonly dir: string) {}

  _handleFile(req: Request, file: Express.Multer.File, cb: (err?: unknown, info?: Partial<Express.Multer.File>) => void) {
    const field = file.fieldname as UploadField;
    const limit = UPLOAD_LIMITS[field];
    const target = path.join(this.dir, `${randomBytes(16).toString('hex')}.part`);
    tempFilesOf.get(req)?.add(target);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(size > limit ? new HttpError(413, UPLOAD_MESSAGES.tooLarge(field)) : null, chunk);
      },
    });
    pipeline(file.stream, counter, fs.createWriteStream(target)).then(
      () => cb(null, { path: target, size }),
      (err: unknown) => {
        fsp.rm(target, { force: true }).finally(() => cb(err));
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (err: Error | null) => void) {
    fsp.rm(file.path, { force: true }).then(() => cb(null), cb);
  }
}

/**
 * Parses a multipart body with the given file fields (one file each). Whatever happens, every
 * temp file of the request is deleted when the response ends; handlers move the files they keep.
 */
export function uploadFields(storage: Storage, fields: UploadField[]): RequestHandler {
  const parser = multer({
    storage: new TempDiskStorage(storage.tempDir),
    limits: {
      fileSize: Math.max(...fields.map((f) => UPLOAD_LIMITS[f])) + 1,
      files: fields.length,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 40,
    },
    defParamCharset: 'utf8',
  } as multer.Options).fields(fields.map((name) => ({ name, maxCount: 1 })));

  return (req, res, next) => {
    const temp = new Set<string>();
    tempFilesOf.set(req, temp);
    const cleanup = () => {
      for (const file of temp) void fsp.rm(file, { force: true });
    };
    res.once('finish', cleanup);
    res.once('close', cleanup);
    parser(req, res, (err?: unknown) => {
      if (err && typeof err === 'object' && (err as { code?: string }).code === 'LIMIT_FILE_SIZE') {
        const field = (err as { field?: string }).field as UploadField;
        return next(new HttpError(413, UPLOAD_MESSAGES.tooLarge(field in UPLOAD_LIMITS ? field : 'file')));
      }
      if (err && typeof err === 'object' && (err as { code?: string }).code === 'LIMIT_UNEXPECTED_FILE') {
        return next(badRequest(`Unexpected file field "${(err as { field?: string }).field}" or more than one file`));
      }
      next(err);
    });
  };
}

/** The uploaded temp file of a field, if one was sent. */
export function tempFile(req: Request, field: UploadField): TempFile | undefined {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const f = files?.[field]?.[0];
  return f ? { field, path: f.path, originalName: f.originalname, size: f.size } : undefined;
}

async function sniff(filePath: string): Promise<{ ext: string; mime: string } | undefined> {
  // file-type is ESM-only; Node 20.19+ loads it through require() and jest transforms it.
  const { fileTypeFromFile } = await import('file-type');
  return fileTypeFromFile(filePath);
}

/** Streams the file through a fatal UTF-8 decoder; false at the first invalid byte or a NUL. */
async function isUtf8Text(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 64 * 1024 })) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Accepts PNG, JPEG, GIF or WebP by content; 415 otherwise. */
export async function checkImage(file: TempFile): Promise<CheckedFile> {
  const type = await sniff(file.path);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw new HttpError(415, UPLOAD_MESSAGES.badImage);
  return { ...file, ext, mime: type.mime };
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Accepts a project file by content: PDF, DOCX, ZIP, DOC (an OLE compound file named .doc),
 * UTF-8 text, or JSON that parses (named .json). 415 otherwise.
 */
export async function checkMainFile(file: TempFile): Promise<CheckedFile> {
  const nameExt = path.extname(file.originalName).slice(1).toLowerCase();
  const type = await sniff(file.path);
  if (type) {
    if (type.mime === 'application/pdf') return { ...file, ext: 'pdf', mime: type.mime };
    if (type.mime === DOCX) return { ...file, ext: 'docx', mime: type.mime };
    if (type.mime === 'application/zip') return { ...file, ext: 'zip', mime: type.mime };
    if (type.ext === 'cfb' && nameExt === 'doc') return { ...file, ext: 'doc', mime: 'application/msword' };
    throw new HttpError(415, UPLOAD_MESSAGES.badFile);
  }
  if (!(await isUtf8Text(file.path))) {
    throw new HttpError(415, nameExt === 'txt' || nameExt === 'json' ? UPLOAD_MESSAGES.badText : UPLOAD_MESSAGES.badFile);
  }
  if (nameExt === 'json') {
    try {
      JSON.parse(await fsp.readFile(file.path, 'utf8'));
    } catch {
      throw new HttpError(415, UPLOAD_MESSAGES.badJson);
    }
    return { ...file, ext: 'json', mime: 'application/json' };
  }
  if (nameExt !== 'txt') throw new HttpError(415, UPLOAD_MESSAGES.badFile);
  return { ...file, ext: 'txt', mime: 'text/plain; charset=utf-8' };
}
