import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /projects/:id/edit: skeleton page of the projects remote; the feature issue fills it in. */
export function EditProjectPage() {
  return (
    <Page data-remote="mfe_projects">
      <PageTitle>Edit Project</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
