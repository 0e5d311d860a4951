import { ReactionsWidget } from './features/reactions/components/reactions-widget';
import { withRemoteRoot, type RemoteWidgets } from '@stackfolio/shared-ui';

/** Exposed as `./widgets`: the dashboard widgets this remote provides (no props; they read useAuth()). */
const widgets: RemoteWidgets = withRemoteRoot('projects', process.env.STACKFOLIO_RELEASE, {
  'reactions-dialog': ReactionsWidget,
});
export default widgets;
