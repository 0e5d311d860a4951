import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { safeFileName } from '@stackfolio/shared-ui';
import { PRINT_MARGIN, PRINT_PAGE_SIZE, type TemplateId } from '../../../constants';
import type { ResumeData } from '../model/resume-data';
import { ResumeDocument, templateCss } from '../templates';

/**
 * "First and last name plus Resume" (docs/product.md §7) as a file name: `Ada_Lovelace_Resume`.
 * Words are joined with underscores so the name survives e-mail clients and shells.
 */
export function resumeFileBaseName(person: {
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const words = [person.firstName, person.lastName, 'Resume']
    .flatMap((part) => (part ?? '').trim().split(/\s+/))
    .map((word) => safeFileName(word))
    .filter(Boolean);
  return words.join('_');
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The resume's markup, rendered by React into a detached node (React escapes every text and
 * attribute, and the DOM serialiser escapes again on the way out), so the file is the preview.
 */
function renderResumeMarkup(data: ResumeData, template: TemplateId): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => root.render(<ResumeDocument data={data} template={template} level={1} />));
    return container.innerHTML;
  } finally {
    root.unmount();
  }
}

/** The page and print rules of the standalone file: a sheet of paper on screen, letter in print. */
const FILE_PAGE_CSS = `
html{background:#e5e7eb}
body{margin:0;padding:32px 12px}
.rs{box-shadow:0 12px 32px rgba(15,23,42,.14)}
@page{size:${PRINT_PAGE_SIZE};margin:${PRINT_MARGIN}}
@media print{html{background:none}body{padding:0}}
@media (max-width:480px){body{padding:0}}
`;

/**
 * A standalone HTML document: inline CSS, no scripts (a CSP forbids them and any remote fetch),
 * no external resources, so it opens offline looking like the preview.
 */
export function buildResumeHtml(data: ResumeData, template: TemplateId): string {
  const title = escapeHtml(`${data.name} – Resume`);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<style>${templateCss(template)}${FILE_PAGE_CSS}</style>`,
    '</head>',
    '<body>',
    renderResumeMarkup(data, template),
    '</body>',
    '</html>',
  ].join('\n');
}
