import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /edit-profile: skeleton page of the profiles remote; the feature issue fills it in. */
export function EditProfilePage() {
  return (
    <Page data-remote="mfe_profiles">
      <PageTitle>Edit Profile</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
