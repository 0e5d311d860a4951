import { lazy } from 'react';
import { BrowseProjectsPage } from './pages/browse-projects-page';
import { remotePages, type RemotePages, type RemotePrefetch } from '@stackfolio/shared-ui';
import { projectsQuery } from './features/projects/api/get-projects';
import { tabOf } from './features/following/components/project-tabs';
import { isProjectId, projectQuery } from './features/projects/api/get-project';
import { projectAddressOf, projectPageQuery } from './features/project-page/api/get-project-page';
import { ProjectPage } from './pages/project-page';
import { ProjectFilePage, fileRefOf } from './pages/project-file-page';
import { filePreviewQuery } from './features/project-page/api/get-file-preview';

// The upload and edit forms (zod, react-hook-form, react-dropzone) load on their own pages only.
const UploadPage = lazy(() =>
  import('./pages/upload-page').then((m) => ({ default: m.UploadPage })),
);
const EditProjectPage = lazy(() =>
  import('./pages/edit-project-page').then((m) => ({ default: m.EditProjectPage })),
);

/** Exposed as `./routes`: the pages the registry (@stackfolio/contract) says this remote owns. */
const pages: RemotePages = remotePages('projects', process.env.STACKFOLIO_RELEASE, {
  'browse-projects': BrowseProjectsPage,
  upload: UploadPage,
  'edit-project': EditProjectPage,
  project: ProjectPage,
  'project-file': ProjectFilePage,
});
export default pages;

/** Each page's HTML head, from what its prefetch read. */
export { head } from './heads';

/** What each page shows first, fetched on the server before it renders. */
export const prefetch: RemotePrefetch = {
  // The 'Following' tab is the signed-in user's own: none of its list is rendered on the server.
  'browse-projects': async ({ queryClient, searchParams }) => {
    const deepLink = searchParams.get('project');
    await Promise.all([
      // A shared link's project: its dialog and the page's head show it.
      isProjectId(deepLink) && queryClient.prefetchQuery(projectQuery(Number(deepLink))),
      tabOf(searchParams) !== 'following' &&
        queryClient.prefetchInfiniteQuery(
          projectsQuery({ q: searchParams.get('q') ?? '', tag: searchParams.get('tag') ?? '' }),
        ),
    ]);
  },
  project: async ({ queryClient, params }) => {
    const address = projectAddressOf(params);
    if (address) await queryClient.prefetchQuery(projectPageQuery(address));
  },
  // The project first (its files have the ids), then the file's preview.
  'project-file': async ({ queryClient, params }) => {
    const address = projectAddressOf(params);
    const ref = fileRefOf(params['*']);
    if (!address || !ref) return;
    const project = await queryClient.fetchQuery(projectPageQuery(address)).catch(() => null);
    const file = project?.files.find((f) => f.name === ref.name);
    if (project && file)
      await queryClient.prefetchQuery(
        filePreviewQuery({ projectId: project.id, fileId: file.id, entry: ref.entry }),
      );
  },
};
