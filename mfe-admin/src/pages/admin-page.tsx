import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /admin: skeleton page of the admin remote; the feature issue fills it in. */
export function AdminPage() {
  return (
    <Page data-remote="mfe_admin">
      <PageTitle>Admin Dashboard</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
