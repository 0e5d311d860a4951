import { lazy } from 'react';
import { BrowseProfilesPage } from './pages/browse-profiles-page';
import { ProfilePage } from './pages/profile-page';
import { withRemoteRoot, type RemotePages, type StandaloneRoute } from '@stackfolio/shared-ui';

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
