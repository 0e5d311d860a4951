import { AnalyticsPage } from './pages/analytics-page';
import { withRemoteRoot, type RemotePages, type StandaloneRoute } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages this remote owns, by the ids the shell's route table uses. */
const pages: RemotePages = withRemoteRoot('mfe_analytics', process.env.STACKFOLIO_RELEASE, {
  analytics: AnalyticsPage,
});
export default pages;

/** The same paths as the shell's route table, for running this remote alone. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [{ path: '/analytics', page: 'analytics' }];
