import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { REPORT_MESSAGES } from '@stackfolio/contract';
import { aCurrentUser, aUser, callsTo, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

const ada = aUser({ id: 7, firstName: 'Ada', lastName: 'Lovelace' });

function renderProfile(routes: Record<string, unknown>) {
  const api = stubApi({
    'GET /api/users/7': ada,
    'GET /api/users/7/projects': aPage([]),
    'GET /api/users/7/follow-status': { followerCount: 0, followingCount: 0, isFollowing: false },
    'POST /api/analytics/portfolio-view': {},
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: '/profile/7' },
  );
  return api;
}

describe('reporting a profile', () => {
  beforeEach(() => resetViewTracking());

  it('lets a signed-in visitor report it with a reason', async () => {
    const user = userEvent.setup();
    const api = renderProfile({
      'GET /api/auth/user': aCurrentUser({ id: 9 }),
      'POST /api/reports': () =>
        jsonResponse({ created: false, message: REPORT_MESSAGES.alreadyReported }),
    });
    await user.click(await screen.findByRole('button', { name: 'Report profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Report Ada Lovelace's profile" });
    await user.click(within(dialog).getByRole('radio', { name: 'Impersonation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.alreadyReported)).toBeInTheDocument();
    const [[, init]] = callsTo(api, 'POST', '/api/reports');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'profile',
      id: 7,
      reason: 'impersonation',
    });
  });

  it('offers no Report to its owner or to a signed-out visitor', async () => {
    renderProfile({ 'GET /api/auth/user': aCurrentUser({ id: 7 }) });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Report profile' })).not.toBeInTheDocument();
  });
});
