import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { aPage, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import type { OpenToWork } from '@stackfolio/contract';
import { OPEN_TO_WORK_TEXT } from '../constants';
import { aUser, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

const looking: OpenToWork = {
  status: 'open',
  roles: ['Tech Lead', 'Frontend Engineer'],
  employmentTypes: ['full-time', 'contract'],
  workplaces: ['remote', 'hybrid'],
  locations: ['Berlin'],
  availableFrom: '2026-03-01',
  visibility: 'everyone',
};

async function renderProfile(openToWork: OpenToWork | null) {
  stubApi({
    'GET /api/users/7': aUser({ id: 7, openToWork }),
    'GET /api/users/7/projects': aPage([]),
    'POST /api/analytics/portfolio-view': {},
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
    { route: '/profile/7' },
  );
  const name = await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
  return within(name.closest('header')!);
}

const section = () => screen.queryByRole('region', { name: OPEN_TO_WORK_TEXT.title });

describe('open to work on a profile', () => {
  beforeEach(() => resetViewTracking());

  it('badges the header and lists what the person is looking for', async () => {
    const header = await renderProfile(looking);
    expect(header.getByText('Open to work')).toBeInTheDocument();

    const details = within(section()!);
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      OPEN_TO_WORK_TEXT.roles,
      OPEN_TO_WORK_TEXT.employmentTypes,
      OPEN_TO_WORK_TEXT.workplaces,
      OPEN_TO_WORK_TEXT.locations,
    ]);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Tech Lead, Frontend Engineer',
      'Full-time, Contract',
      'Remote, Hybrid',
      'Berlin',
    ]);
    expect(section()).toHaveTextContent('Available from March 1, 2026');
  });

  it('shows only the details that are set', async () => {
    const header = await renderProfile({
      ...looking,
      status: 'casual',
      roles: [],
      employmentTypes: [],
      locations: [],
      availableFrom: null,
    });
    expect(header.getByText('Casually looking')).toBeInTheDocument();
    const details = within(section()!);
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      OPEN_TO_WORK_TEXT.workplaces,
    ]);
    expect(section()).not.toHaveTextContent(OPEN_TO_WORK_TEXT.availableFrom);
  });

  it('shows neither badge nor section when the person is not looking', async () => {
    const header = await renderProfile({ ...looking, status: 'closed' });
    expect(header.queryByText('Not looking')).not.toBeInTheDocument();
    expect(screen.queryByText('Open to work')).not.toBeInTheDocument();
    expect(section()).not.toBeInTheDocument();
  });

  it('shows neither badge nor section when it is not set (or not shown to this visitor)', async () => {
    await renderProfile(null);
    expect(screen.queryByText('Open to work')).not.toBeInTheDocument();
    expect(screen.queryByText('Casually looking')).not.toBeInTheDocument();
    expect(section()).not.toBeInTheDocument();
  });
});
