import { Card, CardTitle } from '@stackfolio/shared-ui';

/** Dashboard widget (skeleton): the feature issue fills it in. */
export function ReactionsDialog() {
  return (
    <Card data-remote="mfe_projects">
      <CardTitle>Recent Reactions</CardTitle>
    </Card>
  );
}
