import { ResumePage } from './pages/resume-page';
import { withRemoteRoot, type RemotePages, type StandaloneRoute } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages this remote owns, by the ids the shell's route table uses. */
const pages: RemotePages = withRemoteRoot('mfe_resume', process.env.STACKFOLIO_RELEASE, {
  resume: ResumePage,
});
export default pages;

/** The same paths as the shell's route table, for running this remote alone. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [{ path: '/resume', page: 'resume' }];
