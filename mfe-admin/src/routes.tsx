import { AdminPage } from './pages/admin-page';
import { remotePages, type RemotePages } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages the registry (@stackfolio/contract) says this remote owns. */
const pages: RemotePages = remotePages('admin', process.env.STACKFOLIO_RELEASE, {
  admin: AdminPage,
});
export default pages;
