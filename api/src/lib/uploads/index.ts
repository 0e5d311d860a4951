/** Receiving files: multipart parsing into temp files, the limits, and checking what a file really is. */
export { createJsonSyntaxCheck } from './json-syntax';
export { checkProjectFile } from './project-file-checks';
export {
  checkImage,
  checkMainFile,
  isJsonText,
  isUtf8Text,
  sniff,
  type CheckedFile,
  type TempFile,
} from './upload-checks';
export { inspectImage, inspectPdf, inspectZip } from './upload-inspect';
export {
  IMAGE_TYPES,
  MB,
  UPLOAD_INSPECTION,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadField,
} from './upload-rules';
export { tempFile, tempFiles, uploadFields, type UploadOptions } from './uploads';
