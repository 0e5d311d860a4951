import styled from 'styled-components';
import {
  Page,
  PageTitle,
  Spinner,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { PageColumn } from '../components/page-column';
import { UploadForm } from '../features/upload/components/upload-form';
import { UploadInfoCards, UploadTipsCard } from '../features/upload/components/upload-info';

const Stack = styled(PageColumn)`
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/** /upload (docs/product.md §2): signed-in only; a signed-out visitor is sent to sign in (docs/product.md §4). */
export function UploadPage() {
  const auth = useSignInRequired();
  useDocumentMeta(
    'Upload New Project',
    'Share a project, documentation or code sample with the Stackfolio community.',
  );
  if (!auth.isAuthenticated) {
    return (
      <Centered role="status" aria-label={auth.isLoading ? 'Loading' : 'Redirecting to sign in'}>
        <Spinner />
      </Centered>
    );
  }
  return (
    <Page>
      <Stack $maxWidth={880} $gap={6}>
        <PageTitle>Upload New Project</PageTitle>
        <p>
          Share your work with IT professionals and recruiters. Files are accessible only to you and
          the viewers of your project.
        </p>
        <UploadInfoCards />
        <UploadForm />
        <UploadTipsCard />
      </Stack>
    </Page>
  );
}
