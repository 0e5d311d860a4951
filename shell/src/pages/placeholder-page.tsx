import { Page, PageTitle } from '@stackfolio/shared-ui';

/** A page that exists in the route table but whose screen is still being built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <p>This screen is part of Stackfolio&apos;s skeleton; its content is on the way.</p>
    </Page>
  );
}
