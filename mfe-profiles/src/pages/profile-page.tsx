import { useEffect } from 'react';
import { paths, profilePath } from '@stackfolio/contract';
import { Link, useLocation, useNavigate, useParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  Page,
  PageTitle,
  Skeleton,
  useAuth,
  useDocumentMeta,
} from '@stackfolio/shared-ui';
import { TEXT } from '../constants';
import { profileRefOf, useProfile, type Profile } from '../features/public-profile/api/get-profile';
import { profileMeta } from '../features/public-profile/profile-head';
import { useTrackPortfolioView } from '../features/public-profile/api/track-portfolio-view';
import { ProfileHeader } from '../features/public-profile/components/profile-header';
import { ProfileAbout } from '../features/public-profile/components/profile-about';
import { ProfileOpenToWork } from '../features/public-profile/components/profile-open-to-work';
import { PortfolioProjects } from '../features/public-profile/components/portfolio-projects';
import { ProfileFollow } from '../features/follow/components/profile-follow';
import { ReportProfile } from '../features/public-profile/components/report-profile';

const NotFound = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(12)} 0;
`;

function UserNotFound() {
  useDocumentMeta(TEXT.userNotFound);
  return (
    <Page>
      <NotFound>
        <PageTitle>{TEXT.userNotFound}</PageTitle>
        <p>The profile you are looking for does not exist or could not be loaded.</p>
        <ButtonLink as={Link} to={paths.home()}>
          {TEXT.returnHome}
        </ButtonLink>
      </NotFound>
    </Page>
  );
}

function ProfileSkeleton() {
  return (
    <Page role="status" aria-busy="true" aria-label="Loading profile">
      <Skeleton $height="220px" />
      <Skeleton $height="2rem" $width="50%" $marginTop="24px" />
      <Skeleton $height="1rem" $width="30%" $marginTop="12px" />
    </Page>
  );
}

/**
 * Once the profile is known, the address bar shows its one address, `/@handle`: a
 * `/profile/{id}` link or an old handle followed inside the app is replaced, as the server's 301
 * does for a page load.
 */
function useCanonicalAddress(profile: Profile | undefined) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const canonical = profile ? profilePath(profile) : null;
  useEffect(() => {
    if (canonical && canonical !== pathname && profile?.handle)
      navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, search, hash, navigate, profile?.handle]);
}

/** /@{handle} (and /profile/{id}): the public profile (docs/product.md §2), with owner actions and visitor view tracking. */
export function ProfilePage() {
  const ref = profileRefOf(useParams());
  const profile = useProfile(ref);
  const { user } = useAuth();
  const data = profile.data;
  useTrackPortfolioView(data?.id);
  useCanonicalAddress(data);
  const meta = data ? profileMeta(data) : undefined;
  useDocumentMeta(meta?.title, meta?.description);

  if (ref === null || profile.isError) return <UserNotFound />;
  if (!data) return <ProfileSkeleton />;

  const isOwner = user?.id === data.id;
  return (
    <Page>
      <ProfileHeader profile={data} projectCount={data.projectCount ?? 0} isOwner={isOwner} />
      <ProfileFollow profile={data} isOwner={isOwner} />
      {user && !isOwner && (
        <ReportProfile userId={data.id} name={`${data.firstName} ${data.lastName}`} />
      )}
      <ProfileAbout profile={data} />
      <ProfileOpenToWork profile={data} />
      <PortfolioProjects userId={data.id} isOwner={isOwner} />
    </Page>
  );
}
