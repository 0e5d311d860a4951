import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /profile/:id: skeleton page of the profiles remote; the feature issue fills it in. */
export function ProfilePage() {
  return (
    <Page data-remote="mfe_profiles">
      <PageTitle>Profile</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
