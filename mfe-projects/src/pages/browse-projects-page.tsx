import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /browse-projects: skeleton page of the projects remote; the feature issue fills it in. */
export function BrowseProjectsPage() {
  return (
    <Page data-remote="mfe_projects">
      <PageTitle>Browse Projects</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
