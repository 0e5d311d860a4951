import { ProfileViewsCard } from './widgets/profile-views-card';
import { ActivityCard } from './widgets/activity-card';
import { withRemoteRoot, type RemoteWidgets } from '@stackfolio/shared-ui';

/** Exposed as `./widgets`: the dashboard widgets this remote provides. */
const widgets: RemoteWidgets = withRemoteRoot('analytics', process.env.STACKFOLIO_RELEASE, {
  'profile-views-card': ProfileViewsCard,
  'activity-card': ActivityCard,
});
export default widgets;
