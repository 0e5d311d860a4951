import { lazy } from 'react';
import { BrowseProjectsPage } from './pages/browse-projects-page';
import {
  withRemoteRoot,
  type RemotePages,
  type RemotePrefetch,
  type StandaloneRoute,
} from '@stackfolio/shared-ui';
import { projectsQuery } from './features/projects/api/get-projects';

// The upload and edit forms (zod, react-hook-form, react-dropzone) load on their own pages only.
const UploadPage = lazy(() =>
  import('./pages/upload-page').then((m) => ({ default: m.UploadPage })),
);
const EditProjectPage = lazy(() =>
  import('./pages/edit-project-page').then((m) => ({ default: m.EditProjectPage })),
);

/** Exposed as `./routes`: the pages this remote owns, by the ids the shell's route table uses. */
const pages: RemotePages = withRemoteRoot('mfe_projects', process.env.STACKFOLIO_RELEASE, {
  'browse-projects': BrowseProjectsPage,
  upload: UploadPage,
  'edit-project': EditProjectPage,
});
export default pages;

/** The same paths as the shell's route table, for running this remote alone. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/browse-projects', page: 'browse-projects' },
  { path: '/upload', page: 'upload' },
  { path: '/projects/:id/edit', page: 'edit-project' },
];

/** What each page shows first, fetched on the server before it renders (issue 19). */
export const prefetch: RemotePrefetch = {
  'browse-projects': ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(
      projectsQuery({ q: searchParams.get('q') ?? '', tag: searchParams.get('tag') ?? '' }),
    ),
};
