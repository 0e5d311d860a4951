import { lazy } from 'react';
import { BrowseProfilesPage } from './pages/browse-profiles-page';
import { ProfilePage } from './pages/profile-page';
import {
  withRemoteRoot,
  type RemotePages,
  type RemotePrefetch,
  type StandaloneRoute,
} from '@stackfolio/shared-ui';
import { profilesQuery } from './features/browse-profiles/api/get-profiles';
import { parseProfileId, profileQueryKey } from './features/public-profile/api/get-profile';
import { userProjectsQuery } from './features/public-profile/api/get-user-projects';

// The form (zod, react-hook-form) loads when someone edits their profile, not with every profile.
const EditProfilePage = lazy(() =>
  import('./pages/edit-profile-page').then((m) => ({ default: m.EditProfilePage })),
);

/** Exposed as `./routes`: the pages this remote owns, by the ids the shell's route table uses. */
const pages: RemotePages = withRemoteRoot('mfe_profiles', process.env.STACKFOLIO_RELEASE, {
  'browse-profiles': BrowseProfilesPage,
  profile: ProfilePage,
  'edit-profile': EditProfilePage,
});
export default pages;

/** The same paths as the shell's route table, for running this remote alone. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/profiles', page: 'browse-profiles' },
  { path: '/profile/:id', page: 'profile' },
  { path: '/edit-profile', page: 'edit-profile' },
];

/** What each page shows first, fetched on the server before it renders (issue 19). */
export const prefetch: RemotePrefetch = {
  'browse-profiles': ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(
      profilesQuery({ q: '', skill: searchParams.get('skill')?.trim() ?? '' }),
    ),
  profile: async ({ queryClient, params }) => {
    const id = parseProfileId(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: profileQueryKey(id) }),
      queryClient.prefetchInfiniteQuery(userProjectsQuery(id)),
    ]);
  },
};
