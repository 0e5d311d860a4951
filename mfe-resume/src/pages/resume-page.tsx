import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  Page,
  PageTitle,
  Spinner,
  useAuth,
  useDocumentMeta,
} from '@stackfolio/shared-ui';
import { LOGIN_REQUIRED_TEXT } from '../constants';
import { ResumeBuilder } from '../features/resume/components/resume-builder';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
`;

/** /resume (docs/product.md §2): the resume generator; signed-out users are asked to log in. */
export function ResumePage() {
  useDocumentMeta('Resume Builder');
  const { user, isLoading } = useAuth();
  return (
    <Page>
      <PageTitle>Resume Builder</PageTitle>
      {isLoading ? (
        <Centered role="status" aria-live="polite">
          <Spinner />
          <span className="sr-only">Loading…</span>
        </Centered>
      ) : user ? (
        <>
          <Intro>
            Pick a template and a format, check the preview, then download or share your resume.
          </Intro>
          <ResumeBuilder user={user} />
        </>
      ) : (
        <Centered>
          <p>{LOGIN_REQUIRED_TEXT}</p>
          <ButtonLink as={Link} to={paths.login()}>
            Sign In
          </ButtonLink>
        </Centered>
      )}
    </Page>
  );
}
