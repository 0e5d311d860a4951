import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import { jsonResponse, renderWithProviders } from '@stackfolio/shared-ui/testing';
import { resetViewTracking } from '@stackfolio/shared-ui';
import { PORTFOLIO_PAGE_SIZE, TEXT } from '../constants';
import { aProject, aUser, stubApi } from '../testing/api-stub';
import { ProfilePage } from './profile-page';

const TOTAL = 130;
const projects = Array.from({ length: TOTAL }, (_, i) =>
  aProject({
    id: 1000 + i,
    title: `Project ${i + 1}`,
    createdAt: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString(),
  }),
);

/** The API's paged answer, as GET /api/users/{id}/projects?page=&limit= gives it. */
const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const items = projects.slice((page - 1) * limit, page * limit);
  return jsonResponse({ items, total: TOTAL, page, limit });
};

// Six pages of cards are rendered; the CPUs here are shared with other jobs.
jest.setTimeout(60_000);

describe('/profile/{id} Portfolio Projects with 130 projects', () => {
  beforeEach(() => resetViewTracking());

  it('shows a page, then every project through "Load more projects"', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/users/7': aUser({ id: 7, projectCount: TOTAL }),
      'GET /api/users/7/projects': pageOf,
    });
    renderWithProviders(
      <Routes>
        <Route path="/profile/:id" element={<ProfilePage />} />
      </Routes>,
      { route: '/profile/7' },
    );
    const section = await screen.findByRole('region', { name: TEXT.portfolioProjects });
    expect(await within(section).findAllByRole('article')).toHaveLength(PORTFOLIO_PAGE_SIZE);
    while (within(section).queryByRole('button', { name: TEXT.loadMoreProjects })) {
      const shown = within(section).getAllByRole('article').length;
      await user.click(within(section).getByRole('button', { name: TEXT.loadMoreProjects }));
      await within(section).findByRole('article', { name: `Project ${shown + 1}` });
    }
    const titles = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(projects.map((p) => p.title));
  });
});
