import { useMutation } from '@tanstack/react-query';
import { apiRequest, saveResponseAsFile } from '@stackfolio/shared-ui';
import type { GenerateResumeRequest } from '@stackfolio/contract';

/** The contract's request and a file name of the browser's own. */
type GenerateResumeDocumentInput = GenerateResumeRequest & {
  format: 'docx';
  /** Used when the response has no Content-Disposition file name. */
  fallbackFileName: string;
};

/**
 * POST /api/resume/generate {template, format} (docs/product.md §7): the server builds the .docx; the
 * browser saves it under the name in Content-Disposition. Resolves with the saved file name.
 */
export async function generateResumeDocument({
  template,
  format,
  fallbackFileName,
}: GenerateResumeDocumentInput) {
  const response = await apiRequest('POST', '/api/resume/generate', { template, format });
  return saveResponseAsFile(response, fallbackFileName);
}

export function useGenerateResumeDocument() {
  return useMutation({ mutationFn: generateResumeDocument });
}
