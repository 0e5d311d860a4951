import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card, fullName, media, toast, type CurrentUser } from '@stackfolio/shared-ui';
import { Dialog } from '@stackfolio/shared-ui/dialog';
import {
  DEFAULT_FORMAT,
  DEFAULT_TEMPLATE,
  FORMAT_OPTIONS,
  MESSAGES,
  TEMPLATE_OPTIONS,
  type FormatId,
  type TemplateId,
} from '../../../constants';
import { useResumeProjects } from '../api/get-resume-projects';
import { PrintRoot } from '../export/print-root';
import { resumeFileBaseName } from '../export/resume-file';
import { shareResume } from '../export/share-resume';
import { useResumeExport } from '../export/use-resume-export';
import { buildResumeData } from '../model/resume-data';
import { ResumeDocument, ResumeStyles } from '../templates';
import { ResumeActions } from './resume-actions';
import { FormatPicker, TemplatePicker } from './resume-options';
import { Paper, ResumePreview } from './resume-preview';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    grid-template-columns: minmax(300px, 360px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Controls = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

const PreviewHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /resume for a signed-in user: choices, actions and the live preview. */
export function ResumeBuilder({ user }: { user: CurrentUser }) {
  const [template, setTemplate] = useState<TemplateId>(DEFAULT_TEMPLATE);
  const [format, setFormat] = useState<FormatId>(DEFAULT_FORMAT);
  const [fullPreviewOpen, setFullPreviewOpen] = useState(false);
  const projects = useResumeProjects(user.id);

  const projectList = projects.data;
  const resumeFor = useCallback(
    (choice: TemplateId) =>
      projectList ? buildResumeData(user, projectList, choice, window.location.origin) : null,
    [user, projectList],
  );
  const data = useMemo(() => resumeFor(template), [resumeFor, template]);
  // No resume because the project list failed to load is not a missing profile: say so (Retry is
  // in the preview).
  const explainMissing = () =>
    toast({
      ...(projects.isError ? MESSAGES.projectsNotLoaded : MESSAGES.profileRequired),
      variant: 'destructive',
    });
  const { generate, printJob, isGenerating } = useResumeExport({
    resumeFor,
    fileBaseName: resumeFileBaseName(user),
    onMissing: explainMissing,
  });

  const openFullPreview = () => {
    if (data) setFullPreviewOpen(true);
    else explainMissing();
  };

  return (
    <Layout>
      <ResumeStyles />
      <Controls as="div">
        <TemplatePicker value={template} onChange={setTemplate} />
        <FormatPicker value={format} onChange={setFormat} />
        <ResumeActions
          isGenerating={isGenerating}
          onGenerate={() => void generate(template, format)}
          onShare={() =>
            void shareResume({
              userId: user.id,
              handle: user.handle,
              name: fullName(user, user.email),
            })
          }
          onPreview={openFullPreview}
        />
      </Controls>
      <section aria-labelledby="resume-preview-heading">
        <PreviewHeader>
          <h2 id="resume-preview-heading">Live Preview</h2>
          <p aria-live="polite">
            {TEMPLATE_OPTIONS[template].label} template · exports as {FORMAT_OPTIONS[format].label}
          </p>
        </PreviewHeader>
        <ResumePreview
          data={data}
          template={template}
          isLoading={projects.isPending}
          isError={projects.isError}
          onRetry={() => void projects.refetch()}
        />
      </section>
      {data && (
        <Dialog
          open={fullPreviewOpen}
          onOpenChange={setFullPreviewOpen}
          title={`${TEMPLATE_OPTIONS[template].label} Resume`}
          width="8.9in"
        >
          <Paper>
            <ResumeDocument data={data} template={template} level={3} />
          </Paper>
        </Dialog>
      )}
      {printJob && <PrintRoot data={printJob.data} template={printJob.template} />}
    </Layout>
  );
}
