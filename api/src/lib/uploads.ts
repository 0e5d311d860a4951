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
import { countStreamed } from './stream-garbage';
import {
  UPLOAD_INSPECTION,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadField,
} from './upload-rules';
import type { TempFile } from './upload-checks';

const tempFilesOf = new WeakMap<Request, Set<string>>();

/**
 * Multer storage engine that streams each part to a random temp file, counting bytes so a part
 * over its field's limit is cut off at once (413) instead of after the whole body.
 */
class TempDiskStorage implements StorageEngine {
  constructor(private readonly dir: string) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    cb: (err?: unknown, info?: Partial<Express.Multer.File>) => void,
  ) {
    const field = file.fieldname as UploadField;
    const limit = UPLOAD_LIMITS[field];
    const nameError = fileNameError(file.originalname);
    if (nameError) {
      file.stream.resume();
      cb(badRequest(nameError));
      return;
    }
    const target = path.join(this.dir, `${randomBytes(16).toString('hex')}.part`);
    tempFilesOf.get(req)?.add(target);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        countStreamed(chunk.length); // the chunks written before this one are garbage now
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
 * The client's fault, not ours: busboy's parse errors (no boundary, truncated body, malformed part
 * header; they carry no code, unlike file-system errors) and multer's non-limit errors (e.g. an
 * invalid field name). They used to reach the error handler as 500s.
 */
function isMalformedBody(err: unknown): boolean {
  if (!(err instanceof Error) || err instanceof HttpError) return false;
  const { code, status } = err as { code?: unknown; status?: unknown };
  if (status !== undefined) return false;
  if (err.name === 'MulterError') return !String(code).startsWith('LIMIT_');
  return code === undefined;
}

/** Text fields of a form longer than the 64 KB default (a project's write-up). */
export interface LongFields {
  /** Bytes a text field may have. */
  bytes: number;
  /** The 400 message for a field over `bytes`, by field name (others get a generic one). */
  messages: Record<string, string>;
}

/**
 * Parses a multipart body with the given file fields (one file each). Whatever happens, every
 * temp file of the request is deleted when the response ends; handlers move the files they keep.
 */
export function uploadFields(
  storage: Storage,
  fields: UploadField[],
  longFields?: LongFields,
): RequestHandler {
  const parser = multer({
    storage: new TempDiskStorage(storage.tempDir),
    limits: {
      fileSize: Math.max(...fields.map((f) => UPLOAD_LIMITS[f])) + 1,
      files: fields.length,
      fields: 30,
      fieldSize: longFields?.bytes ?? 64 * 1024,
      parts: 40,
      // Form fields are flat (tags[0] at most): no deep nesting, no huge sparse arrays.
      fieldNestingDepth: 1,
      fieldArrayIndexLimit: 100,
    },
    defParamCharset: 'utf8',
    // Keep any path the client sent so it can be refused (fileNameError), not silently cut.
    preservePath: true,
  } as multer.Options).fields(fields.map((name) => ({ name, maxCount: 1 })));

  return (req, res, next) => {
    // A body these endpoints cannot read (text, XML…) is refused, not silently taken as "no fields".
    if (
      req.is(['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded']) ===
      false
    ) {
      return next(new HttpError(415, UPLOAD_MESSAGES.contentType));
    }
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
        return next(
          new HttpError(413, UPLOAD_MESSAGES.tooLarge(field in UPLOAD_LIMITS ? field : 'file')),
        );
      }
      if (
        err &&
        typeof err === 'object' &&
        (err as { code?: string }).code === 'LIMIT_UNEXPECTED_FILE'
      ) {
        return next(badRequest(UPLOAD_MESSAGES.unexpectedFile(fields)));
      }
      const code = err && typeof err === 'object' ? (err as { code?: string }).code : undefined;
      if (code === 'LIMIT_FIELD_VALUE') {
        const field = String((err as { field?: string }).field);
        return next(badRequest(longFields?.messages[field] ?? UPLOAD_MESSAGES.fieldTooLong(field)));
      }
      if (code === 'LIMIT_FIELD_NESTING' || code === 'LIMIT_FIELD_ARRAY_INDEX') {
        return next(badRequest(UPLOAD_MESSAGES.fieldName));
      }
      next(isMalformedBody(err) ? badRequest(UPLOAD_MESSAGES.malformed) : err);
    });
  };
}

/** The uploaded temp file of a field, if one was sent. */
export function tempFile(req: Request, field: UploadField): TempFile | undefined {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  const f = files?.[field]?.[0];
  return f
    ? {
        field,
        path: f.path,
        originalName: f.originalname,
        size: f.size,
        declaredType: f.mimetype ?? '',
      }
    : undefined;
}

/** A client file name may carry no path, no control character (NUL included) and fit the column. */
function fileNameError(name: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return UPLOAD_MESSAGES.fileName;
  if (name.length > UPLOAD_INSPECTION.fileNameMax) return UPLOAD_MESSAGES.fileNameLong;
  return undefined;
}
