import { useEffect, useRef, useState } from 'react';
import { saveBlob, toast } from '@stackfolio/shared-ui';
import {
  GENERATED_DESCRIPTIONS,
  MESSAGES,
  PRINT_DELAY_MS,
  type FormatId,
  type TemplateId,
} from '../../../constants';
import { useGenerateResumeDocument } from '../api/generate-resume-document';
import type { ResumeData } from '../model/resume-data';
import { buildResumeHtml } from './resume-file';

export interface PrintJob {
  template: TemplateId;
  data: ResumeData;
}

interface Options {
  /** The resume for a template, or null while the profile is not loaded. */
  resumeFor: (template: TemplateId) => ResumeData | null;
  /** `Ada_Lovelace_Resume`: the file name without extension. */
  fileBaseName: string;
  /** Tells the user why there is no resume to export (`resumeFor` returned null). */
  onMissing: () => void;
}

function failed(error: unknown) {
  console.error('Resume generation failed', error);
  toast({ ...MESSAGES.generationFailed, variant: 'destructive' });
}

function generated(format: FormatId) {
  toast({ ...MESSAGES.generated, description: GENERATED_DESCRIPTIONS[format], variant: 'success' });
}

/**
 * Generate & Download (docs/product.md §7): pdf mounts the print copy and prints it after 500 ms; html
 * saves a standalone file built in the browser; docx asks the server. Errors toast per docs/product.md §8.
 */
export function useResumeExport({ resumeFor, fileBaseName, onMissing }: Options) {
  const [printJob, setPrintJob] = useState<PrintJob | null>(null);
  const printTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const docx = useGenerateResumeDocument();

  useEffect(() => () => clearTimeout(printTimer.current), []);

  useEffect(() => {
    if (!printJob) return;
    const done = () => setPrintJob(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printJob]);

  async function generate(template: TemplateId, format: FormatId): Promise<void> {
    const data = resumeFor(template);
    if (!data) {
      onMissing();
      return;
    }
    try {
      if (format === 'pdf') {
        setPrintJob({ template, data });
        clearTimeout(printTimer.current);
        printTimer.current = setTimeout(() => {
          try {
            window.print();
            generated('pdf');
          } catch (error) {
            failed(error);
          }
        }, PRINT_DELAY_MS);
      } else if (format === 'html') {
        const html = buildResumeHtml(data, template);
        saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), `${fileBaseName}.html`);
        generated('html');
      } else {
        await docx.mutateAsync({
          template,
          format: 'docx',
          fallbackFileName: `${fileBaseName}.docx`,
        });
        generated('docx');
      }
    } catch (error) {
      failed(error);
    }
  }

  return { generate, printJob, isGenerating: docx.isPending };
}
