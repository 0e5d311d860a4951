import { lazy } from 'react';
import { BrowseProfilesPage } from './pages/browse-profiles-page';
import { ProfilePage } from './pages/profile-page';
import { remotePages, type RemotePages, type RemotePrefetch } from '@stackfolio/shared-ui';
import { profilesQuery } from './features/browse-profiles/api/get-profiles';
import { filterFromParams } from './features/browse-profiles/model/profile-filter';
import {
  parseProfileHandle,
  parseProfileId,
  profileQuery,
} from './features/public-profile/api/get-profile';
import { userProjectsQuery } from './features/public-profile/api/get-user-projects';

// The form (zod, react-hook-form) loads when someone edits their profile, not with every profile.
const EditProfilePage = lazy(() =>
  import('./pages/edit-profile-page').then((m) => ({ default: m.EditProfilePage })),
);

/** Exposed as `./routes`: the pages the registry (@stackfolio/contract) says this remote owns. */
const pages: RemotePages = remotePages('profiles', process.env.STACKFOLIO_RELEASE, {
  'browse-profiles': BrowseProfilesPage,
  profile: ProfilePage,
  'profile-handle': ProfilePage,
  'edit-profile': EditProfilePage,
});
export default pages;

/** Each page's HTML head, from what its prefetch read. */
export { head } from './heads';

/** What each page shows first, fetched on the server before it renders. */
export const prefetch: RemotePrefetch = {
  // The page reads the address with the same function: the keys match, nothing is fetched twice.
  'browse-profiles': ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(profilesQuery(filterFromParams(searchParams))),
  profile: async ({ queryClient, params }) => {
    const id = parseProfileId(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery(profileQuery({ id })),
      queryClient.prefetchInfiniteQuery(userProjectsQuery(id)),
    ]);
  },
  // `/@handle`: the person first, then their projects by id.
  'profile-handle': async ({ queryClient, params }) => {
    const handle = parseProfileHandle(params.handle);
    if (handle === null) return;
    const person = await queryClient.fetchQuery(profileQuery({ handle })).catch(() => null);
    if (person) await queryClient.prefetchInfiniteQuery(userProjectsQuery(person.id));
  },
};
