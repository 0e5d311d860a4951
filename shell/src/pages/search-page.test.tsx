import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@stackfolio/shared-ui/router';
import {
  aPage,
  aProject,
  aPublicUser,
  jsonResponse,
  renderWithProviders,
} from '@stackfolio/shared-ui/testing';
import { SEARCH_TEXTS } from '../features/search';
import { stubFetch } from '../testing/stub-fetch';
import { SearchPage } from './search-page';

const searchUrl = (q: string, page = 1) =>
  `/api/search?${new URLSearchParams({ q, page: String(page), limit: '10' }).toString()}`;

function results({
  profiles = [] as ReturnType<typeof aPublicUser>[],
  projects = [] as ReturnType<typeof aProject>[],
  fuzzy = false,
  totals = {} as { profiles?: number; projects?: number },
  page = 1,
} = {}) {
  return {
    fuzzy,
    profiles: aPage(profiles, { total: totals.profiles ?? profiles.length, page, limit: 10 }),
    projects: aPage(projects, { total: totals.projects ?? projects.length, page, limit: 10 }),
  };
}

const renderSearch = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    { route },
  );

describe('SearchPage', () => {
  it('shows ranked profiles and projects in their own sections, each linking to its page', async () => {
    stubFetch({
      [searchUrl('kubernetes')]: jsonResponse(
        results({
          profiles: [
            aPublicUser({ id: 4, firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'SRE' }),
            aPublicUser({ id: 5, firstName: 'Grace', lastName: 'Hopper' }),
          ],
          projects: [
            aProject({ id: 9, title: 'Kubernetes operator', description: 'Operates clusters' }),
          ],
        }),
      ),
    });
    renderSearch('/search?q=kubernetes');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for "kubernetes"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: SEARCH_TEXTS.loading })).toBeInTheDocument();

    const profiles = within(await screen.findByRole('region', { name: 'Profiles (2)' }));
    expect(profiles.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(profiles.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/4',
    );
    expect(profiles.getByText('SRE')).toBeInTheDocument();
    const projects = within(screen.getByRole('region', { name: 'Projects (1)' }));
    expect(projects.getByRole('link', { name: 'Kubernetes operator' })).toHaveAttribute(
      'href',
      '/browse-projects?project=9',
    );
    expect(projects.getByText('Operates clusters')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SEARCH_TEXTS.next })).not.toBeInTheDocument();
  });

  it('says No results for "{q}" when nothing matches, and keeps the words in its own search box', async () => {
    stubFetch({ [searchUrl('zzz <b>')]: jsonResponse(results()) });
    renderSearch(`/search?q=${encodeURIComponent('zzz <b>')}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No results for "zzz <b>"' }),
    ).toBeInTheDocument();
    const box = within(screen.getByRole('search', { name: 'Profiles and projects' }));
    expect(box.getByRole('searchbox', { name: 'Search profiles and projects' })).toHaveValue(
      'zzz <b>',
    );
  });

  it('says when the results are close matches, and offers the next page when there are more', async () => {
    stubFetch({
      [searchUrl('kubernets')]: jsonResponse(
        results({
          fuzzy: true,
          projects: [aProject({ id: 1, title: 'Kubernetes operator' })],
          totals: { projects: 25 },
        }),
      ),
    });
    renderSearch('/search?q=kubernets');
    expect(await screen.findByText(SEARCH_TEXTS.close('kubernets'))).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TEXTS.noProfiles)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SEARCH_TEXTS.next })).toHaveAttribute(
      'href',
      '/search?q=kubernets&page=2',
    );
  });

  it('shows an error with Try Again, which searches again', async () => {
    let calls = 0;
    stubFetch({
      [searchUrl('ada')]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Database unavailable' }, 503)
          : jsonResponse(results({ profiles: [aPublicUser({ firstName: 'Ada' })] }));
      },
    });
    const user = userEvent.setup();
    renderSearch('/search?q=ada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SEARCH_TEXTS.failed);
    await user.click(within(alert).getByRole('button', { name: SEARCH_TEXTS.retry }));
    expect(await screen.findByRole('region', { name: 'Profiles (1)' })).toBeInTheDocument();
  });

  it('asks for words when there is no query, and searches what is typed in its own box', async () => {
    stubFetch({
      [searchUrl('grace hopper')]: jsonResponse(
        results({ profiles: [aPublicUser({ firstName: 'Grace' })] }),
      ),
    });
    const user = userEvent.setup();
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search profiles and projects' }),
      '  grace hopper {Enter}',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "grace hopper"' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Profiles (1)' })).toBeInTheDocument();
  });
});
