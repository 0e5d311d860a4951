import { AdSlot, Page } from '@stackfolio/shared-ui';
import { FeatureTrio } from '../features/landing/components/feature-trio';
import { GetStartedCta } from '../features/landing/components/get-started-cta';
import { Hero } from '../features/landing/components/hero';

/** `/` for signed-out visitors (docs/product.md §2): ad slots, hero with Why Join, features, call to action. */
export function LandingPage() {
  return (
    <Page>
      <AdSlot width={728} height={90} />
      <Hero />
      <FeatureTrio />
      <GetStartedCta />
      <AdSlot width={728} height={90} />
    </Page>
  );
}
