import { Card, CardTitle } from '@stackfolio/shared-ui';

/** Dashboard widget (skeleton): the feature issue fills it in. */
export function ActivityCard() {
  return (
    <Card data-remote="mfe_analytics">
      <CardTitle>Your Activity</CardTitle>
    </Card>
  );
}
