import { Route, Routes, useLocation } from '@stackfolio/shared-ui/router';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import type { CurrentUser } from '@stackfolio/shared-ui';
import { EditProfilePage } from '../pages/edit-profile-page';
import { aCurrentUser, callsTo, stubApi } from './api-stub';

/** Stands in for `/@handle`, naming the address it was opened at. */
function ProfileAt() {
  return <p>Profile page at {useLocation().pathname}</p>;
}

/** /edit-profile inside a router with the pages it leads to. */
export function renderEditProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/edit-profile" element={<EditProfilePage />} />
      <Route path="/profile/:id" element={<p>Profile page</p>} />
      <Route path="/:handle" element={<ProfileAt />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/edit-profile' },
  );
}

/** A signed-in user with a couple of skills, one featured. */
export const me = (overrides: Partial<CurrentUser> = {}) =>
  aCurrentUser({
    id: 5,
    handle: 'ada-lovelace',
    skills: ['React', 'SQL'],
    featuredSkills: ['React'],
    location: 'Paris',
    ...overrides,
  });

/** Stubs the API for this user; `patch` answers PATCH /api/users/profile. */
export function signedInAs(
  user: CurrentUser,
  patch: (url: URL, init: RequestInit) => Response | Promise<Response> = () => Response.json(user),
) {
  return stubApi({ 'GET /api/auth/user': user, 'PATCH /api/users/profile': patch });
}

/** The multipart body of the first profile save. */
export const patchBody = (fetchMock: jest.Mock) =>
  callsTo(fetchMock, 'PATCH', '/api/users/profile')[0][1].body as FormData;
