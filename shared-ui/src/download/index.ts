export {
  filenameFromContentDisposition,
  safeFileName,
  saveBlob,
  saveResponseAsFile,
} from './download';
