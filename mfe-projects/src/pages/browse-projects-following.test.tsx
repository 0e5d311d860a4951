import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOWING_FEED_PAGE_SIZE } from '@stackfolio/contract';
import { renderWithProviders } from '@stackfolio/shared-ui/testing';
import { MESSAGES, PROJECTS_PAGE_SIZE } from '../constants';
import { aProject, aUser, jsonResponse, signedInAs, signedOut, stubApi } from '../testing/stub-api';
import { BrowseProjectsPage } from './browse-projects-page';

const feed = (items: ReturnType<typeof aProject>[], total = items.length) =>
  jsonResponse({ items, total, page: 1, limit: FOLLOWING_FEED_PAGE_SIZE });
const all = (items: ReturnType<typeof aProject>[]) =>
  jsonResponse({ items, total: items.length, page: 1, limit: PROJECTS_PAGE_SIZE });
const FEED = 'GET /api/projects/following';

describe("/browse-projects 'Following' tab", () => {
  it('switches from all projects to the projects of followed people, marking the current tab', async () => {
    const api = stubApi({
      ...signedInAs(aUser({ id: 1 })),
      'GET /api/projects': all([aProject({ title: 'Everyone’s project' })]),
      [FEED]: feed([aProject({ title: 'From someone I follow' })], 3),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects' });
    expect(await screen.findByRole('heading', { name: 'Everyone’s project' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Project lists' });
    expect(within(tabs).getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(tabs).getByRole('link', { name: MESSAGES.followingTab }));
    expect(
      await screen.findByRole('heading', { name: 'From someone I follow' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 projects')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Everyone’s project' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: MESSAGES.followingTab })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(api.calls(FEED)[0].url.searchParams.get('limit')).toBe(String(FOLLOWING_FEED_PAGE_SIZE));
  });

  it('points to /profiles when the people one follows have no projects', async () => {
    stubApi({ ...signedInAs(aUser({ id: 1 })), [FEED]: feed([]) });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?tab=following' });
    expect(await screen.findByText(MESSAGES.followingEmptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.findPeople })).toHaveAttribute(
      'href',
      '/profiles',
    );
  });

  it('asks a signed-out visitor to sign in instead of calling the API', async () => {
    const api = stubApi({ ...signedOut });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?tab=following' });
    expect(await screen.findByText(MESSAGES.signInToSeeFollowing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.calls(FEED)).toHaveLength(0);
  });

  it('offers Try Again when the list fails to load', async () => {
    stubApi({
      ...signedInAs(aUser({ id: 1 })),
      [FEED]: jsonResponse({ message: 'Database unavailable' }, 503),
    });
    renderWithProviders(<BrowseProjectsPage />, { route: '/browse-projects?tab=following' });
    expect(await screen.findByText(MESSAGES.followingLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
