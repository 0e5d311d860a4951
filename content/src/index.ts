/**
 * @stackfolio/content: safe HTML previews of a project's write-up and files, made on the server
 * (a job when a file is stored, the page server for write-ups). Pure functions: no state kept
 * between calls, no I/O but reading the zip file a caller names.
 */
export { NoPreviewError } from './errors';
export { highlightCode } from './highlight';
export { highlightCss } from './highlight-css';
export { type ImageUrl, type MarkdownOptions, renderMarkdown } from './markdown';
export { renderNotebook } from './notebook';
export { renderTable } from './table';
export { renderDocx } from './docx';
export { renderPdf } from './pdf';
export { type ZipEntry, listZip, readZipEntry } from './zip';
export { type Preview, renderPreview } from './preview';
