import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /profiles: skeleton page of the profiles remote; the feature issue fills it in. */
export function BrowseProfilesPage() {
  return (
    <Page data-remote="mfe_profiles">
      <PageTitle>Browse Professional Profiles</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
