import { Card, CardTitle } from '@stackfolio/shared-ui';

/** Dashboard widget (skeleton): the feature issue fills it in. */
export function FeaturedProfessionals() {
  return (
    <Card data-remote="mfe_profiles">
      <CardTitle>Featured Professionals</CardTitle>
    </Card>
  );
}
