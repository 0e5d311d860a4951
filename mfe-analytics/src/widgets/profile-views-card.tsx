import { Card, CardTitle } from '@stackfolio/shared-ui';

/** Dashboard widget (skeleton): the feature issue fills it in. */
export function ProfileViewsCard() {
  return (
    <Card data-remote="mfe_analytics">
      <CardTitle>Profile Views</CardTitle>
    </Card>
  );
}
