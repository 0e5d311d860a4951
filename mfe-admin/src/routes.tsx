import { AdminPage } from './pages/admin-page';
import { withRemoteRoot, type RemotePages, type StandaloneRoute } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages this remote owns, by the ids the shell's route table uses. */
const pages: RemotePages = withRemoteRoot('mfe_admin', process.env.STACKFOLIO_RELEASE, {
  admin: AdminPage,
});
export default pages;

/** The same paths as the shell's route table, for running this remote alone. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [{ path: '/admin', page: 'admin' }];
