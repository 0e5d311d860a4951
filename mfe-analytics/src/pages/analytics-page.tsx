import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /analytics: skeleton page of the analytics remote; the feature issue fills it in. */
export function AnalyticsPage() {
  return (
    <Page data-remote="mfe_analytics">
      <PageTitle>Portfolio Analytics</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
