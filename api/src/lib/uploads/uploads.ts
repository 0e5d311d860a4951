import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import multer, { type StorageEngine } from 'multer';
import { HttpError, badRequest } from '../http';
import type { Storage } from '../storage';
import { countStreamed } from '../storage';
import {
  UPLOAD_INSPECTION,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadField,
} from './upload-rules';
import type { TempFile } from './upload-checks';

const tempFilesOf = new WeakMap<Request, Set<string>>();
/** Bytes received so far in the fields that share a limit (UploadOptions.together), per request. */
const togetherOf = new WeakMap<Request, { bytes: number }>();

/** What an endpoint's form may hold beyond one file per field and 64 KB per text field. */
export interface UploadOptions {
  /** Fields that take several files: how many, and the 400 message for one more. */
  repeated?: Partial<Record<UploadField, { max: number; message: string }>>;
  /** Fields whose files share a limit in bytes (413 with `message` once passed, as they stream). */
  together?: { fields: UploadField[]; bytes: number; message: string };
  /** Text fields longer than 64 KB: the bytes any text field may have, messages by field. */
  longText?: { bytes: number; messages: Record<string, string> };
}

/**
 * Multer storage engine that streams each part to a random temp file, counting bytes so a part
 * over its field's limit (or over a limit it shares) is cut off at once (413) instead of after
 * the whole body.
 */
class TempDiskStorage implements StorageEngine {
  constructor(
    private readonly dir: string,
    private readonly together?: UploadOptions['together'],
  ) {}

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
    const shared = this.together?.fields.includes(field) ? this.together : undefined;
    const sum = togetherOf.get(req) ?? { bytes: 0 };
    togetherOf.set(req, sum);
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (shared) sum.bytes += chunk.length;
        countStreamed(chunk.length); // the chunks written before this one are garbage now
        if (size > limit) return done(new HttpError(413, UPLOAD_MESSAGES.tooLarge(field)));
        if (shared && sum.bytes > shared.bytes) return done(new HttpError(413, shared.message));
        done(null, chunk);
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

/**
 * Parses a multipart body with the given file fields (one file each unless `options.repeated`
 * says more). Whatever happens, every temp file of the request is deleted when the response ends;
 * handlers move the files they keep.
 */
export function uploadFields(
  storage: Storage,
  fields: UploadField[],
  options: UploadOptions = {},
): RequestHandler {
  const maxCount = (field: UploadField) => options.repeated?.[field]?.max ?? 1;
  const files = fields.reduce((n, f) => n + maxCount(f), 0);
  const parser = multer({
    storage: new TempDiskStorage(storage.tempDir, options.together),
    limits: {
      // A form of text fields only (no file field) still parses; a file sent to it is unexpected.
      fileSize: Math.max(0, ...fields.map((f) => UPLOAD_LIMITS[f])) + 1,
      files: Math.max(1, files),
      fields: 30,
      fieldSize: options.longText?.bytes ?? 64 * 1024,
      parts: files + 30,
      // Form fields are flat (tags[0] at most): no deep nesting, no huge sparse arrays.
      fieldNestingDepth: 1,
      fieldArrayIndexLimit: 100,
    },
    defParamCharset: 'utf8',
    // Keep any path the client sent so it can be refused (fileNameError), not silently cut.
    preservePath: true,
  } as multer.Options).fields(fields.map((name) => ({ name, maxCount: maxCount(name) })));

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
      const code = err && typeof err === 'object' ? (err as { code?: string }).code : undefined;
      const field = String((err as { field?: string } | undefined)?.field);
      if (code === 'LIMIT_UNEXPECTED_FILE') {
        const repeated = options.repeated?.[field as UploadField];
        const single = fields.filter((f) => maxCount(f) === 1);
        return next(badRequest(repeated?.message ?? UPLOAD_MESSAGES.unexpectedFile(single)));
      }
      if (code === 'LIMIT_FIELD_VALUE') {
        const message = options.longText?.messages[field] ?? UPLOAD_MESSAGES.fieldTooLong(field);
        return next(badRequest(message));
      }
      if (code === 'LIMIT_FIELD_NESTING' || code === 'LIMIT_FIELD_ARRAY_INDEX') {
        return next(badRequest(UPLOAD_MESSAGES.fieldName));
      }
      next(isMalformedBody(err) ? badRequest(UPLOAD_MESSAGES.malformed) : err);
    });
  };
}

/** The uploaded temp files of a field, in the order they were sent. */
export function tempFiles(req: Request, field: UploadField): TempFile[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return (files?.[field] ?? []).map((f) => ({
    field,
    path: f.path,
    originalName: f.originalname,
    size: f.size,
    declaredType: f.mimetype ?? '',
  }));
}

/** The uploaded temp file of a field, if one was sent. */
export const tempFile = (req: Request, field: UploadField): TempFile | undefined =>
  tempFiles(req, field)[0];

/** A client file name may carry no path, no control character (NUL included) and fit the column. */
function fileNameError(name: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return UPLOAD_MESSAGES.fileName;
  if (name.length > UPLOAD_INSPECTION.fileNameMax) return UPLOAD_MESSAGES.fileNameLong;
  return undefined;
}
