import { Page, PageTitle } from '@stackfolio/shared-ui';

/** /resume: skeleton page of the resume remote; the feature issue fills it in. */
export function ResumePage() {
  return (
    <Page data-remote="mfe_resume">
      <PageTitle>Resume Builder</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
