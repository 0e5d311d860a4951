import { ResumePage } from './pages/resume-page';
import { remotePages, type RemotePages } from '@stackfolio/shared-ui';

/** Exposed as `./routes`: the pages the registry (@stackfolio/contract) says this remote owns. */
const pages: RemotePages = remotePages('resume', process.env.STACKFOLIO_RELEASE, {
  resume: ResumePage,
});
export default pages;
