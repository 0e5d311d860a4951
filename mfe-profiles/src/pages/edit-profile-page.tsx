import { useEffect } from 'react';
import { Link, useNavigate } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  Page,
  PageTitle,
  Spinner,
  toast,
  useAuth,
  useDocumentMeta,
} from '@stackfolio/shared-ui';
import { REDIRECT_DELAY_MS, TEXT, TOASTS } from '../constants';
import { EditProfileForm } from '../features/edit-profile/components/edit-profile-form';
import { paths, profilePath } from '@stackfolio/contract';

const Centered = styled(Page)`
  text-align: center;
`;

const Narrow = styled(Page)`
  max-width: 860px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

/**
 * /edit-profile (signed-in): a signed-out visitor gets the 'Unauthorized' toast and goes to
 * /login after 0.5 s (docs/product.md §4); a signed-in user edits every section and saves.
 */
export function EditProfilePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;
  useDocumentMeta(TEXT.editProfile);

  useEffect(() => {
    if (!signedOut) return;
    toast({ ...TOASTS.notSignedIn, variant: 'destructive' });
    const timer = setTimeout(() => navigate(paths.login()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  if (!user) {
    return (
      <Centered role="status" aria-busy={isLoading}>
        <Spinner />
        <span className="sr-only">
          {isLoading ? 'Loading your profile' : 'Redirecting to sign in'}
        </span>
      </Centered>
    );
  }

  return (
    <Narrow>
      <Head>
        <PageTitle>{TEXT.editProfile}</PageTitle>
        <ButtonLink as={Link} to={profilePath(user)} $variant="ghost">
          <span aria-hidden="true">←</span> {TEXT.backToProfile}
        </ButtonLink>
      </Head>
      <EditProfileForm user={user} />
    </Narrow>
  );
}
