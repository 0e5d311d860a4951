import { FeaturedProfessionals } from './features/featured-professionals/components/featured-professionals';
import { withRemoteRoot, type RemoteWidgets } from '@stackfolio/shared-ui';

/** Exposed as `./widgets`: the dashboard widgets this remote provides. */
const widgets: RemoteWidgets = withRemoteRoot('profiles', process.env.STACKFOLIO_RELEASE, {
  'featured-professionals': FeaturedProfessionals,
});
export default widgets;
