import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ErrorState, Skeleton } from '@stackfolio/shared-ui';
import type { TemplateId } from '../../../constants';
import type { ResumeData } from '../model/resume-data';
import { ResumeDocument } from '../templates';

/** The resume's sheet of paper on the page: white in both themes, as it prints. */
export const Paper = styled.div`
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PREVIEW_ERROR = {
  title: 'Unable to Load Your Profile',
  description: "Your projects couldn't be loaded for the resume. Please try again.",
};

const NO_PROJECTS_HINT = 'Your resume has no projects yet.';

/** The live preview with its loading, error and empty states. */
export function ResumePreview(props: {
  data: ResumeData | null;
  template: TemplateId;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (props.isLoading) {
    return (
      <Loading role="status" aria-busy="true" aria-label="Loading your resume">
        <Skeleton $height="2rem" $width="50%" />
        <Skeleton $width="35%" />
        <Skeleton $height="6rem" />
        <Skeleton $height="6rem" />
      </Loading>
    );
  }
  if (props.isError || !props.data) {
    return <ErrorState {...PREVIEW_ERROR} onRetry={props.onRetry} />;
  }
  return (
    <>
      {props.data.projects.length === 0 && (
        <Hint>
          {NO_PROJECTS_HINT} <Link to={paths.upload()}>Upload your first project</Link> to show it
          here.
        </Hint>
      )}
      <Paper>
        <ResumeDocument data={props.data} template={props.template} level={3} />
      </Paper>
    </>
  );
}
