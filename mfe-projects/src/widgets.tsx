import { ReactionsDialog } from './widgets/reactions-dialog';
import { withRemoteRoot, type RemoteWidgets } from '@stackfolio/shared-ui';

/** Exposed as `./widgets`: the dashboard widgets this remote provides. */
const widgets: RemoteWidgets = withRemoteRoot('mfe_projects', process.env.STACKFOLIO_RELEASE, {
  'reactions-dialog': ReactionsDialog,
});
export default widgets;
