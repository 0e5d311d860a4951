import { createPortal } from 'react-dom';
import { cspNonce } from '@stackfolio/shared-ui';
import { PRINT_MARGIN, PRINT_PAGE_SIZE, type TemplateId } from '../../../constants';
import type { ResumeData } from '../model/resume-data';
import { ResumeDocument } from '../templates';

const PRINT_ROOT_CLASS = 'sf-resume-print';

/**
 * The print stylesheet (docs/product.md §9): letter paper, 0.5 in margins, and nothing but the resume.
 * It lives only as long as the print root, so printing any other page is unaffected.
 */
const PRINT_CSS = `
@page { size: ${PRINT_PAGE_SIZE}; margin: ${PRINT_MARGIN}; }
.${PRINT_ROOT_CLASS} { display: none; }
@media print {
  html, body { background: #fff !important; }
  body > :not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { display: block; }
}
`;

/**
 * A copy of the resume as a direct child of <body>, hidden on screen and the only thing printed.
 * Being outside the app's layout, it prints without the top bar, footer or blank pages.
 */
export function PrintRoot({ data, template }: { data: ResumeData; template: TemplateId }) {
  return createPortal(
    <div className={PRINT_ROOT_CLASS} data-testid="resume-print-root" aria-hidden="true">
      <style nonce={cspNonce()}>{PRINT_CSS}</style>
      <ResumeDocument data={data} template={template} level={1} />
    </div>,
    document.body,
  );
}
