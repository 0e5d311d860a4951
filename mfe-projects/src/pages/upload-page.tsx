import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /upload: skeleton page of the projects remote; the feature issue fills it in. */
export function UploadPage() {
  return (
    <Page data-remote="mfe_projects">
      <PageTitle>Upload New Project</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
