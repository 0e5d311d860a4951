import { AnalyticsPage } from './pages/analytics-page';
import { remotePages, type RemotePages } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages the registry (@stackfolio/contract) says this remote owns. */
const pages: RemotePages = remotePages('analytics', process.env.STACKFOLIO_RELEASE, {
  analytics: AnalyticsPage,
});
export default pages;
